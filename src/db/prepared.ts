import type { Db } from './client';

/**
 * A statement `prepare` builds once per database handle (drizzle's `.prepare()`, a named statement
 * on PostgreSQL), for a query every request runs: building it was most of drizzle's own time.
 */
export function preparedPer<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statement = made.get(db);
    if (!statement) made.set(db, (statement = prepare(db)));
    return statement;
  };
}
