import type { FastifyRequest } from 'fastify';
import type { CompanyMember, CompanyRole } from '@portal/contract';
import { AppError, unauthenticated } from '../lib/app-error.ts';
import type { MembershipRole } from '../db/schema.ts';

/**
 * Who makes a request, as every layer sees it: routes read it from the request, services and
 * repositories take it as an argument. The plugins that establish it (authentication.ts,
 * api-key-authentication.ts) import this module; nothing here imports them, so a service never
 * depends on the plugin that authenticates its caller.
 */

/**
 * Who makes a change: a member of the console (a user), or a tenant's system through its API key
 * (issue 13), whose name the audit screen shows. A Member is one.
 */
export interface AuditActor {
  tenantId: number;
  userId: number | null;
  apiKeyId?: number | null;
}

/** A price list as a session check carries it: enough to decide whether it applies today. */
export interface PriceListValidity {
  id: number;
  validFrom: string | null;
  validTo: string | null;
}

/** The approved member of the route's tenant making this request. */
export interface Member {
  tenantId: number;
  tenantCode: string;
  userId: number;
  email: string;
  name: string;
  role: MembershipRole;
  customerId: number | null;
  repCode: string | null;
  /**
   * The member's role inside their customer company (issue 29, decision 031), read with the
   * session check like everything here: the rules cost no statement of their own.
   */
  companyRole: CompanyRole;
  /** Sees every order of their company; otherwise only their own. */
  seesAllOrders: boolean;
  /**
   * The membership's flag for the company's invoices (issue 31, decision 038): with the role,
   * what `maySeeInvoices` reads, from the same session check.
   */
  seesInvoices: boolean;
  /**
   * The company's addresses they may ship to; null: every one (issue 29 point 5, decision 034).
   * Read with the session check too, so that an order checks it without a statement.
   */
  shipToAddressIds: readonly number[] | null;
  tokenHash: string;
  /** The customer's price list; whether it applies today is modules/pricing's to say. */
  priceList: PriceListValidity | null;
}

/**
 * The member as the company rules read them (`@portal/contract`'s company-roles), or null for a
 * member who orders for no customer. A Member is an approved membership: it is active.
 */
export function companyMemberOf(member: Member): CompanyMember | null {
  if (member.customerId === null) return null;
  return {
    memberId: member.userId,
    customerId: member.customerId,
    role: member.companyRole,
    seesAllOrders: member.seesAllOrders,
    active: true,
  };
}

/** The tenant's system calling the integration API with one of its keys. */
export interface ApiKeyCaller extends AuditActor {
  tenantId: number;
  userId: null;
  apiKeyId: number;
  name: string;
  scopes: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireMember and requireAdmin (plugins/authentication.ts). */
    member: Member | null;
    /** Set by requireApiKey (plugins/api-key-authentication.ts). */
    apiKey: ApiKeyCaller | null;
  }
}

/** The signed-in member of a route guarded by requireMember or requireAdmin. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw unauthenticated();
  return request.member;
}

export const invalidApiKey = () => new AppError(401, 'integration.invalidKey');

/** The API key of a route guarded by requireApiKey. */
export function apiKeyOf(request: FastifyRequest): ApiKeyCaller {
  if (!request.apiKey) throw invalidApiKey();
  return request.apiKey;
}
