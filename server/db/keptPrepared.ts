import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

/**
 * Statements kept prepared on the embedded engine's connection (issue 26). PGlite runs PostgreSQL's
 * parser and planner in WebAssembly, several times slower than PostgreSQL: for the team overview at
 * 10,000 players, parsing and planning its one statement cost about as much CPU as running it
 * (docs/benchmarks.md, "The team overview at 10,000 players"). A statement that begins with
 * `keptPrepared` is sent as a named prepared statement there: parsed once per connection, and after
 * PostgreSQL's first five executions planned once too (its plan cache's generic plan, kept when it
 * costs no more than the custom ones).
 *
 * Only on the embedded engine: its one connection lives as long as the server and no pooler stands
 * between them. On PostgreSQL the mark is a comment and nothing more: a transaction-pooling pooler
 * (docs/scaling.md: Debian's pgbouncer 1.18) cannot carry prepared statements between transactions.
 */
const MARK = '/* kept prepared */';

/** Put first in a raw statement: `sql\`${keptPrepared} SELECT …\``. */
export const keptPrepared = sql.raw(MARK);

/**
 * Makes the connection send the marked statements as named prepared statements, each named by its
 * text (the statement's variants are separate statements). PGlite keeps one session for all the
 * connections made to it, so a new connection first forgets the statements an earlier one prepared:
 * the driver knows only the ones it prepared itself, and would otherwise prepare a name that exists.
 */
export function keepMarkedStatementsPrepared(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text === 'string' && text.startsWith(MARK) && Array.isArray(rest[0])) {
      return query({ name: statementName(text), text, values: rest[0] }, ...rest.slice(1));
    }
    return query(text, ...rest);
  }) as typeof client.query;
  void client.query('DEALLOCATE ALL').catch(() => undefined);
}

function statementName(text: string): string {
  return `kept_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
}
