/**
 * The roles inside a customer company, from the most to the least it allows (what each may do:
 * company-roles.ts). A module of their own so that the sign-in screen, which reads a stored role,
 * loads the names without the rules (the login budget, decision 004).
 */
export const COMPANY_ROLES = ['customer_admin', 'approver', 'buyer', 'requester'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
