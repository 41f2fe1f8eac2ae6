import type {
  ColumnType,
  Generated,
  GeneratedAlways,
  JSONColumnType,
  Kysely,
  Transaction,
} from 'kysely';
import type {
  ApprovalCondition,
  ApprovalReason,
  ApproverRole,
  CompanyRole,
  Language,
  OrderStatus,
  ReturnPhotoType,
  ReturnReason,
  ReturnState,
  RuledRole,
  SpendingPeriod,
  OverLimitChoice,
  QuoteTier,
} from '@portal/contract';

/** numeric columns are parsed to numbers by both engines (see database.ts). */
type Numeric = ColumnType<number, number | string, number | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** `date` columns are read as 'YYYY-MM-DD' text (see the type parsers in database.ts). */
type DateText = ColumnType<string, string, string>;
type NullableDateText = ColumnType<string | null, string | null | undefined, string | null>;

export type MembershipRole = 'customer' | 'admin';
export type MembershipStatus = 'pending' | 'approved' | 'rejected' | 'disabled';

export interface TenantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface TenantDomainsTable {
  host: string;
  tenant_id: number;
}

export interface TenantSettingsTable {
  tenant_id: number;
  key: string;
  value: string;
}

export interface TenantCountersTable {
  tenant_id: number;
  name: string;
  value: number;
}

/** Products whose search words changed at a catalogue version (migration 0043). */
export interface ProductSearchChangesTable {
  tenant_id: number;
  version: number;
  product_id: number;
}

export interface MediaTable {
  tenant_id: number;
  id: Generated<number>;
  content_type: string;
  data: Uint8Array;
  created_at: CreatedAt;
}

export interface ContentPagesTable {
  tenant_id: number;
  slug: string;
  language: string;
  html: string;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string;
  created_at: CreatedAt;
  password_changed_at: Timestamp;
}

export interface CustomersTable {
  tenant_id: number;
  id: Generated<number>;
  code: string;
  name: string;
  email: string | null;
  mobile_phone: string | null;
  /** The customer's price list (issue 11); null: the products' own prices. */
  price_list_id: Generated<number | null>;
  created_at: CreatedAt;
}

export interface AddressesTable {
  tenant_id: number;
  id: Generated<number>;
  customer_id: number;
  type: 'S' | 'B';
  address: string;
  address2: string | null;
  address3: string | null;
  city: string;
  province_code: string | null;
  country_code: string | null;
  postal_code: Generated<string>;
}

/** What a visitor typed at registration, kept for the administrator who approves it. */
export interface RegistrationDetails {
  company?: string;
  address?: string;
  address2?: string;
  address3?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
  webAddress?: string;
}

export interface MembershipsTable {
  tenant_id: number;
  user_id: number;
  role: MembershipRole;
  status: MembershipStatus;
  customer_id: number | null;
  rep_code: string | null;
  registration: JSONColumnType<RegistrationDetails, string | undefined, string>;
  decision_note: string | null;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
  /** The language of the e-mails sent to this member (issue 13). */
  language: Generated<Language>;
  /** False: the member's orders' status changes are not e-mailed to them. */
  order_status_emails: Generated<boolean>;
  /**
   * Their role inside their customer company (issue 29, decision 031); 'buyer' by default. Not to
   * be confused with `role`, which says whether they are the manufacturer's staff.
   */
  company_role: Generated<CompanyRole>;
  /** At most this much per spending_period (decision 033); null: no limit. */
  spending_limit: ColumnType<
    number | null,
    number | string | null | undefined,
    number | string | null
  >;
  spending_period: ColumnType<
    SpendingPeriod | null,
    SpendingPeriod | null | undefined,
    SpendingPeriod | null
  >;
  /** What the member's orders of the period starting spent_period_start spent. */
  spent_in_period: Generated<Numeric>;
  spent_period_start: NullableDateText;
  /** What an order over the limit does: refused, or waits for an approver (decision 042). */
  spending_over_limit: Generated<OverLimitChoice>;
  /** Sees every order of their company; otherwise only their own. True by default. */
  sees_all_orders: Generated<boolean>;
  /** The company's addresses they may ship to (issue 29 point 5); null: every one. */
  ship_to_address_ids: Generated<number[] | null>;
  /** May read the company's invoices and statement (issue 31, decision 038). */
  sees_invoices: Generated<boolean>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  tenant_id: number;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface RateLimitsTable {
  bucket: string;
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface CategoriesTable {
  tenant_id: number;
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** The name in Spanish and French; null falls back to `name` (migration 0009). */
  name_es: string | null;
  name_fr: string | null;
  sort_order: Generated<number>;
  /** The name's words in each language, as the search box matches them (migration 0039). */
  search_words_en: GeneratedAlways<string>;
  search_words_es: GeneratedAlways<string>;
  search_words_fr: GeneratedAlways<string>;
}

export interface UomsTable {
  tenant_id: number;
  id: Generated<number>;
  code: string;
  description: Generated<string>;
}

export interface ProductsTable {
  tenant_id: number;
  id: Generated<number>;
  part_number: string;
  description: string;
  additional_info: string | null;
  /** Spanish and French texts; null falls back to the English column (migration 0009). */
  description_es: string | null;
  description_fr: string | null;
  additional_info_es: string | null;
  additional_info_fr: string | null;
  selling_price: Numeric;
  available: Generated<number>;
  min_order_qty: Generated<number>;
  max_order_qty: Generated<number>;
  image_id: number | null;
  default_puom_id: number | null;
  active: Generated<boolean>;
  /** Lower-cased, accent-free part number and description; see catalogue search-text.ts. */
  search_text: string;
  /**
   * Written by PostgreSQL from the part number and the texts (migration 0026): what the buyer's
   * catalogue search matches and ranks (catalogue/search-query.ts). Never read as a column.
   */
  search_vector: GeneratedAlways<string>;
  /** The attribute values as words, per language: written by a trigger (migration 0034). */
  attribute_text: GeneratedAlways<string>;
  attribute_text_es: GeneratedAlways<string>;
  attribute_text_fr: GeneratedAlways<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A tenant's product attribute (migration 0034, decision 040). */
export interface ProductAttributesTable {
  tenant_id: number;
  id: Generated<number>;
  kind: 'options' | 'number' | 'yes_no';
  name: string;
  name_es: string | null;
  name_fr: string | null;
  unit: string | null;
  filter: Generated<boolean>;
  position: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProductAttributeOptionsTable {
  tenant_id: number;
  id: Generated<number>;
  attribute_id: number;
  value: string;
  value_es: string | null;
  value_fr: string | null;
  position: Generated<number>;
}

/** One of option_ids, number_value and flag is set, as the attribute's kind says. */
export interface ProductAttributeValuesTable {
  tenant_id: number;
  product_id: number;
  attribute_id: number;
  option_ids: number[] | null;
  number_value: Numeric | null;
  flag: boolean | null;
}

export interface ProductUomsTable {
  tenant_id: number;
  id: Generated<number>;
  product_id: number;
  uom_id: number;
  cf: Numeric;
  active: Generated<boolean>;
}

export interface PriceListsTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  valid_from: NullableDateText;
  valid_to: NullableDateText;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One tier of a price list: from min_qty units of the product's unit uom_id, unit_price each. */
export interface PriceListEntriesTable {
  tenant_id: number;
  price_list_id: number;
  product_id: number;
  uom_id: number;
  min_qty: number;
  unit_price: Numeric;
}

/** A customer's saved list (issue 12, migration 0013). */
export interface SavedListsTable {
  tenant_id: number;
  id: Generated<number>;
  customer_id: number;
  name: string;
  created_by_user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A product of a saved list, in its default unit; one per product and list. */
export interface SavedListLinesTable {
  tenant_id: number;
  id: Generated<number>;
  list_id: number;
  product_id: number;
  quantity: number;
  comment: string | null;
  added_by_user_id: number | null;
  added_at: CreatedAt;
}

export interface ProductCategoriesTable {
  tenant_id: number;
  category_id: number;
  product_id: number;
}

/** Each category with itself and every ancestor, kept by triggers (migration 0010). */
export interface CategoryAncestorsTable {
  tenant_id: number;
  category_id: number;
  ancestor_id: number;
}

/**
 * Each active product under each category it is filed in or below, with its part number for the
 * list order; kept by triggers (migration 0010).
 */
export interface CategoryProductsTable {
  tenant_id: number;
  category_id: number;
  part_number: string;
  product_id: number;
}

export interface ProductLinksTable {
  tenant_id: number;
  product_id: number;
  kind: 'related' | 'complementary';
  linked_product_id: number;
  sort_order: Generated<number>;
}

export interface OrdersTable {
  tenant_id: number;
  id: Generated<number>;
  sale_no: number;
  customer_id: number;
  placed_by_user_id: number | null;
  status: OrderStatus;
  sale_date: DateText;
  purchase_order: string | null;
  note: string | null;
  delivery_method: 'pickup' | 'delivery';
  payment_option: 'cod' | 'credit_card' | 'net30' | 'net60';
  shipping_address_id: number | null;
  shipping_address: string | null;
  sales_person: string | null;
  total: Numeric;
  idempotency_key: string | null;
  /** SHA-256 (hex) of the request that used idempotency_key; null for orders placed before. */
  idempotency_fingerprint: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The tenant's change number of the order's last write, taken at its commit (decision 019). */
  change_seq: Generated<number | null>;
  /** Why it waited for approval (order-approval.ts' reasons); null when it did not (decision 033). */
  approval_reasons: Generated<ApprovalReason[] | null>;
  /** The least company role that may approve it, while and after it waited. */
  approver_role: Generated<ApproverRole | null>;
  /** The colleagues its rules named to decide it; null: its approver role decides (042). */
  approver_user_ids: Generated<number[] | null>;
  /** Who approved or declined it, and when; a decline's reason. */
  decided_by_user_id: Generated<number | null>;
  decided_at: Generated<Date | null>;
  decision_comment: Generated<string | null>;
}

/** A customer's approval rule (migration 0023, decision 033). */
export interface ApprovalRulesTable {
  tenant_id: number;
  id: Generated<number>;
  customer_id: number;
  condition: ApprovalCondition;
  threshold: Numeric;
  applies_to: RuledRole[];
  approver_role: ApproverRole;
  /** The chosen category (condition 'category') or ship-to address ('ship_to'); null otherwise. */
  category_id: number | null;
  address_id: number | null;
  /** The colleagues who decide by name; empty: anyone with approver_role (decision 042). */
  approver_user_ids: Generated<number[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  line_no: number;
  product_id: number;
  puom_id: number | null;
  part_number: string;
  description: string;
  uom_code: string;
  cf: Numeric;
  sale_qty: number;
  price: Numeric;
  line_total: Numeric;
  comment: string | null;
  /** The quote version this line's price came from (issue 30); null for a catalogue order. */
  quote_version_id: Generated<number | null>;
  /** What the manufacturer confirmed and the day it promised the rest (issue 31); null until set. */
  confirmed_qty: Generated<number | null>;
  promised_date: NullableDateText;
}

/** Shipments (issue 31, migration 0029, decision 037). */
export interface ShipmentsTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  external_id: string | null;
  carrier: 'ups' | 'fedex' | 'dhl' | 'usps' | 'other';
  service: string | null;
  tracking_number: string | null;
  shipped_date: DateText;
  created_by_user_id: number | null;
  created_at: CreatedAt;
}

export interface ShipmentLinesTable {
  tenant_id: number;
  id: Generated<number>;
  shipment_id: number;
  order_line_id: number;
  quantity: number;
}

/** Returns (issue 31 point 4, migration 0033, decision 039). */
export interface ReturnsTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  customer_id: number;
  state: Generated<ReturnState>;
  reason: ReturnReason;
  comment: string | null;
  requested_by_user_id: number | null;
  requested_at: CreatedAt;
  decided_by_user_id: number | null;
  decided_at: NullableTimestamp;
  decision_comment: string | null;
  received_by_user_id: number | null;
  received_at: NullableTimestamp;
  currency: string;
  credit_entry_id: number | null;
  /** The return's place in the tenant's changes, taken at commit (migration 0037). */
  change_seq: Generated<number | null>;
}

export interface ReturnLinesTable {
  tenant_id: number;
  id: Generated<number>;
  return_id: number;
  order_line_id: number;
  quantity: number;
}

export interface ReturnPhotosTable {
  tenant_id: number;
  id: Generated<number>;
  return_id: number;
  content_type: ReturnPhotoType;
  data: Uint8Array;
  created_at: CreatedAt;
}

/** Quotes (issue 30, migration 0025, decision 035). */
export type QuoteStatusColumn =
  | 'requested'
  | 'information_needed'
  | 'offered'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'expired';

export interface QuotesTable {
  tenant_id: number;
  id: Generated<number>;
  customer_id: number;
  requested_by_user_id: number | null;
  status: ColumnType<QuoteStatusColumn, QuoteStatusColumn | undefined, QuoteStatusColumn>;
  wanted_date: NullableDateText;
  note: string | null;
  /** The latest version's valid-until instant (null before the first offer). */
  valid_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The valid-until instant the buyer was reminded of (quote-reminder.ts), null before. */
  reminded_for: ColumnType<Date | null, never, Date | string | null>;
  order_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A line of a request: a product unit, or free text (product_id and puom_id null). */
export interface QuoteLinesTable {
  tenant_id: number;
  id: Generated<number>;
  quote_id: number;
  line_no: number;
  product_id: number | null;
  puom_id: number | null;
  description: string;
  quantity: number;
  comment: string | null;
}

/** An offer as sent: never updated (a trigger refuses it). */
export interface QuoteVersionsTable {
  tenant_id: number;
  id: Generated<number>;
  quote_id: number;
  version_no: number;
  valid_until_date: DateText;
  valid_until: ColumnType<Date, Date | string, never>;
  payment_terms: 'cod' | 'credit_card' | 'net30' | 'net60';
  note: string | null;
  sent_at: CreatedAt;
  sent_by_user_id: number | null;
}

export interface QuoteVersionLinesTable {
  tenant_id: number;
  id: Generated<number>;
  version_id: number;
  quote_line_id: number;
  product_id: number;
  puom_id: number;
  quantity: number;
  price: Numeric;
  /** Its price per quantity break, ascending (decision 042); written as JSON text. */
  tiers: ColumnType<QuoteTier[], string | undefined, never>;
}

/** A quote's transitions, with the message that came with each (a question, a change asked). */
/** An issued invoice (issue 31, decision 038); never updated (a trigger refuses it). */
export interface InvoicesTable {
  tenant_id: number;
  id: Generated<number>;
  customer_id: number;
  number: string;
  external_id: string | null;
  issue_date: DateText;
  due_date: DateText;
  po_number: string | null;
  order_id: number | null;
  currency: string;
  subtotal: Numeric;
  tax_total: Numeric;
  total: Numeric;
  created_by_user_id: number | null;
  created_at: CreatedAt;
  /** The shipment the console billed (migration 0035); null for an ERP's or an order's invoice. */
  shipment_id: Generated<number | null>;
}

/** The overdue reminders sent: one per invoice and due date (migration 0035). */
export interface InvoiceRemindersTable {
  tenant_id: number;
  invoice_id: number;
  due_date: DateText;
  created_at: CreatedAt;
}

export interface InvoiceLinesTable {
  tenant_id: number;
  id: Generated<number>;
  invoice_id: number;
  line_no: number;
  part_number: string;
  description: string;
  quantity: Numeric;
  unit_price: Numeric;
  line_total: Numeric;
  order_line_id: number | null;
}

export interface InvoiceTaxesTable {
  tenant_id: number;
  id: Generated<number>;
  invoice_id: number;
  line_no: number;
  name: string;
  rate: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  amount: Numeric;
}

export type LedgerEntryKind = 'invoice' | 'payment' | 'credit_note';

/** One entry of a customer's ledger, signed: invoices add, payments and credit notes subtract. */
export interface LedgerEntriesTable {
  tenant_id: number;
  id: Generated<number>;
  customer_id: number;
  kind: LedgerEntryKind;
  entry_date: DateText;
  amount: Numeric;
  currency: string;
  invoice_id: number | null;
  external_id: string | null;
  reference: string | null;
  note: string | null;
  created_by_user_id: number | null;
  created_at: CreatedAt;
}

/** How much of a payment or credit note settles an invoice. */
export interface LedgerAllocationsTable {
  tenant_id: number;
  id: Generated<number>;
  entry_id: number;
  invoice_id: number;
  amount: Numeric;
  created_at: CreatedAt;
}

export interface QuoteEventsTable {
  tenant_id: number;
  id: Generated<number>;
  quote_id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  message: string | null;
  version_id: number | null;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface OrderEventsTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  comment: string | null;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface PasswordResetRequestsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number;
  status: Generated<'open' | 'link_issued' | 'completed' | 'dismissed'>;
  token_hash: string | null;
  token_expires_at: NullableTimestamp;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
  /** False when the link went only to the account's e-mail address (decision 010). */
  link_shown: Generated<boolean>;
}

/** A colleague invited by a customer administrator (issue 29 point 2, decision 034). */
export interface ColleagueInvitationsTable {
  tenant_id: number;
  id: Generated<number>;
  customer_id: number;
  email: string;
  company_role: CompanyRole;
  sees_all_orders: boolean;
  language: Language;
  /** The link's token's hash; a resend replaces it. */
  token_hash: string;
  expires_at: Timestamp;
  status: Generated<'pending' | 'accepted' | 'revoked'>;
  invited_by_user_id: number | null;
  accepted_user_id: number | null;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

export interface AuditLogTable {
  tenant_id: number;
  id: Generated<number>;
  actor_user_id: number | null;
  /** The API key that made the change (issue 13); null for people and the platform. */
  actor_api_key_id: Generated<number | null>;
  action: string;
  entity: string;
  entity_id: string | null;
  before: JSONColumnType<object | null, string | null, string | null>;
  after: JSONColumnType<object | null, string | null, string | null>;
  created_at: CreatedAt;
}

export type ImportJobStatus = 'queued' | 'validating' | 'writing' | 'done' | 'failed';

export interface ImportJobsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number | null;
  status: Generated<ImportJobStatus>;
  dry_run: boolean;
  total: Generated<number>;
  processed: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  error_count: Generated<number>;
  /** [{line, field, message}], at most MAX_REPORTED_ERRORS of them. */
  errors: JSONColumnType<
    { line: number; field: string; message: string }[],
    string | undefined,
    string
  >;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
  kind: Generated<ImportJobKind>;
  /** The list whose entries a 'price_list_entries' job imports. */
  price_list_id: number | null;
}

export type ImportJobKind = 'products' | 'price_list_entries';

export interface ClientErrorsTable {
  id: Generated<number>;
  tenant_code: string | null;
  user_id: number | null;
  message: string;
  stack: string | null;
  component_stack: string | null;
  url: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface WebhookEndpointsTable {
  tenant_id: number;
  id: Generated<number>;
  url: string;
  description: Generated<string>;
  events: string[];
  secret: string;
  enabled: Generated<boolean>;
  disabled_reason: Generated<string | null>;
  failing_since: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type OutboxKind = 'webhook' | 'email';
export type OutboxStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface OutboxMessagesTable {
  tenant_id: number;
  id: Generated<number>;
  kind: OutboxKind;
  event: string;
  message_id: string;
  endpoint_id: number | null;
  recipient: Generated<string | null>;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  claim_token: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: CreatedAt;
  delivered_at: NullableTimestamp;
}

export interface OutboxAttemptsTable {
  tenant_id: number;
  id: Generated<number>;
  message_id: number;
  attempted_at: CreatedAt;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
}

export interface ApiKeysTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  scopes: string[];
  prefix: string;
  /** SHA-256 (hex) of the key's secret part. */
  secret_hash: string;
  created_by_user_id: number | null;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** An Idempotency-Key of a write other than an order (migration 0019, decision 021). */
export interface IdempotencyKeysTable {
  tenant_id: number;
  /** `user:<id>`, `api-key:<id>` or `address:<ip>`: whose key it is. */
  caller: string;
  /** SHA-256 (hex) of the Idempotency-Key. */
  key_hash: string;
  /** SHA-256 (hex) of the request the key was first sent with (route, parameters, body). */
  fingerprint: string;
  /** Null until the answer is kept. */
  status_code: number | null;
  /** The answer's body, AES-256-GCM under a key derived from the Idempotency-Key (base64). */
  answer: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

/** A tenant's description words, for correcting a misspelt search word (migration 0026). */
export interface SearchWordsTable {
  tenant_id: number;
  word: string;
}

/** A search that found nothing, counted per tenant (migration 0027). */
export interface SearchMissesTable {
  tenant_id: number;
  term: string;
  searches: number;
  last_seen_at: Timestamp;
}

/** A group of words a tenant's searches treat as one (migration 0032). */
export interface SearchSynonymsTable {
  id: Generated<number>;
  tenant_id: number;
  words: string[];
  /** Generated: every word and its stems (search_stems), what a search word is matched by. */
  stems: ColumnType<string[], never, never>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface Database {
  tenants: TenantsTable;
  tenant_domains: TenantDomainsTable;
  tenant_settings: TenantSettingsTable;
  tenant_counters: TenantCountersTable;
  product_search_changes: ProductSearchChangesTable;
  search_words: SearchWordsTable;
  search_misses: SearchMissesTable;
  search_synonyms: SearchSynonymsTable;
  product_attributes: ProductAttributesTable;
  product_attribute_options: ProductAttributeOptionsTable;
  product_attribute_values: ProductAttributeValuesTable;
  media: MediaTable;
  content_pages: ContentPagesTable;
  users: UsersTable;
  customers: CustomersTable;
  addresses: AddressesTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  categories: CategoriesTable;
  uoms: UomsTable;
  products: ProductsTable;
  product_uoms: ProductUomsTable;
  price_lists: PriceListsTable;
  price_list_entries: PriceListEntriesTable;
  saved_lists: SavedListsTable;
  saved_list_lines: SavedListLinesTable;
  product_categories: ProductCategoriesTable;
  category_ancestors: CategoryAncestorsTable;
  category_products: CategoryProductsTable;
  product_links: ProductLinksTable;
  orders: OrdersTable;
  approval_rules: ApprovalRulesTable;
  order_lines: OrderLinesTable;
  order_events: OrderEventsTable;
  shipments: ShipmentsTable;
  shipment_lines: ShipmentLinesTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  return_photos: ReturnPhotosTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  quote_versions: QuoteVersionsTable;
  quote_version_lines: QuoteVersionLinesTable;
  quote_events: QuoteEventsTable;
  invoices: InvoicesTable;
  invoice_reminders: InvoiceRemindersTable;
  invoice_lines: InvoiceLinesTable;
  invoice_taxes: InvoiceTaxesTable;
  ledger_entries: LedgerEntriesTable;
  ledger_allocations: LedgerAllocationsTable;
  password_reset_requests: PasswordResetRequestsTable;
  colleague_invitations: ColleagueInvitationsTable;
  audit_log: AuditLogTable;
  api_keys: ApiKeysTable;
  client_errors: ClientErrorsTable;
  import_jobs: ImportJobsTable;
  webhook_endpoints: WebhookEndpointsTable;
  outbox_messages: OutboxMessagesTable;
  outbox_attempts: OutboxAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
}

/** The database as every repository, service and job takes it: one declaration for all. */
export type Db = Kysely<Database>;

/**
 * An open transaction. A function that locks rows (`for update`) takes one: a lock taken outside
 * a transaction ends with its statement, so the type makes the caller open the transaction first
 * (as the Kysely example's lock functions do).
 */
export type Trx = Transaction<Database>;
