import type { Kysely, RawBuilder } from 'kysely';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
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

/** A column that may be NULL: the contract's one Nullable. */
export { Nullable } from '../../contract/schemas.js';

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

/**
 * Rows of selectRows written as a JSON array, as the route's schema would write them, for an answer
 * that is kept (services/keptAnswers.ts) and so becomes one string. JSON.stringify makes it flat in one
 * pass; the schema's serialiser builds it piece by piece, and flattening those pieces to keep them cost
 * as much as the team overview's statement at 10,000 players (docs/benchmarks.md, "The team overview at
 * 10,000 players"). The schema's serialiser would drop a property it does not declare and this does
 * not: everywhere but in production each row must have exactly the schema's properties.
 */
export function rowsAsJson<S extends TObject>(Row: S, rows: Static<S>[]): string {
  if (CHECK_ROWS) {
    const declared = Object.keys(Row.properties).sort().join();
    for (const row of rows) {
      const properties = Object.keys(row as object).sort().join();
      if (properties !== declared) throw new Error(`A row has the properties ${properties}, not the ${declared} its schema states.`);
    }
  }
  return JSON.stringify(rows);
}
