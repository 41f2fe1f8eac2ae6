import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse } from '@portal/contract';
import {
  auditRows,
  createAdminWorld,
  type AdminWorld,
} from '../../../../test/helpers/admin-fixtures.ts';
import { createProduct } from '../../../../test/helpers/catalogue-fixtures.ts';
import { multipartFile, TINY_PNG } from '../../../../test/helpers/multipart.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';

describe('admin product image upload', () => {
  const t = useTestApp();
  let world: AdminWorld;
  let product: { id: number };
  let borealProduct: { id: number };

  beforeAll(async () => {
    world = await createAdminWorld(t.db);
    product = await createProduct(t.db, world.acme.id, { partNumber: 'IMG-1' });
    borealProduct = await createProduct(t.db, world.boreal.id, { partNumber: 'IMG-B' });
  });

  const upload = (
    productId: number,
    file: Parameters<typeof multipartFile>[0],
    headers = world.acmeAdmin.headers,
    code = 'ACME',
  ) => {
    const body = multipartFile(file);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/${code}/products/${productId}/image`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  const errorsOf = (response: { json: <T>() => T }) =>
    response.json<{ errors: Record<string, string[]> }>().errors;

  it('stores a PNG in media and serves it at the product image URL', async () => {
    const response = await upload(product.id, { name: 'a.png', type: 'image/png', data: TINY_PNG });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<AdminProductResponse>();
    expect(data.image_url).toBe(`/api/media/ACME/${data.image_id}`);
    const image = await t.app.inject({ method: 'GET', url: data.image_url! });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    const [audit] = await auditRows(t.db, world.acme.id, 'product');
    expect(audit).toMatchObject({
      action: 'product.image',
      before: { image_id: null },
      after: { image_id: data.image_id, content_type: 'image/png', bytes: TINY_PNG.length },
    });
  });

  it('reads the type from the bytes: a clean SVG is accepted whatever it is called', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect/></svg>';
    const response = await upload(product.id, { name: 'logo.bin', type: 'text/plain', data: svg });
    expect(response.statusCode).toBe(200);
    const url = response.json<AdminProductResponse>().data.image_url!;
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  it('stores an SVG with a script cleaned of it, and refuses one that is not an SVG document', async () => {
    const scripted = await upload(product.id, {
      name: 'x.svg',
      type: 'image/svg+xml',
      data:
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script>' +
        '<rect width="4" height="4"><set attributeName="onclick" to="alert(2)"/></rect></svg>',
    });
    expect(scripted.statusCode).toBe(200);
    const image = await t.app.inject({
      method: 'GET',
      url: scripted.json<AdminProductResponse>().data.image_url!,
    });
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>',
    );
    const unreadable = await upload(product.id, {
      name: 'x.svg',
      type: 'image/svg+xml',
      data: '<svg><script>alert(1)</script></svg>',
    });
    expect(unreadable.statusCode).toBe(422);
    expect(errorsOf(unreadable).file).toEqual([
      'This SVG could not be read: upload a standalone SVG file (an svg element with xmlns="http://www.w3.org/2000/svg").',
    ]);
  });

  it('refuses a 3 MiB file, other types and an empty form', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const tooLarge = await upload(product.id, { name: 'big.png', type: 'image/png', data: big });
    expect(tooLarge.statusCode).toBe(422);
    expect(errorsOf(tooLarge).file).toEqual(['The image must be at most 2 MB.']);
    const gif = await upload(product.id, { name: 'a.gif', type: 'image/gif', data: 'GIF89a....' });
    expect(errorsOf(gif).file).toEqual(['Upload a PNG, JPEG, WebP or SVG image.']);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ACME/products/${product.id}/image`,
      headers: world.acmeAdmin.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const media = await t.db.selectFrom('media').select('id').execute();
    expect(media).toHaveLength(3);
  });

  it('refuses a multipart body the parser cannot read (no boundary, cut off) with 422, not 500', async () => {
    const whole = multipartFile({ name: 'a.png', type: 'image/png', data: TINY_PNG });
    const bodies = [
      { 'content-type': 'multipart/form-data', payload: whole.payload },
      { ...whole.headers, payload: whole.payload.subarray(0, 60) },
    ];
    for (const { payload, ...headers } of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/ACME/products/${product.id}/image`,
        headers: { ...world.acmeAdmin.headers, ...headers, 'accept-language': 'es' },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response).file).toEqual([
        'No se pudo leer el archivo enviado. Vuelva a elegirlo.',
      ]);
    }
  });

  it('removes the image (the product falls back to the placeholder for buyers)', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/ACME/products/${product.id}/image`,
      headers: world.acmeAdmin.headers,
    });
    expect(response.json<AdminProductResponse>().data).toMatchObject({
      image_id: null,
      image_url: null,
    });
  });

  it('answers 404 for another tenant product and 403 to a buyer, storing nothing', async () => {
    const png = { name: 'a.png', type: 'image/png', data: TINY_PNG };
    expect((await upload(borealProduct.id, png)).statusCode).toBe(404);
    expect((await upload(product.id, png, world.acmeBuyer.headers)).statusCode).toBe(403);
    expect(
      (await upload(borealProduct.id, png, world.acmeAdmin.headers, 'BOREAL')).statusCode,
    ).toBe(403);
    const media = await t.db.selectFrom('media').select('id').execute();
    expect(media).toHaveLength(3);
  });
});
