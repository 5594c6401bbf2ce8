import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration script statement by statement. The embedded database's driver takes one
 * statement per query, so scripts are split at a semicolon that ends a line; no statement in a
 * script may contain one itself.
 */
export async function executeScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
