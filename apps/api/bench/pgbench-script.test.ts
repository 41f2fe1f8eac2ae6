import { describe, expect, it } from 'vitest';
import {
  DefinedValues,
  differingParameters,
  parameterText,
  parseTps,
  pgbenchScript,
  preparedName,
} from './pgbench-script.ts';

const page = (offset: number) => ({
  sql: 'select * from products where tenant_id = $1 and part_number >= $2 offset $3 /* prepared */',
  parameters: [18, 'BN-0000501', offset],
});

describe('pgbench scripts from captured statements', () => {
  it('prepares a marked statement once per connection under its name and executes it with its values', () => {
    const defined = new DefinedValues();
    const statement = page(4);
    const script = pgbenchScript(
      {
        statements: [statement],
        sets: ['\\set page random(42, 83)', '\\set off 4 + 12 * (:page - 42)'],
        varying: [{ statement: 0, parameter: 2, variable: 'off' }],
      },
      defined,
    );
    const name = preparedName(statement.sql);
    expect(script).toBe(
      [
        '\\set page random(42, 83)',
        '\\set off 4 + 12 * (:page - 42)',
        `\\if :done_${name} = 0`,
        `prepare ${name} as ${statement.sql};`,
        `\\set done_${name} 1`,
        '\\endif',
        `execute ${name}(:v1, :v2, :off);`,
        '',
      ].join('\n'),
    );
    expect(defined.args()).toEqual([
      '-D',
      "v1='18'",
      '-D',
      "v2='BN-0000501'",
      '-D',
      `done_${name}=0`,
    ]);
  });

  it('writes the values of an unprepared statement in, NULL as NULL, and shares equal values', () => {
    const defined = new DefinedValues();
    const script = pgbenchScript(
      {
        statements: [
          {
            sql: 'insert into t (a, b, c, d) select $1, $2::int[], $3, $10 returning id',
            parameters: [18, [1, 2], null, 4, 5, 6, 7, 8, 9, "O'Brien"],
          },
          { sql: 'select n from t where tenant_id = $1 and id = $2', parameters: [18, 99] },
        ],
        gset: { statement: 0, prefix: 'o_' },
        varying: [{ statement: 1, parameter: 1, variable: 'o_id' }],
      },
      defined,
    );
    expect(script).toBe(
      [
        'insert into t (a, b, c, d) select :v1, :v2::int[], NULL, :v3 returning id',
        '\\gset o_',
        'select n from t where tenant_id = :v1 and id = :o_id;',
        '',
      ].join('\n'),
    );
    expect(defined.args()).toEqual([
      '-D',
      "v1='18'",
      '-D',
      'v2=\'{"1","2"}\'',
      '-D',
      "v3='O''Brien'",
    ]);
  });

  it('writes parameters as node-postgres sends them', () => {
    expect(parameterText(['a"b', 'c\\d', null, [1]])).toBe('{"a\\"b","c\\\\d",NULL,{"1"}}');
    expect(parameterText(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24T10:00:00.000Z');
    expect(parameterText(true)).toBe('true');
    expect(parameterText(undefined)).toBeNull();
  });

  it('finds the parameters that differ between two captures of one shape', () => {
    expect(differingParameters([page(4)], [page(16)])).toEqual([
      { statement: 0, parameter: 2, from: 4, to: 16 },
    ]);
    expect(() => differingParameters([page(4)], [])).toThrow();
  });

  it("reads pgbench's tps", () => {
    expect(
      parseTps('latency average = 5.1 ms\ntps = 9566.123456 (without initial connection time)\n'),
    ).toBeCloseTo(9566.123456);
    expect(() => parseTps('pgbench: error')).toThrow();
  });
});
