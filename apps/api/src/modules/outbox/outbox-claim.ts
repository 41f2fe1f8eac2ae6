import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ACROSS_TENANTS_MARK } from '../../db/across-tenants.ts';
import { knownWhenRun, PREPARED_MARK } from '../../db/prepared-statements.ts';
import type { OutboxKind, Db } from '../../db/schema.ts';

/** A message this instance holds until `locked_until`, under its claim token. */
export interface ClaimedMessage {
  tenant_id: number;
  id: number;
  kind: OutboxKind;
  event: string;
  message_id: string;
  endpoint_id: number | null;
  recipient: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
  claim_token: string;
}

/** How much of the delivering one claim may take, counting what is already under way. */
export interface ClaimLimits {
  kind: OutboxKind;
  /** Messages to claim at most (the worker's free slots for this kind). */
  free: number;
  /** A tenant's messages of this kind under way at once, on every instance together. */
  perTenant: number;
  /**
   * Whether `perTenant` holds even when no other tenant has anything due. Webhooks: yes, their
   * receivers are the tenants' own and may hang, so a tenant never takes the places another
   * will need at once. E-mails: no, they all go to the platform's one mail server, so a busy
   * tenant takes the places nobody else wants now (after every other tenant's share).
   */
  strictTenantCap: boolean;
  /** A webhook endpoint's messages under way at once, on every instance together. */
  perEndpoint: number;
  leaseMs: number;
  /**
   * Only messages due for at least this long (0: every due message). A worker that was not
   * nudged leaves fresh messages to the instance whose request wrote them, which nudged its own
   * worker: an idle instance does no work for another's orders until they wait (outbox-worker.ts).
   */
  overdueMs?: number;
}

/**
 * Claims due messages of one kind fairly: each tenant's oldest first, taken in turns (every
 * tenant's first message before any tenant's second), never more under way for one tenant than
 * `perTenant` nor for one webhook endpoint than `perEndpoint`. So a tenant whose receivers are
 * slow or dead holds its own share of the slots and no more, and another tenant's messages go
 * out at once (issue 25 point 2). Rows are taken with FOR UPDATE SKIP LOCKED and leased: two
 * instances never claim the same row, and a killed instance's rows come back after the lease.
 * The caps are counted from the database, so they hold across instances (two claims at the same
 * instant may both see a free place: the caps are bounds on fairness, not on correctness).
 *
 * Each tenant's candidates are read from its own index range (`outbox_messages_tenant_due_idx`),
 * a few times its cap at most, so a claim costs one index probe per tenant whatever the backlog.
 * The steps are materialized and the chosen rows locked by key, so that no plan walks the
 * backlog (with a global due index and statistics taken before a backlog grew, a claim of 16
 * over 3,000 pending e-mails took 346 ms; migration 0020 drops that index). Its text has one
 * shape per kind, so it is prepared: planning it cost more than running it. The window per tenant
 * is written in it (one per kind, from the configuration) and the free slots are known when it
 * runs (knownWhenRun): as limits in view, they made its custom plans look cheaper than the generic
 * one, and PostgreSQL planned most claims anew (decision 053).
 */
export async function claimDue(db: Db, limits: ClaimLimits): Promise<ClaimedMessage[]> {
  const { rows } = await sql<ClaimedMessage>`${claimStatement(limits, randomUUID())}
    ${sql.raw(ACROSS_TENANTS_MARK)} ${sql.raw(PREPARED_MARK)}`.execute(db);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    // PGlite and pg both parse jsonb; a string here would be a driver setting.
    payload:
      typeof row.payload === 'string'
        ? (JSON.parse(row.payload) as Record<string, unknown>)
        : row.payload,
  }));
}

/** How many of one tenant's due messages a claim looks at, at most. */
const windowOf = (perTenant: number) => perTenant * 4;

/**
 * Whether a claim may have left due messages behind: it took as many as it was given places
 * for, or a whole tenant's window. Fewer than the places does not mean nothing more is due: one
 * tenant's backlog comes a window at a time.
 */
export function claimMayHaveLeftSome(
  messages: readonly ClaimedMessage[],
  limits: Pick<ClaimLimits, 'free' | 'perTenant'>,
): boolean {
  if (messages.length >= limits.free) return true;
  const window = windowOf(limits.perTenant);
  const taken = new Map<number, number>();
  for (const { tenant_id: tenantId } of messages) {
    const count = (taken.get(tenantId) ?? 0) + 1;
    if (count >= window) return true;
    taken.set(tenantId, count);
  }
  return false;
}

/** claimDue's statement, unrun (a test reads its plan). */
export function claimStatement(limits: ClaimLimits, token: string) {
  const { kind, free, perTenant, strictTenantCap, perEndpoint, leaseMs, overdueMs = 0 } = limits;
  const window = windowOf(perTenant);
  return sql<ClaimedMessage>`
    with tenant_load as materialized (
      select t.id as tenant_id,
        (select count(*) from outbox_messages b
          where b.tenant_id = t.id and b.kind = ${kind} and b.status = 'pending'
            and b.locked_until > now())::int as busy
      from tenants t
    ),
    candidates as materialized (
      select d.tenant_id, d.id, d.endpoint_id, d.next_attempt_at, l.busy as tenant_busy,
        row_number() over (partition by d.tenant_id, d.endpoint_id
          order by d.next_attempt_at, d.id) as endpoint_rank
      from tenant_load l
      cross join lateral (
        select m.tenant_id, m.id, m.endpoint_id, m.next_attempt_at from outbox_messages m
        where m.tenant_id = l.tenant_id and m.kind = ${kind} and m.status = 'pending'
          and m.next_attempt_at <= now() - ${overdueMs} * interval '1 millisecond'
          and (m.locked_until is null or m.locked_until <= now())
        order by m.next_attempt_at, m.id
        limit ${sql.lit(window)}
      ) d
      where ${strictTenantCap ? sql`l.busy < ${perTenant}` : sql`true`}
    ),
    endpoint_load as (
      select b.tenant_id, b.endpoint_id, count(*)::int as busy from outbox_messages b
      where b.kind = ${kind} and b.status = 'pending' and b.locked_until > now()
        and b.endpoint_id is not null
        and b.tenant_id in (select tenant_id from candidates)
      group by b.tenant_id, b.endpoint_id
    ),
    allowed as (
      select c.tenant_id, c.id, c.next_attempt_at, c.tenant_busy,
        row_number() over (partition by c.tenant_id order by c.next_attempt_at, c.id) as turn
      from candidates c
      left join endpoint_load e on e.tenant_id = c.tenant_id and e.endpoint_id = c.endpoint_id
      where c.endpoint_id is null or c.endpoint_rank + coalesce(e.busy, 0) <= ${perEndpoint}
    ),
    chosen as materialized (
      select tenant_id, id from allowed
      where ${strictTenantCap ? sql`turn + tenant_busy <= ${perTenant}` : sql`true`}
      order by turn + tenant_busy > ${perTenant}, turn, next_attempt_at, id
      limit ${knownWhenRun<number>(free, 'int')}
    )
    update outbox_messages m
    set locked_until = now() + ${leaseMs} * interval '1 millisecond', claim_token = ${token}
    from (
      -- Each chosen row locked by its key, then tested again: a row another instance claimed or
      -- delivered since this statement's snapshot is seen locked in its latest version and left
      -- alone. The lateral join makes the chosen rows drive the probes, and OFFSET 0 keeps the
      -- due test out of them: with it inside, the planner took the partial due index (its
      -- statistics, taken when nothing was pending, make it look empty) and walked every pending
      -- message once per chosen row (32 of 3,000 pending: 20.8 ms; by key: 2 ms).
      select l.tenant_id, l.id from chosen c
      cross join lateral (
        select o.tenant_id, o.id, o.status, o.locked_until from outbox_messages o
        where o.tenant_id = c.tenant_id and o.id = c.id
        offset 0
        for update skip locked
      ) l
      where l.status = 'pending' and (l.locked_until is null or l.locked_until <= now())
    ) due
    where m.tenant_id = due.tenant_id and m.id = due.id
    returning m.tenant_id, m.id, m.kind, m.event, m.message_id, m.endpoint_id, m.recipient,
      m.payload, m.attempts, m.created_at, m.claim_token`;
}
