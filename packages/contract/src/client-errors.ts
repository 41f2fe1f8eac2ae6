import { z } from 'zod';

export const clientErrorReport = z.object({
  error: z.object({
    message: z.string().max(2000),
    stack: z.string().max(16000).optional(),
  }),
  errorInfo: z.object({ componentStack: z.string().max(16000).optional() }).optional(),
  url: z.string().max(2000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;
