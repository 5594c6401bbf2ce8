import type { Kysely, RawBuilder } from 'kysely';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Raw SQL (window functions, CTEs, aggregates the query builder would make unreadable) gives rows
 * whose types Kysely cannot know. Each such query states its row as a TypeBox schema, and the rows
 * are checked against it everywhere but in production: a renamed column or a count that comes back
 * as a string on one engine fails a test instead of reaching a client as `undefined`.
 */

/** Production skips the check: it costs time on the long lists, and the tests have run it. */
const CHECK_ROWS = process.env.NODE_ENV !== 'production';

/** A timestamp or date column, as both drivers answer it. */
export const SqlDate = Type.Refine(Type.Unsafe<Date>({}), (value) => value instanceof Date, () => 'must be a Date');

/** A column that may be NULL. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Runs a raw query and answers its rows, checked against `Row` (see above). */
export async function selectRows<S extends TSchema>(db: Kysely<any>, Row: S, query: RawBuilder<unknown>): Promise<Static<S>[]> {
  const { rows } = await query.execute(db);
  if (CHECK_ROWS) {
    for (const row of rows) {
      if (!Value.Check(Row, row)) {
        const problems = [...Value.Errors(Row, row)].slice(0, 3).map((error) => `${error.instancePath || 'row'} ${error.message}`);
        throw new Error(`A row of a raw SQL query does not have the columns its schema states: ${problems.join('; ')}.`);
      }
    }
  }
  return rows as Static<S>[];
}
