/**
 * Every cache of the server (apps/api/src) and the setting that turns it off (issue 25 point 4).
 * `npm run bench` measures "every cache off" with all of these set, and "caches on" with none of
 * them (the server's defaults, whatever the bench's own environment says). caches.test.ts fails
 * when a cache appears in the source without an entry here, or a cache switch in config/env.ts
 * without being turned off here.
 *
 * Not caches of data, and not switched: statement texts built once per shape (db/built-once.ts),
 * prepared statement names (db/prepared-statements.ts) and response serialisers per schema
 * (lib/json-body.ts). They remember code, not answers: what they keep never goes out of date.
 */
/**
 * The read-through cache itself, and what keeps data per database handle: their uses are the
 * caches listed below.
 */
export const CACHE_IMPLEMENTATIONS: readonly string[] = [
  'src/lib/read-through-cache.ts',
  'src/db/kept-per-database.ts',
];

/**
 * What is kept per database but remembers code, not data (see above), or only gathers the reads
 * asked at one moment into one statement and keeps nothing once it has answered them (decisions
 * 058 and 059): never switched off.
 */
export const CODE_KEPT_PER_DATABASE: readonly string[] = [
  'src/db/built-once.ts',
  'src/modules/orders/durable-order-numbers.ts',
  'src/modules/catalogue/product-details.repository.ts',
];

export interface CacheSwitch {
  /** The source file that holds the cache (relative to apps/api). */
  file: string;
  what: string;
  /** The environment that turns it off. */
  off: Readonly<Record<string, string>>;
}

export const CACHES: readonly CacheSwitch[] = [
  {
    file: 'src/plugins/catalogue-cache.ts',
    what: "catalogue answers and each tenant's selling settings",
    off: { READ_CACHE_SECONDS: '0' },
  },
  {
    file: 'src/plugins/catalogue-cache.ts',
    what: "price lists' tiers (0: as long as the answers, which are off)",
    off: { PRICE_LIST_CACHE_SECONDS: '0' },
  },
  {
    file: 'src/plugins/catalogue-cache.ts',
    what: "each tenant's facet store, the facets counted in memory",
    off: { FACET_STORE_CACHE: '0' },
  },
  {
    file: 'src/plugins/authentication.ts',
    what: "buyers' session checks",
    off: { SESSION_CACHE: '0' },
  },
  {
    file: 'src/modules/catalogue/filtered-lists.ts',
    what: "searches' matches and totals, categories' totals",
    off: { FILTERED_LIST_CACHE: '0' },
  },
  {
    file: 'src/modules/catalogue/kept-corrections.ts',
    what: 'corrections of misspelt search words, per catalogue version',
    off: { FILTERED_LIST_CACHE: '0' },
  },
  {
    file: 'src/modules/catalogue/search-indexes.ts',
    what: "each tenant's search words in memory, at a catalogue version",
    off: { SEARCH_INDEX_CACHE: '0' },
  },
  {
    file: 'src/modules/catalogue/list-anchors.ts',
    what: 'anchors of deep list pages',
    off: { LIST_ANCHOR_CACHE: '0' },
  },
  {
    file: 'src/modules/notifications/email-handler.ts',
    what: 'what the e-mails of one event tell, read once for all of them',
    off: { EMAIL_READ_CACHE_MS: '0' },
  },
];

/** The environment of the "every cache off" server: every cache's switch off. */
export const CACHES_OFF: Readonly<Record<string, string>> = Object.assign(
  {},
  ...CACHES.map((cache) => cache.off),
) as Record<string, string>;

/** Whether an environment variable configures a cache (its lifetime, size or whether it runs). */
export const isCacheSetting = (name: string) => name.includes('CACHE');

/**
 * `env` without any cache setting: the server then runs with its own defaults ("caches on"),
 * whatever the shell that started the bench had set.
 */
export function withDefaultCaches(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !isCacheSetting(name)));
}

/** `env` with every cache off, and no other cache setting of the shell's. */
export const withCachesOff = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...withDefaultCaches(env),
  ...CACHES_OFF,
});

/** The two settings every catalogue row is measured with. */
export type CacheSetting = 'off' | 'on';

export const settingEnv = (setting: CacheSetting, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  setting === 'off' ? withCachesOff(env) : withDefaultCaches(env);
