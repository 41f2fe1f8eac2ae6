import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import {
  activeScope,
  DeadlinePassed,
  refuses,
  remainingMs,
  type RequestScope,
} from '../lib/request-scope.ts';

/** The bounds every PostgreSQL session of the pool starts with (database.ts). */
export interface StatementBounds {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/**
 * A dialect whose statements obey the deadline of the request that runs them (decision 021,
 * lib/request-scope.ts). Statements outside any request (the outbox worker, imports, migrations)
 * run as they always did. Inside a request whose deadline has passed and that has committed
 * nothing:
 * - no statement, transaction or COMMIT starts (DeadlinePassed, 503): a transaction under way
 *   rolls back at its next statement or at its COMMIT, so nothing it wrote is committed after its
 *   request answered 503;
 * - a wait for a connection (the pool's, or PGlite's one) ends at the deadline.
 * A COMMIT, or a statement outside a transaction that may write, is counted while in flight: the
 * deadline does not answer 503 while one of them may still commit (request-deadline.ts).
 * On PostgreSQL (`bounds` given) a request's transaction also starts with its statement and lock
 * timeouts cut to what the request has left, in the BEGIN's own round trip, so PostgreSQL itself
 * cancels a statement or a lock wait (at COMMIT too) when the deadline comes.
 */
export function requestBound(dialect: Dialect, bounds?: StatementBounds): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new RequestBoundDriver(dialect.createDriver(), bounds),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** Words of a raw statement that may write; a select, even `for update`, writes nothing. */
const WRITING_WORDS = /\b(insert|update|delete|merge|truncate)\b/i;

/** Whether a statement run outside a transaction may commit a change. */
function mayWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return false;
  if (kind === 'RawNode') return WRITING_WORDS.test(query.sql.replace(/\bfor update\b/gi, ''));
  return true;
}

/** Counts `work` as a statement that may commit, and tells the scope when none is left. */
async function committing<T>(scope: RequestScope, work: () => Promise<T>): Promise<T> {
  scope.committing++;
  try {
    const result = await work();
    scope.committed = true;
    return result;
  } finally {
    scope.committing--;
    if (scope.committing === 0) scope.onCommitSettled?.();
  }
}

class BoundConnection implements DatabaseConnection {
  inTransaction = false;
  /** The scope whose idempotency claim this connection's transaction carries. */
  claimOf: RequestScope | undefined;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const scope = activeScope();
    if (!scope) return this.inner.executeQuery<R>(query);
    if (refuses(scope)) throw new DeadlinePassed();
    if (this.inTransaction || !mayWrite(query)) return this.inner.executeQuery<R>(query);
    return committing(scope, () => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection) => (connection as BoundConnection).inner;

/** BEGIN and the transaction's own timeouts, one round trip (a simple query of three statements). */
function boundedBegin(settings: TransactionSettings, statementMs: number, lockMs: number): string {
  const { isolationLevel, accessMode } = settings;
  const head =
    isolationLevel || accessMode
      ? ['start transaction', isolationLevel && `isolation level ${isolationLevel}`, accessMode]
          .filter(Boolean)
          .join(' ')
      : 'begin';
  return `${head}; set local statement_timeout = ${statementMs}; set local lock_timeout = ${lockMs}`;
}

class RequestBoundDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, BoundConnection>();
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly bounds: StatementBounds | undefined,
  ) {
    // Savepoints run inside a transaction already bound: passed through on the inner connection.
    if (inner.savepoint) {
      this.savepoint = async (c, name, compile) => inner.savepoint?.(unwrap(c), name, compile);
    }
    if (inner.rollbackToSavepoint) {
      this.rollbackToSavepoint = async (c, name, compile) =>
        inner.rollbackToSavepoint?.(unwrap(c), name, compile);
    }
    if (inner.releaseSavepoint) {
      this.releaseSavepoint = async (c, name, compile) =>
        inner.releaseSavepoint?.(unwrap(c), name, compile);
    }
  }

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const scope = activeScope();
    if (scope && refuses(scope)) throw new DeadlinePassed();
    const acquiring = this.inner.acquireConnection();
    const inner = scope ? await this.#beforeDeadline(scope, acquiring) : await acquiring;
    let bound = this.#connections.get(inner);
    if (!bound) {
      bound = new BoundConnection(inner);
      this.#connections.set(inner, bound);
    }
    return bound;
  }

  /** The connection, or DeadlinePassed when the deadline comes first (the late one goes back). */
  async #beforeDeadline(
    scope: RequestScope,
    acquiring: Promise<DatabaseConnection>,
  ): Promise<DatabaseConnection> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      const check = () => {
        if (refuses(scope)) reject(new DeadlinePassed());
        else if (!scope.committed && !scope.finished) timer = setTimeout(check, remainingMs(scope));
        // else no longer bound: it waits as long as it takes
      };
      timer = setTimeout(check, remainingMs(scope));
    });
    try {
      return await Promise.race([acquiring, deadline]);
    } catch (error) {
      if (error instanceof DeadlinePassed) {
        acquiring.then(
          (late) => this.inner.releaseConnection(late),
          () => undefined,
        );
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const bound = connection as BoundConnection;
    const scope = activeScope();
    if (scope && refuses(scope)) throw new DeadlinePassed();
    if (scope && this.bounds) {
      const left = remainingMs(scope);
      const statementMs = Math.min(this.bounds.statementTimeoutMs, left);
      const lockMs = Math.min(this.bounds.lockTimeoutMs, left);
      await bound.inner.executeQuery(
        CompiledQuery.raw(boundedBegin(settings, statementMs, lockMs)),
      );
    } else {
      await this.inner.beginTransaction(bound.inner, settings);
    }
    bound.inTransaction = true;
    const claim = scope?.claim;
    if (!scope || claim?.state !== 'pending') return;
    claim.state = 'open';
    bound.claimOf = scope;
    try {
      await claim.run((query) => bound.inner.executeQuery(query));
    } catch (error) {
      // Kysely rolls back only a transaction whose BEGIN succeeded: this one is ours to end.
      await this.rollbackTransaction(bound);
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection) {
    const bound = connection as BoundConnection;
    const scope = activeScope();
    if (scope && refuses(scope)) throw new DeadlinePassed(); // Kysely then rolls back
    const commit = () => this.inner.commitTransaction(bound.inner);
    if (scope) await committing(scope, commit);
    else await commit();
    bound.inTransaction = false;
    if (bound.claimOf?.claim) bound.claimOf.claim.state = 'done';
    bound.claimOf = undefined;
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const bound = connection as BoundConnection;
    bound.inTransaction = false;
    // The claim rolled back with the transaction: a later transaction of the request claims.
    if (bound.claimOf?.claim) bound.claimOf.claim.state = 'pending';
    bound.claimOf = undefined;
    await this.inner.rollbackTransaction(bound.inner);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}
