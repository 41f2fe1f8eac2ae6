import { describe, expect, it } from 'vitest';
import { capsTable, httpFigures, type CapRow } from './sql-caps-report.ts';

const document = `# Performance

## PostgreSQL

| request | every cache off | caches on (default) | reference (hello world, same requests) |
|---|---:|---:|---:|
| Product list (random page 1-1000, 12 per page) | 1,544-1,600 req/s, p99 30-32 ms | 2,972 req/s, p99 92-97 ms | 20,000 req/s |
| Order creation, 5 lines, one instance (5,000 buyers) | 387-390 orders/s, p99 200 ms | 386 orders/s, p99 210 ms | 20,000 req/s |
| Order creation, 5 lines, 10 tenants at once (500 buyers) | 900 orders/s, p99 200 ms | 901 orders/s, p99 210 ms | 20,000 req/s |

## PGlite (embedded)

| request | every cache off | caches on (default) | reference (hello world, same requests) |
|---|---:|---:|---:|
| Product list (random page 1-1000, 12 per page) | 700 req/s, p99 30 ms | 800 req/s, p99 92 ms | 20,000 req/s |
`;

describe('the SQL caps section', () => {
  it("reads the PostgreSQL summary's HTTP figures by route", () => {
    const figures = httpFigures(document);
    expect(figures.get('list')).toEqual({ off: '1,544-1,600', on: '2,972' });
    expect(figures.get('order')).toEqual({ off: '387-390', on: '386' });
    expect(figures.has('search')).toBe(false);
    expect(httpFigures('# Performance\n').size).toBe(0);
  });

  it('compares a catalogue read with its SQL alone and an order with its session check', () => {
    const rows: CapRow[] = [
      {
        route: 'list',
        name: 'Product list',
        statements: 1,
        protocol: '1 of 1',
        scripts: 24,
        tpsAlone: 3200,
        tpsWithSession: 2000,
        sessionKept: true,
      },
      {
        route: 'order',
        name: 'Orders',
        statements: 5,
        protocol: '0 of 5',
        scripts: 20,
        tpsAlone: 800,
        tpsWithSession: 780,
        sessionKept: false,
      },
    ];
    const table = capsTable(rows, httpFigures(document));
    expect(table).toContain(
      '| Product list | 1 + session check (kept: 0) | 1 of 1 | 24 | 3,200 | 2,000 | 1,544-1,600 / 2,972 | 80% |',
    );
    expect(table).toContain(
      '| Orders | 5 + session check | 0 of 5 | 20 | 800 | 780 | 387-390 / 386 | 50% |',
    );
  });
});
