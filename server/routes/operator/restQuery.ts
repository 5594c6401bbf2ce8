import { refuse } from '../../domain/refusal.js';
import type { RestListQuery } from '../../../contract/operators.js';
import type { ConsoleResource, ListRequest } from '../../repositories/console/lists.js';
import { isUuid } from '../../services/invitations.js';
import { refuseForbiddenText } from '../../services/storableText.js';

/** The most rows one page may ask for. */
export const MAX_PAGE_ROWS = 1000;

/**
 * A parameter's JSON. What it holds was escaped in the query string (`{"q":"a\u0000b"}`), so the input
 * guards could not see it: a NUL or an unpaired surrogate in it is refused here by the same rule (400,
 * naming e.g. filter.q), before the database is asked with text it cannot keep.
 */
function json(text: string, parameter: string, shape: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse.badRequest('restParameterNotJson', { parameter, shape });
  }
  refuseForbiddenText(value, parameter);
  return value;
}

/** Whether a value can be compared with the field in SQL (an id must be a UUID, so the database is never asked with one that is not). */
function fits(type: ConsoleResource['fields'][string]['type'], value: unknown): value is string | number {
  if (type === 'uuid') return typeof value === 'string' && isUuid(value);
  if (type === 'integer') return (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^\d{1,15}$/.test(value));
  return typeof value === 'string' || typeof value === 'number';
}

/**
 * Reads ra-data-simple-rest's list parameters: sort=["field","ASC"], range=[first,last] (both
 * included), filter={"field": value | [values], "q": text}. A field the resource does not sort or
 * filter by, or a value of the wrong kind, is a 400 that says which.
 */
export function parseListQuery(resource: ConsoleResource, query: RestListQuery): ListRequest {
  const sortShape = '["lastName","ASC"]';
  const sortValue = query.sort ? json(query.sort, 'sort', sortShape) : resource.defaultSort;
  if (!Array.isArray(sortValue) || sortValue.length !== 2 || typeof sortValue[0] !== 'string' || !['ASC', 'DESC'].includes(String(sortValue[1]).toUpperCase())) {
    throw refuse.badRequest('restSortInvalid', { shape: sortShape });
  }
  const sortable = Object.entries(resource.fields).filter(([, field]) => field.sortable).map(([name]) => name);
  if (!sortable.includes(sortValue[0])) throw refuse.badRequest('restSortUnknown', { resource: resource.name, field: sortValue[0], fields: sortable.join(', ') });

  const rangeValue = query.range ? json(query.range, 'range', '[0,24]') : [0, 24];
  if (!Array.isArray(rangeValue) || rangeValue.length !== 2 || !rangeValue.every((n) => Number.isSafeInteger(n) && n >= 0) || rangeValue[1] < rangeValue[0]) {
    throw refuse.badRequest('restRangeInvalid');
  }
  if (rangeValue[1] - rangeValue[0] + 1 > MAX_PAGE_ROWS) throw refuse.badRequest('restPageTooLarge', { limit: String(MAX_PAGE_ROWS) });

  const filterValue = query.filter ? json(query.filter, 'filter', '{"q":"anna"}') : {};
  if (typeof filterValue !== 'object' || filterValue === null || Array.isArray(filterValue)) {
    throw refuse.badRequest('restFilterNotObject');
  }
  const filter: ListRequest['filter'] = {};
  let q: string | undefined;
  for (const [name, value] of Object.entries(filterValue as Record<string, unknown>)) {
    if (name === 'q') {
      if (typeof value !== 'string') throw refuse.badRequest('restFilterQNotText');
      q = value;
      continue;
    }
    const field = resource.fields[name];
    if (!field?.filterable) {
      const filterable = Object.entries(resource.fields).filter(([, f]) => f.filterable).map(([n]) => n);
      throw refuse.badRequest('restFilterUnknown', { resource: resource.name, field: name, fields: filterable.join(', ') });
    }
    if (Array.isArray(value)) {
      if (value.length > MAX_PAGE_ROWS) throw refuse.badRequest('restFilterTooManyValues', { limit: String(MAX_PAGE_ROWS) });
      // getMany: an id that is not one simply matches nothing.
      filter[name] = value.filter((item) => fits(field.type, item)).map(normalized(field.sql));
    } else if (fits(field.type, value)) {
      filter[name] = normalized(field.sql)(value);
    } else if (field.type === 'uuid' || field.type === 'integer') {
      filter[name] = [];
    } else {
      throw refuse.badRequest('restFilterNotText', { name });
    }
  }
  return { sort: [sortValue[0], String(sortValue[1]).toUpperCase() as 'ASC' | 'DESC'], range: [rangeValue[0], rangeValue[1]], filter, q };
}

/** Fields compared through lower() (e-mail addresses) are compared with the lower-case value. */
const normalized = (expression: string) => (value: string | number) =>
  typeof value === 'string' && expression.startsWith('lower(') ? value.trim().toLowerCase() : value;
