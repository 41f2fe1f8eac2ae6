import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

const serializers = new WeakMap<z.ZodType, Serializer>();

/**
 * A serializer compiled once from a schema's JSON Schema (fast-json-stringify): the catalogue's
 * answers are written field by field by generated code instead of being walked by Zod and then by
 * JSON.stringify, which cost a busy list as much as its statement. A schema JSON Schema cannot
 * express (a codec, a transform) keeps Zod's encoding.
 */
function compileSerializer(schema: z.ZodType): Serializer {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return (data) => JSON.stringify(z.encode(schema, data));
  }
}

/**
 * An answer serialised once, as the route's response schema would (fields outside the schema are
 * dropped), so that a cached answer is sent as it is: Fastify sends a string with a JSON content
 * type without serialising it again.
 */
export function encodeJson<S extends z.ZodType>(schema: S, data: z.output<S>): string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = compileSerializer(schema);
    serializers.set(schema, serialize);
  }
  return serialize(data);
}
