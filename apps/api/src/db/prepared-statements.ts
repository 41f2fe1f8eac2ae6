import { createHash } from 'node:crypto';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type pg from 'pg';

/**
 * The SQL comment that asks for a statement to be prepared once per connection and executed by
 * name afterwards (PostgreSQL only; on PGlite it is only a comment). Planning one of the catalogue's
 * simple statements cost PostgreSQL 3-7x executing it (issue 17), and a prepared statement's
 * generic plan skips it. Only statements of one fixed shape whose generic plan is as good as a
 * custom one may carry it: never a search or a filter whose best plan depends on its values
 * (docs/decisions/008).
 */
export const PREPARED_MARK = '/* prepared */';

const mark = sql.raw(PREPARED_MARK);

/**
 * A value of a marked statement that its plans must not see: read through a sub-select, it is
 * known when the statement runs, not when it is planned. PostgreSQL runs a prepared statement by
 * its generic plan only once that plan is estimated to cost no more than the custom plans it made
 * first, with the values in view. A value the planner can read (an array's length, an offset)
 * makes a custom plan look cheaper than the generic one, which assumes a default, and the
 * statement is then planned again at every run, the cost `prepared` was to save: the order path's
 * read of its inputs was planned at every order, 1.3 ms of PostgreSQL's CPU (decision 053).
 * `type` is the value's SQL type (a cast the sub-select needs to be read as a value, not a set).
 */
export function knownWhenRun<T>(value: unknown, type: 'int' | 'int[]' | 'text[]'): RawBuilder<T> {
  return sql<T>`(select ${value}::${sql.raw(type)})::${sql.raw(type)}`;
}

/** Marks a query to be prepared (use with `$call`, and say why the shape is fixed next to it). */
export function prepared<Query extends { modifyEnd(modifier: Expression<unknown>): Query }>(
  query: Query,
): Query {
  return query.modifyEnd(mark);
}

/** A statement's name: its text's hash, so one name never stands for two texts. */
function statementName(text: string): string {
  return `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = statementName(text);
    names.set(text, name);
  }
  return name;
}

type Query = (text: unknown, values?: unknown) => unknown;

/**
 * A pool whose clients run marked statements by name: pg prepares a named statement on a
 * connection the first time it runs there and then only binds and executes it.
 */
export function preparingPool(pool: pg.Pool) {
  const wrapped = new WeakMap<pg.PoolClient, pg.PoolClient>();
  function wrap(client: pg.PoolClient): pg.PoolClient {
    let proxy = wrapped.get(client);
    if (proxy) return proxy;
    const query = client.query.bind(client) as Query;
    proxy = new Proxy(client, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return (text: unknown, values?: unknown) =>
          typeof text === 'string' && text.endsWith(PREPARED_MARK)
            ? query({ name: nameOf(text), text, values })
            : query(text, values);
      },
    });
    wrapped.set(client, proxy);
    return proxy;
  }
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
