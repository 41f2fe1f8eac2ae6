import { z } from 'zod';
import { paged, pageQuery } from '../common.ts';
import { COMPANY_ROLES } from '../rules/company-roles.ts';
import { adminSearch, bodyId, clearableText, customerRef, timestamp } from './common.ts';

export const MEMBER_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const memberListQuery = z.object({
  status: z.enum(MEMBER_STATUSES, { error: 'admin.invalidStatus' }).optional(),
  search: adminSearch,
  page: pageQuery,
});
export type MemberListQuery = z.input<typeof memberListQuery>;

export const member = z.object({
  user_id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['customer', 'admin']),
  status: z.enum(MEMBER_STATUSES),
  rep_code: z.string().nullable(),
  customer: customerRef.nullable(),
  /** Their role inside their customer company (issue 29): what they may do there. */
  company_role: z.enum(COMPANY_ROLES),
  /** Sees every order of their company; otherwise only their own. */
  sees_all_orders: z.boolean(),
  /** May read the company's invoices and statement (issue 31, decision 038). */
  sees_invoices: z.boolean(),
  created_at: timestamp,
  decided_at: timestamp.nullable(),
});
export type AdminMember = z.infer<typeof member>;
export const memberList = paged(member);
export type MemberList = z.infer<typeof memberList>;
export const memberResponse = z.object({ data: member });
export type MemberResponse = z.infer<typeof memberResponse>;

/** Only what is sent changes; `null` clears rep_code or unlinks the customer. */
export const updateMemberRequest = z.object({
  status: z.enum(['approved', 'disabled'], { error: 'admin.invalidStatus' }).optional(),
  rep_code: clearableText(30).optional(),
  customer_id: bodyId.nullable().optional(),
  company_role: z.enum(COMPANY_ROLES, { error: 'admin.invalidCompanyRole' }).optional(),
  sees_all_orders: z.boolean({ error: 'validation.invalidYesNo' }).optional(),
  sees_invoices: z.boolean({ error: 'validation.invalidYesNo' }).optional(),
});
export type UpdateMemberRequest = z.input<typeof updateMemberRequest>;
