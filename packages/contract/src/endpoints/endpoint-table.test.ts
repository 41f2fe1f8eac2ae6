import { describe, expect, it } from 'vitest';
import { AREA_PREFIXES, defineEndpoint, pathTo, type Endpoint } from './endpoint.ts';
import { ENDPOINTS, endpointKey, withoutOwnership } from './endpoint-table.ts';
import * as accountEndpoints from './account.ts';
import * as consoleEndpoints from './console.ts';
import * as integrationEndpoints from './integration.ts';
import * as memberEndpoints from './member.ts';
import * as publicEndpoints from './public.ts';

const MODULES: Record<string, Record<string, Endpoint>> = {
  public: publicEndpoints,
  account: accountEndpoints,
  member: memberEndpoints,
  console: consoleEndpoints,
  integration: integrationEndpoints,
};

describe('the endpoint table', () => {
  const all = Object.values(ENDPOINTS);

  it('declares each method and path once', () => {
    const keys = all.map(endpointKey);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    // No two modules export one name (a spread would hide the first).
    const names = Object.values(MODULES).flatMap((module) => Object.keys(module));
    expect(names).toHaveLength(all.length);
  });

  it('keeps each area in its own module', () => {
    for (const [area, module] of Object.entries(MODULES)) {
      const misplaced = Object.values(module).filter((endpoint) => endpoint.area !== area);
      expect(misplaced.map(endpointKey)).toEqual([]);
    }
  });

  it('says what records every endpoint with a record id owns', () => {
    expect(withoutOwnership(all)).toEqual([]);
  });

  it('fails an endpoint with a record id and no ownership', () => {
    const unmarked = defineEndpoint({
      method: 'GET',
      path: '/api/things/:code/:thingId',
      area: 'member',
      responses: {},
    });
    expect(withoutOwnership([unmarked])).toEqual(['GET /api/things/:code/:thingId']);
    expect(withoutOwnership([{ ...unmarked, owns: { none: 'a demo' } }])).toEqual([]);
  });

  it('gives a scope to every integration endpoint, and to no other', () => {
    for (const endpoint of all) {
      expect([endpointKey(endpoint), endpoint.scope !== undefined]).toEqual([
        endpointKey(endpoint),
        endpoint.area === 'integration',
      ]);
    }
  });

  it('puts console and integration endpoints under their prefixes', () => {
    for (const endpoint of all) {
      const prefix = (AREA_PREFIXES as Record<string, string>)[endpoint.area];
      if (prefix) expect(endpoint.path.startsWith(`${prefix}/`), endpointKey(endpoint)).toBe(true);
    }
  });

  it('fills a path with encoded parameters', () => {
    expect(pathTo(memberEndpoints.order, { code: 'AC ME', orderId: 7 })).toBe(
      '/api/orders/AC%20ME/7',
    );
    expect(pathTo(publicEndpoints.login)).toBe('/api/login');
    expect(pathTo(consoleEndpoints.adminExportPriceEntries, { code: 'ACME', id: 3 })).toBe(
      '/api/admin/ACME/price-lists/3/entries/export.csv',
    );
  });
});
