import { describe, expect, it } from 'vitest';
import {
  callerOf,
  normaliseSql,
  percentile,
  statementShape,
  summarise,
  summariseShapes,
} from './statement-shapes.ts';

describe('statement shapes', () => {
  it('collapses whitespace and parameter lists, so one query of any list length is one shape', () => {
    expect(
      normaliseSql('select *\n  from "products" where id in ($2, $3,$4) and tenant_id = $1'),
    ).toBe('select * from "products" where id in ($n) and tenant_id = $n');
    expect(normaliseSql('select 1 where a in ($7)')).toBe(
      normaliseSql('select 1  where a in ($1, $2)'),
    );
  });

  it("names a statement by the app's innermost function on the stack and the tables it reads", () => {
    const stack = [
      'Error',
      '    at log (/repo/apps/api/bench/statements.ts:40:5)',
      '    at async DefaultQueryExecutor.executeQuery (/repo/node_modules/kysely/dist/esm/query-executor.js:37:24)',
      '    at async findProductPage (/repo/apps/api/src/modules/catalogue/catalogue.repository.ts:90:3)',
      '    at async listProducts (/repo/apps/api/src/modules/catalogue/catalogue.service.ts:77:3)',
    ].join('\n');
    expect(callerOf(stack)).toBe('findProductPage');
    expect(statementShape('select count(*) from "products" as "p"', 'Error').label).toBe(
      'products (count)',
    );
    expect(
      statementShape(
        'select "p"."id" from (select 1 from "tenant_counters") as m left join "products" as "p" on true join products q on true',
        stack,
      ).label,
    ).toBe('findProductPage: tenant_counters, products');
  });

  it('answers nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(5);
    expect(percentile(sorted, 0.9)).toBe(9);
    expect(percentile([3], 0.9)).toBe(3);
  });

  it('summarises per shape, the costliest first, with a row and a folded text per shape', () => {
    const timings = [
      ...Array.from({ length: 10 }, (_, i) => ({ shape: 'select a', label: 'readA', ms: i + 1 })),
      { shape: 'select | b', label: 'readB', ms: 0.5 },
    ];
    const [first, second] = summariseShapes(timings);
    expect(first).toMatchObject({
      label: 'readA',
      count: 10,
      p50: 5,
      p90: 9,
      max: 10,
      totalMs: 55,
    });
    expect(second).toMatchObject({ label: 'readB', count: 1, p90: 0.5 });
    const markdown = summarise(timings, { heading: '## S', method: 'How.' });
    expect(markdown).toContain('| 1 | readA | 10 | 5.00 | 9.00 | 10.0 | 55 | no |');
    expect(markdown).toContain('| 2 | readB | 1 | 0.50 | 0.50 | 0.50 | 1 | yes |');
    expect(markdown).toContain('2. `select | b`');
  });
});
