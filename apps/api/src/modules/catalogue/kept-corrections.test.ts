import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/helpers/catalogue-fixtures.ts';
import { createTenant } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { correctedTermsAt, keepCorrections } from './kept-corrections.ts';

/** A misspelt word is corrected by the database once per catalogue version, not per request. */
describe('kept corrections', () => {
  const t = useTestApp();
  let tenantId = 0;

  beforeAll(async () => {
    tenantId = (await createTenant(t.db, 'ACME')).id;
    await createProduct(t.db, tenantId, { partNumber: 'AC-1', description: 'Stainless caliper' });
  });

  /** The corrected words, and the statements it took. */
  async function correct(version: number | undefined, terms: string[]) {
    const before = t.database.statements.count;
    const corrected = await correctedTermsAt(t.app.db, tenantId, version, terms);
    return { corrected, statements: t.database.statements.count - before };
  }

  it('asks the database once per version and words', async () => {
    expect(await correct(7, ['stianless', 'calipr'])).toEqual({
      corrected: ['stainless', 'caliper'],
      statements: 1,
    });
    expect(await correct(7, ['calipr', 'stianless'])).toEqual({
      corrected: ['caliper', 'stainless'],
      statements: 0,
    });
    // A word not kept yet is read with the others.
    expect(await correct(7, ['stianless', 'zzzz'])).toEqual({
      corrected: ['stainless', 'zzzz'],
      statements: 1,
    });
    // Another version, another tenant's words, or no version: asked again.
    expect((await correct(8, ['stianless'])).statements).toBe(1);
    expect((await correct(undefined, ['stianless'])).statements).toBe(1);
    expect((await correct(undefined, ['stianless'])).statements).toBe(1);
  });

  it('keeps none where the lists are not kept', async () => {
    keepCorrections(t.app.db, false);
    try {
      expect((await correct(9, ['stianless'])).statements).toBe(1);
      expect((await correct(9, ['stianless'])).statements).toBe(1);
    } finally {
      keepCorrections(t.app.db, true);
    }
    expect((await correct(9, ['stianless'])).statements).toBe(1);
    expect((await correct(9, ['stianless'])).statements).toBe(0);
  });
});
