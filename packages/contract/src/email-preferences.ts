import { z } from 'zod';
import { LANGUAGES } from './common.ts';

/**
 * What a member chooses about the e-mails the portal sends them (issue 13 point 4), per company:
 * the language they are written in, and whether an order's status changes are e-mailed (the
 * order received and the account decisions always are).
 */
export const emailPreferences = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.invalidLanguage' }),
  order_status_emails: z.boolean({ error: 'validation.invalidYesNo' }),
});
export type EmailPreferences = z.infer<typeof emailPreferences>;
