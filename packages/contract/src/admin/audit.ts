import { z } from 'zod';
import { paged, pageQuery } from '../common.ts';
import { personRef, timestamp } from './common.ts';

/** Entity names are snake_case words (membership, customer, address, order, ...). */
export const auditListQuery = z.object({
  entity: z
    .string()
    .regex(/^[a-z_]{1,50}$/, { error: 'admin.invalidEntity' })
    .optional(),
  page: pageQuery,
});
export type AuditListQuery = z.input<typeof auditListQuery>;

/** A JSON object as recorded, or none (a creation has no before, a deletion no after). */
const snapshot = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: snapshot,
  after: snapshot,
  actor: personRef.nullable(),
  /** The API key that made the change (issue 13), when no person did. */
  api_key: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = paged(auditEntry);
export type AuditList = z.infer<typeof auditList>;
