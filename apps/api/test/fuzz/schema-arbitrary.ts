import fc from 'fast-check';
import { hostileNumber, hostileText, hostileValue } from './hostile-values.ts';

/** What Zod 4 says of a schema's shape (`schema._zod.def`): enough to build values like it. */
interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  element?: unknown;
  options?: unknown[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: unknown;
  valueType?: unknown;
  format?: string;
}

const defOf = (schema: unknown): SchemaDef =>
  (schema as { _zod?: { def: SchemaDef } } | undefined)?._zod?.def ?? { type: 'unknown' };

/** The field names of an object schema (through optional, default and refinements). */
export function fieldNames(schema: unknown): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.innerType) return fieldNames(def.innerType);
  if (def.in) return fieldNames(def.in);
  return [];
}

/** Text a field of that kind could plausibly hold, so that generated requests get past schemas. */
const plausibleText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.emailAddress(),
  fc.constantFrom('ACME', 'BOREAL', 'EA', 'S', 'B', 'CA', 'en', 'fr', 'about', 'A-1', '2026-01-31'),
);
const plausibleNumber = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -5, max: 500 }));

const OPTIONAL = new Set(['optional', 'default', 'prefault', 'catch']);

function guided(schema: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = Object.entries(def.shape ?? {});
      const fields = Object.fromEntries(shape.map(([key, field]) => [key, valueLike(field)]));
      const required = shape.filter(([, field]) => !OPTIONAL.has(defOf(field).type));
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(fields, { requiredKeys: required.map(([key]) => key) }) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      );
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valueLike(def.innerType);
    case 'nullable':
      return fc.oneof(fc.constant(null), valueLike(def.innerType));
    case 'pipe':
      return valueLike(def.in);
    case 'array':
      return fc.array(valueLike(def.element), { maxLength: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(valueLike));
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.string({ maxLength: 8 }), valueLike(def.keyType).map(String)),
        valueLike(def.valueType),
        { maxKeys: 4 },
      );
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: '' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'string':
      return def.format === 'email' ? fc.emailAddress() : plausibleText;
    case 'number':
    case 'int':
      return plausibleNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}

/**
 * Values shaped like the schema most of the time, so requests reach the services behind it, and
 * at every level sometimes anything at all (a wrong type, a lone surrogate, a huge number).
 */
export function valueLike(schema: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: guided(schema) },
    { weight: 1, arbitrary: fc.oneof(hostileText, hostileNumber, hostileValue) },
  );
}
