import { sql, type RawBuilder } from 'kysely';

/**
 * A person's shown name in SQL, "Adam de Wit": the database's person_name() (migration 0025), the same
 * rule as `personName()` of contract/personName.ts (the web app and the server). `alias` is the people row's name in the
 * query ('p', 'tr', …); the result may be named with `.as()` in the builder or used in raw SQL.
 */
export function shownName(alias: string): RawBuilder<string> {
  return sql<string>`person_name(${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.infix`)}, ${sql.ref(`${alias}.last_name`)})`;
}
