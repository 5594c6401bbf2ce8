import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How a field is compared in a filter: an id must be a UUID, a number a number, the rest text. */
export type FieldType = 'uuid' | 'text' | 'integer' | 'timestamp';

export interface ConsoleField {
  /** The SQL expression of the field in the resource's query (a constant of the descriptor, never input). */
  sql: string;
  type: FieldType;
  sortable?: boolean;
  /** Whether filter={"field": …} may name it (an id array answers getMany). */
  filterable?: boolean;
  /** The field comes from a joined table: a count filtered by it needs the whole query (see countRows). */
  joined?: boolean;
}

/**
 * One resource of the console's simple-REST API, described once: its rows' query (every field
 * selected under its API name), its fields for sorting and filtering, and what `q` searches. The
 * generic list (listConsoleRows) and the routes (routes/operator/rest.ts) do the rest, so another
 * resource is a few lines.
 */
export interface ConsoleResource {
  name: string;
  // The query builders of the resources differ in their tables; the generic code only adds WHERE,
  // ORDER BY and LIMIT to them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rows(db: Kysely<DB>): SelectQueryBuilder<any, any, Record<string, unknown>>;
  /** Every field a client may sort or filter by; `id` is required (getOne, getMany, the tie-break). */
  fields: Record<string, ConsoleField> & { id: ConsoleField };
  /**
   * The rows to count when neither `q` nor a joined field filters them: the main table alone (its joins
   * are one-to-one), so the total of a large list does not join every row for nothing.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  countRows?(db: Kysely<DB>): SelectQueryBuilder<any, any, Record<string, unknown>>;
  /** The full-text filter `q`: a condition over the resource's text fields. */
  search(q: string): RawBuilder<boolean>;
  defaultSort: readonly [string, 'ASC' | 'DESC'];
}

export interface ListRequest {
  sort: readonly [string, 'ASC' | 'DESC'];
  /** Both included, as ra-data-simple-rest sends them. */
  range: readonly [number, number];
  filter: Record<string, string | number | Array<string | number>>;
  q?: string;
}

/** LIKE's own characters in what a person typed are meant literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A case- and accent-insensitive "contains" over text expressions (fold_text, migration 0007). */
export function containsAny(q: string, expressions: string[]): RawBuilder<boolean> {
  const pattern = likePattern(q.trim());
  return sql<boolean>`(${sql.join(expressions.map((expr) => sql`fold_text(${sql.raw(expr)}) LIKE fold_text(${pattern})`), sql` OR `)})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function filtered(resource: ConsoleResource, query: SelectQueryBuilder<any, any, Record<string, unknown>>, request: Pick<ListRequest, 'filter' | 'q'>) {
  let result = query;
  for (const [name, value] of Object.entries(request.filter)) {
    const field = resource.fields[name]!;
    const values = Array.isArray(value) ? value : [value];
    result = values.length === 0
      ? result.where(sql<boolean>`false`)
      : result.where(sql<boolean>`${sql.raw(field.sql)} IN (${sql.join(values)})`);
  }
  if (request.q?.trim()) result = result.where(resource.search(request.q));
  return result;
}

/** Dates as ISO text, as every answer of the API gives them. */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

/**
 * A page of the resource's rows, sorted, filtered and counted in SQL: the database reads the page
 * (through an index where the sort has one) and counts the matches; nothing is sorted in memory.
 */
export async function listConsoleRows(db: Kysely<DB>, resource: ConsoleResource, request: ListRequest) {
  const query = filtered(resource, resource.rows(db), request);
  const [sortField, order] = request.sort;
  const direction = order === 'DESC' ? sql.raw('DESC') : sql.raw('ASC');
  const [first, last] = request.range;
  const rows = await query
    .orderBy(sql`${sql.raw(resource.fields[sortField]!.sql)} ${direction}`)
    .orderBy(sql`${sql.raw(resource.fields.id.sql)} ${direction}`)
    .offset(first)
    .limit(last - first + 1)
    .execute();
  const light = resource.countRows && !request.q?.trim() && Object.keys(request.filter).every((name) => !resource.fields[name]!.joined);
  const countQuery = light ? filtered(resource, resource.countRows!(db), request) : query;
  const counted = await countQuery.clearSelect().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map(plain), total: Number(counted.total) };
}

/** One row by id, or undefined. */
export async function findConsoleRow(db: Kysely<DB>, resource: ConsoleResource, id: string | number) {
  const row = await filtered(resource, resource.rows(db), { filter: { id } }).executeTakeFirst();
  return row && plain(row);
}
