import fc from 'fast-check';

/** Text a form never sends: halves of surrogate pairs, NUL, control characters, markup, huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\ud800',
    'a\udc00b',
    '\udbff\ud800',
    'nul\u0000byte',
    '\u202e\u200b',
    ' ',
    '',
    '%',
    '%ZZ',
    '../..',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '😀',
    '=1+1',
    'x'.repeat(10_000),
  ),
);

/** Numbers past every column's range, fractions where counts go, the edges of doubles. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -1,
    0.5,
    -0,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    -(2 ** 63),
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
);

/** Arrays and objects nested far deeper than any schema. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 20, max: 400 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
    return value;
  });

/** Any value a JSON body can carry, weighted towards the ones that break servers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: deepValue },
);

/** Body text that is not the JSON it claims to be, or is JSON at its limits. */
export const hostileJsonText: fc.Arbitrary<string> = fc.constantFrom(
  '',
  '{',
  '{"a":}',
  'nul',
  '{"a":1e400}',
  '{"a":123456789012345678901234567890}',
  '"\\ud800"',
  '{"\\udc00":"\\ud800"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":"\\u0000"}',
  '\ufeff{}',
);

/** Raw pieces of a path or query the router must refuse or pass through, never break on. */
export const hostileUrlPiece: fc.Arbitrary<string> = fc.constantFrom(
  '%ZZ',
  '%',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '..',
  '%2e%2e%2f',
  '%2F',
  'A'.repeat(150),
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  'NaN',
);

/** Percent-encodes text as a browser would; half a surrogate pair has no UTF-8 form. */
export function encodeUrlText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}
