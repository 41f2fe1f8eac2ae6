import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './schema.ts';

/** Marks a value slot while a query is compiled once: never a value a query would hold itself. */
const SLOT = '\u0000slot:';

type Slot<Args> = { arg: keyof Args } | { value: unknown };

interface Built<Args> {
  sql: string;
  slots: Slot<Args>[];
}

/**
 * A query of a fixed shape, built and compiled by Kysely once per database and shape instead of at
 * every request (building the catalogue's statements cost a busy list about a sixth of its CPU,
 * issue 17). `build` is called once with a placeholder in place of each argument, and must use
 * arguments only as values of the query (what decides its shape, a language, a page size, goes in
 * `shape` and its key); each run then binds the request's arguments to the compiled statement.
 * The statement still runs through Kysely's executor, so plugins see its result; they see its
 * query when it is compiled.
 */
export function builtOnce<Shape, Args extends Record<string, unknown>, Row>(
  shapeKey: (shape: Shape) => string,
  build: (db: Db, shape: Shape, args: Args) => Compilable<Row>,
) {
  const builtByDatabase = new WeakMap<Db, Map<string, Built<Args>>>();

  function compile(db: Db, shape: Shape, argNames: (keyof Args)[]): Built<Args> {
    const placeholders = Object.fromEntries(
      argNames.map((name) => [name, `${SLOT}${String(name)}`]),
    ) as unknown as Args;
    const compiled = build(db, shape, placeholders).compile();
    return {
      sql: compiled.sql,
      slots: compiled.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(SLOT)
          ? { arg: value.slice(SLOT.length) }
          : { value },
      ),
    };
  }

  return async function run(db: Db, shape: Shape, args: Args): Promise<Row[]> {
    let built = builtByDatabase.get(db);
    if (!built) {
      built = new Map();
      builtByDatabase.set(db, built);
    }
    const key = shapeKey(shape);
    let query = built.get(key);
    if (!query) {
      query = compile(db, shape, Object.keys(args));
      built.set(key, query);
    }
    const parameters = query.slots.map((slot) => ('arg' in slot ? args[slot.arg] : slot.value));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}
