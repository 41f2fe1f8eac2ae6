import { z } from 'zod';

/**
 * An answer serialised once, as the route's response schema would (fields outside the schema are
 * dropped), so that a cached answer is sent as it is: Fastify sends a string with a JSON content
 * type without serialising it again.
 */
export function encodeJson<S extends z.ZodType>(schema: S, data: z.output<S>): string {
  return JSON.stringify(z.encode(schema, data));
}
