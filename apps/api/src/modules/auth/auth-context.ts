import type { Db } from '../../db/schema.ts';
import type { InvalidationPublisher } from '../../lib/invalidation-bus/invalidation-bus.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { SessionLifetime } from './session.repository.ts';

/** What the sign-in, registration and session services work with. */
export interface AuthContext {
  db: Db;
  limiter: RateLimiter;
  lifetime: SessionLifetime;
  /** Ended sessions and changed accounts, told to every instance's caches once committed. */
  invalidations: InvalidationPublisher;
}
