import type { z } from 'zod';

/**
 * A response sent as text or bytes (a page, an image, a CSV file), for a route's schema: the API
 * reference shows it under each content type; Fastify never serialises it, since it sends
 * strings, buffers and streams as they are.
 */
export function nonJsonAnswer(
  schema: z.ZodType,
  contentTypes: readonly string[],
  description: string,
) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])),
  };
}
