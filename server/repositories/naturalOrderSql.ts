import { sql, type RawBuilder } from 'kysely';

/**
 * A team name's natural order inside SQL (issue 37: JO8-1 before JO10-1), for the orders the database
 * must make itself, e.g. a person's teams joined into one cell by string_agg: the letters before the
 * first number, then that number as a number, then the whole name. The same on both engines (plain
 * substring and numeric; PGlite has no ICU collation for a numeric ORDER BY). Lists that the server
 * orders in code use naturallyOrdered (domain/naturalOrder.ts), which agrees on team names as clubs write them.
 */
export const naturalNameOrder = (name: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`lower(substring(${name} from '^[^0-9]*')), substring(${name} from '[0-9]+')::numeric NULLS FIRST, lower(${name})`;
