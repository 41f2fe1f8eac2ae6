import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy.ts';

/**
 * PostgreSQL connections a server process keeps (DATABASE_POOL_SIZE): twice the cores of the
 * machine kind the portal runs on, plus one. The database does its best with few statements
 * running at once: on that kind an order cost it less CPU with 5 connections than with 10 or 20,
 * on one instance and on two (decision 061). With several instances, keep their sum near twice
 * the database's cores.
 */
export const DEFAULT_POOL_SIZE = 5;

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'must be 0, 1, true or false' })
  .transform((value) => value === '1' || value === 'true');

const trustProxy = z.string().transform((raw, ctx) => {
  const parsed = parseTrustProxy(raw);
  if ('value' in parsed) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.error });
  return z.NEVER;
});

const positiveInt = z.coerce.number({ error: 'must be a number' }).int().positive();

/** Every environment variable the server reads, parsed once at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: positiveInt.max(200).default(DEFAULT_POOL_SIZE),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional(),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: positiveInt.default(120),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(24),
  /**
   * How long a request's handler may work before it is answered 503 with Retry-After, its
   * transaction rolled back (decision 021); a request that has committed finishes instead.
   */
  REQUEST_DEADLINE_MS: positiveInt.min(100).max(120_000).default(15_000),
  /** Requests one API key may make per minute (issue 13), on every instance together. */
  API_KEY_REQUESTS_PER_MINUTE: positiveInt.max(1_000_000).default(600),
  /**
   * Seconds an instance may reuse a catalogue answer (0: never). Changes reach every instance
   * through the invalidation bus; this only bounds what one missed (decision 008).
   */
  READ_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(3600)
    .default(300),
  /**
   * Whether an instance keeps buyers' session checks (0: every request reads its session). A kept
   * check lives until the invalidation bus says its session, user or price list changed, or the
   * session's own idle or absolute limit passes: no timer while the bus listens, and none kept
   * while it does not (decision 025). Administrators' checks are never kept.
   */
  SESSION_CACHE: flag.default(true),
  /** Memory (MiB) an instance's catalogue cache may hold; the least recently read go first. */
  READ_CACHE_MB: z.coerce.number({ error: 'must be a number' }).int().min(1).max(4096).default(64),
  /**
   * Memory (MiB) an instance's price-list tiers may hold (modules/pricing/price-list-tiers.ts):
   * ~400 kB a list of 10,000 priced products, ~520 kB with the row prices a facet store makes from
   * it, so the default holds about 250 such lists.
   */
  PRICE_LIST_CACHE_MB: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(4096)
    .default(128),
  /**
   * Seconds an instance may keep a price list's tiers (0: as long as READ_CACHE_SECONDS). Every
   * price change made through the portal reaches every instance at once (price-list-changed), so
   * this only bounds a change written to the database behind the portal's back. Longer than the
   * answers' lifetime because a list's tiers cost ~50 ms to read again (20,000 entries), and
   * every list in use would be read again every READ_CACHE_SECONDS (decision 016).
   */
  PRICE_LIST_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(86_400)
    .default(3600),
  /**
   * Whether an instance keeps each search's matches and total and each category's total for the
   * catalogue version it read them at (modules/catalogue/filtered-lists.ts). Off: every search or
   * category page reads its list again (a second statement). On by default; the bench turns it off
   * with every other cache to measure the server with nothing kept.
   */
  FILTERED_LIST_CACHE: flag.default(true),
  /**
   * Whether an instance answers searches from each tenant's search words held in memory
   * (modules/catalogue/search-indexes.ts, decision 054), within SEARCH_INDEX_CACHE_MB. Off: every
   * search is matched and ranked by the database's text index.
   */
  SEARCH_INDEX_CACHE: flag.default(true),
  /**
   * Memory (MiB) an instance's search indexes may hold: about 60 MiB a tenant of 100,000 products.
   * The least recently searched tenant goes first; a tenant larger than the whole bound is searched
   * by the database.
   */
  SEARCH_INDEX_CACHE_MB: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(65_536)
    .default(256),
  /**
   * Whether an instance counts facets in memory over each tenant's facet store
   * (modules/catalogue/facet-store.ts, decision 055), kept as long as the catalogue's answers and
   * forgotten with them, within FACET_STORE_CACHE_MB. Off: the database counts every facets
   * request it is asked (those the answer cache does not hold).
   */
  FACET_STORE_CACHE: flag.default(true),
  /** Memory (MiB) an instance's facet stores may hold: about 8 MiB a tenant of 100,000 products. */
  FACET_STORE_CACHE_MB: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(65_536)
    .default(128),
  /**
   * Whether an instance keeps the anchors deep pages of a list seek from, per catalogue version
   * (modules/catalogue/list-anchors.ts). Off: a deep page is read by its offset.
   */
  LIST_ANCHOR_CACHE: flag.default(true),
  /**
   * Milliseconds the e-mails of one event (the buyer's and each administrator's) share what they
   * tell, read once (modules/notifications/email-handler.ts; 0: each e-mail reads its own).
   */
  EMAIL_READ_CACHE_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(60_000)
    .default(2000),
  /** Which X-Forwarded-For entries to believe: a hop count or the proxies' addresses (trust-proxy.ts). */
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Where people reach the portal: the base of every link the server writes (e-mails, the
   * console's reset links). Unset: the address it listens on (lib/portal-url.ts), with a warning.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  /** The sender address of every e-mail (else no-reply@ the host of PUBLIC_URL, or localhost). */
  MAIL_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
  SMTP_URL: z.string().optional(),
  OUTBOX_DIR: z.string().default('./data/outbox'),
  /** Whether this instance delivers the outbox's messages (decision 017); any number may. */
  OUTBOX_WORKER: flag.default(true),
  /** How often an idle worker looks for due messages; a commit that writes some nudges it. */
  OUTBOX_POLL_MS: positiveInt.max(3_600_000).default(2000),
  /** How long a claimed message is an instance's: a killed instance's come back after it. */
  OUTBOX_LEASE_MS: positiveInt.max(3_600_000).default(60_000),
  /**
   * Deliveries of one kind (e-mails, webhooks) under way at once on this instance. Places are
   * refilled by one claim at most every 25 ms, so this bounds an instance's rate too: with 16,
   * e-mails went out at about 640 a second, fewer than 200 orders' worth (issue 25).
   */
  OUTBOX_CONCURRENCY: positiveInt.max(1_000).default(64),
  /** One tenant's deliveries of one kind under way at once (every instance): the rest are others'. */
  OUTBOX_TENANT_CONCURRENCY: positiveInt.max(1_000).default(8),
  /** One webhook endpoint's deliveries under way at once (every instance). */
  OUTBOX_ENDPOINT_CONCURRENCY: positiveInt.max(100).default(2),
  /** The first retry's wait; each next one doubles, up to WEBHOOK_RETRY_MAX_MS, with jitter. */
  WEBHOOK_RETRY_BASE_MS: positiveInt.default(30_000),
  WEBHOOK_RETRY_MAX_MS: positiveInt.default(3_600_000),
  /** A webhook is retried until it is this old (at least 24 hours, issue 13). */
  WEBHOOK_RETRY_HOURS: positiveInt.max(24 * 30).default(26),
  /** An endpoint failing without a success this long is turned off and its owner told. */
  WEBHOOK_DISABLE_AFTER_DAYS: positiveInt.max(365).default(3),
  WEBHOOK_TIMEOUT_MS: positiveInt.max(60_000).default(10_000),
  /**
   * Lets webhooks go to private, loopback and link-local addresses, and over plain http (a
   * platform inside a private network; the tests' own receiver). Off: https and public only.
   */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag.default(false),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment, or throws one error naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
