import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { MembershipRole } from '../db/schema.ts';
import { forbidden, notFound, unauthenticated } from '../lib/app-error.ts';
import { ReadThroughCache } from '../lib/read-through-cache.ts';
import { bearerToken, hashToken } from '../modules/auth/session-tokens.ts';
import { findLiveSession, type SessionContext } from '../modules/auth/session.repository.ts';
import { SessionTouches } from '../modules/auth/session-touches.ts';
import { priceListTag } from '../modules/pricing/price-list-in-force.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyInstance {
    /** onRequest guard: a live session, whatever the tenant. */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard: an approved membership of the tenant named by the `code` route parameter. */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /** onRequest guard: like requireMember, with the admin role. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_AFTER_MS = 60_000;

/**
 * Memory for cached session checks. One is ~1.2 kB as the cache counts it (a token hash, a tenant
 * code, a user's names and membership), one per signed-in browser and company, so 16 MiB holds
 * ~13,000 busy buyers; past that the least recent are read from the database again, one indexed
 * lookup each. Only live sessions of an existing company are kept, so made-up tokens and codes
 * cannot fill it.
 */
const SESSION_CHECKS_MAX_BYTES = 16 * 1024 * 1024;

const userTag = (userId: number) => `user:${userId}`;

function routeCode(request: FastifyRequest): string | null {
  const params = request.params as { code?: unknown } | undefined;
  return typeof params?.code === 'string' ? params.code.toUpperCase() : null;
}

export default fp(
  async (app) => {
    const idleMinutes = app.config.SESSION_IDLE_MINUTES;
    app.decorateRequest('session', null);
    app.decorateRequest('member', null);
    const touches = new SessionTouches(app.db, (error) =>
      app.log.error({ err: error }, 'sessions: writing their last use failed'),
    );
    app.addHook('onClose', () => touches.flush());

    // A buyer sends a burst of requests with one token: each needs the same check. Kept per token
    // (the scope) and route company, tagged with the user: a sign-out forgets its token's checks,
    // a password or membership change its user's, on every instance (the invalidation bus). No
    // lifetime of its own: a kept check goes when the bus says so, or when its session's idle or
    // absolute limit passes (stillLive below), and nothing is kept while the bus does not listen
    // (decision 025). The cache's lifetime is only the longest a session can live.
    const checks = new ReadThroughCache<string>({
      ttlMs: app.config.SESSION_CACHE ? app.config.SESSION_ABSOLUTE_HOURS * 3_600_000 : 0,
      maxBytes: SESSION_CHECKS_MAX_BYTES,
    });
    app.invalidations.attach(checks, (change) => {
      if (change.kind === 'session-ended') checks.clearScope(change.tokenHash);
      if (change.kind === 'user-changed') checks.forgetTagged(userTag(change.userId));
      // A check carries its list's dates.
      if (change.kind === 'price-list-changed') {
        checks.forgetTagged(priceListTag(change.tenantId, change.priceListId));
      }
    });

    const readFromDatabase = (tokenHash: string, code: string | null) =>
      findLiveSession(app.db, tokenHash, code, idleMinutes);

    // Administrators' sessions are never kept: every request of theirs reads the database.
    const keepCheck = (session: SessionContext | undefined) =>
      session !== undefined && session.tenantId !== null && session.role !== 'admin';
    const checkTags = (session: SessionContext | undefined) => {
      if (!session) return [];
      const { priceList, tenantId } = session;
      return priceList && tenantId !== null
        ? [userTag(session.userId), priceListTag(tenantId, priceList.id)]
        : [userTag(session.userId)];
    };

    /**
     * A kept check outlives what it read: the session's absolute end and idle limit still hold.
     * Idle is measured from this instance's last touch; another instance may have touched it
     * since, so an idle-looking check is read again rather than refused.
     */
    const stillLive = (session: SessionContext, now: number) =>
      now < session.expiresAt.getTime() &&
      now - session.lastSeenAt.getTime() < idleMinutes * 60_000;

    async function readThroughCache(tokenHash: string, code: string | null) {
      const key = code ?? '';
      const read = () => readFromDatabase(tokenHash, code);
      const kept = await checks.read(tokenHash, key, read, keepCheck, checkTags);
      if (!kept || stillLive(kept, Date.now())) return kept;
      checks.forget(tokenHash, key);
      return checks.read(tokenHash, key, read, keepCheck, checkTags);
    }

    async function loadSession(
      request: FastifyRequest,
      role?: MembershipRole,
    ): Promise<SessionContext> {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
      const tokenHash = hashToken(token);
      const code = routeCode(request);
      // An administrator's check is never kept (keepCheck): the console reads it every time.
      const session =
        role === 'admin'
          ? await readFromDatabase(tokenHash, code)
          : await readThroughCache(tokenHash, code);
      if (!session) {
        // Found ended: whatever this instance keeps of the token goes with it.
        checks.clearScope(tokenHash);
        throw unauthenticated();
      }
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        touches.touch(session.tokenHash);
        // The cached check shares this object: the next requests must not touch again, and its
        // idle limit runs from now.
        session.lastSeenAt = new Date();
      }
      request.session = session;
      return session;
    }

    async function loadMember(request: FastifyRequest, role?: MembershipRole): Promise<void> {
      const session = await loadSession(request, role);
      if (session.tenantId === null || session.tenantCode === null) {
        throw notFound('errors.tenantNotFound');
      }
      // A session belongs to the tenant it was opened for; another tenant needs a new sign-in.
      if (session.tenantId !== session.sessionTenantId) throw forbidden();
      if (session.status !== 'approved' || !session.role) throw forbidden();
      // Read with the membership: null only where there is none, refused above.
      if (
        session.companyRole === null ||
        session.seesAllOrders === null ||
        session.seesInvoices === null
      ) {
        throw forbidden();
      }
      if (role && session.role !== role) throw forbidden();
      request.member = {
        tenantId: session.tenantId,
        tenantCode: session.tenantCode,
        userId: session.userId,
        email: session.email,
        name: `${session.firstName} ${session.lastName}`.trim(),
        role: session.role,
        customerId: session.customerId,
        repCode: session.repCode,
        companyRole: session.companyRole,
        seesAllOrders: session.seesAllOrders,
        seesInvoices: session.seesInvoices,
        shipToAddressIds: session.shipToAddressIds,
        tokenHash: session.tokenHash,
        priceList: session.priceList,
      };
    }

    app.decorate('requireSession', async (request: FastifyRequest) => {
      await loadSession(request);
    });
    app.decorate('requireMember', (request: FastifyRequest) => loadMember(request));
    app.decorate('requireAdmin', (request: FastifyRequest) => loadMember(request, 'admin'));
  },
  { name: 'authentication', dependencies: ['database', 'config', 'invalidations'] },
);
