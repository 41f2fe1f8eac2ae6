import type { Migration } from 'kysely';
import * as initialSchema from './0001-initial-schema.ts';
import * as catalogueIndexes from './0002-catalogue-indexes.ts';
import * as ordersIndexes from './0003-orders-indexes.ts';
import * as importJobs from './0005-import-jobs.ts';
import * as adminIndexes from './0006-admin-indexes.ts';
import * as orderRequestFingerprint from './0007-order-request-fingerprint.ts';
import * as resetLinkShown from './0008-reset-link-shown.ts';
import * as contentLanguages from './0009-content-languages.ts';
import * as categoryListing from './0010-category-listing.ts';
import * as orderNumbersAtCommit from './0011-order-numbers-at-commit.ts';
import * as priceLists from './0012-price-lists.ts';
import * as savedLists from './0013-saved-lists.ts';
import * as emailPreferences from './0014-email-preferences.ts';
import * as outboxAndWebhooks from './0015-outbox-and-webhooks.ts';
import * as apiKeysAndOrderChanges from './0016-api-keys-and-order-changes.ts';
import * as administratorRecipients from './0017-administrator-recipients.ts';
import * as outboxFairClaims from './0018-outbox-fair-claims.ts';
import * as idempotencyKeys from './0019-idempotency-keys.ts';
import * as outboxClaimsPerTenantOnly from './0020-outbox-claims-per-tenant-only.ts';
import * as orderNumbersInOneWrite from './0021-order-numbers-in-one-write.ts';
import * as companyRoles from './0022-company-roles.ts';
import * as orderApprovals from './0023-order-approvals.ts';
import * as colleagueInvitations from './0024-colleague-invitations.ts';
import * as quotes from './0025-quotes.ts';
import * as searchByMeaning from './0026-search-by-meaning.ts';
import * as searchMisses from './0027-search-misses.ts';
import * as quoteReminders from './0028-quote-reminders.ts';
import * as shipments from './0029-shipments.ts';
import * as ledger from './0030-ledger.ts';
import * as searchSynonyms from './0032-search-synonyms.ts';
import * as returns from './0033-returns.ts';
import * as productAttributes from './0034-product-attributes.ts';
import * as invoiceShipmentsAndReminders from './0035-invoice-shipments-and-reminders.ts';
import * as approvalRuleConditions from './0036-approval-rule-conditions.ts';
import * as returnChanges from './0037-return-changes.ts';
import * as searchFacets from './0038-search-facets.ts';
import * as categorySearchWords from './0039-category-search-words.ts';
import * as partNumberDigits from './0040-part-number-digits.ts';
import * as partNumberPrefixes from './0041-part-number-prefixes.ts';
import * as bulkWritesPlannedBySize from './0042-bulk-writes-planned-by-size.ts';
import * as productSearchChanges from './0043-product-search-changes.ts';
import * as synonymsReadByCachedPlans from './0044-synonyms-read-by-cached-plans.ts';

/**
 * Every migration, in order. Listed by hand (not read from the folder) so that the set is
 * explicit in review and works the same under any bundler or loader.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-catalogue-indexes': catalogueIndexes,
  '0003-orders-indexes': ordersIndexes,
  '0005-import-jobs': importJobs,
  '0006-admin-indexes': adminIndexes,
  '0007-order-request-fingerprint': orderRequestFingerprint,
  '0008-reset-link-shown': resetLinkShown,
  '0009-content-languages': contentLanguages,
  '0010-category-listing': categoryListing,
  '0011-order-numbers-at-commit': orderNumbersAtCommit,
  '0012-price-lists': priceLists,
  '0013-saved-lists': savedLists,
  '0014-email-preferences': emailPreferences,
  '0015-outbox-and-webhooks': outboxAndWebhooks,
  '0016-api-keys-and-order-changes': apiKeysAndOrderChanges,
  '0017-administrator-recipients': administratorRecipients,
  '0018-outbox-fair-claims': outboxFairClaims,
  '0019-idempotency-keys': idempotencyKeys,
  '0020-outbox-claims-per-tenant-only': outboxClaimsPerTenantOnly,
  '0021-order-numbers-in-one-write': orderNumbersInOneWrite,
  '0022-company-roles': companyRoles,
  '0023-order-approvals': orderApprovals,
  '0024-colleague-invitations': colleagueInvitations,
  '0025-quotes': quotes,
  '0026-search-by-meaning': searchByMeaning,
  '0027-search-misses': searchMisses,
  '0028-quote-reminders': quoteReminders,
  '0029-shipments': shipments,
  '0030-ledger': ledger,
  '0032-search-synonyms': searchSynonyms,
  '0033-returns': returns,
  '0034-product-attributes': productAttributes,
  '0035-invoice-shipments-and-reminders': invoiceShipmentsAndReminders,
  '0036-approval-rule-conditions': approvalRuleConditions,
  '0037-return-changes': returnChanges,
  '0038-search-facets': searchFacets,
  '0039-category-search-words': categorySearchWords,
  '0040-part-number-digits': partNumberDigits,
  '0041-part-number-prefixes': partNumberPrefixes,
  '0042-bulk-writes-planned-by-size': bulkWritesPlannedBySize,
  '0043-product-search-changes': productSearchChanges,
  '0044-synonyms-read-by-cached-plans': synonymsReadByCachedPlans,
};
