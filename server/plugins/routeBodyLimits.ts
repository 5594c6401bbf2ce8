import type { RouteOptions } from 'fastify';

/**
 * How many bytes a call's body may have, from what the call takes (issue: a 6.8 MB JSON array sent
 * to the sign-in cost ~0.8 s of parsing before its 400, and 20 of them stalled the server). Fastify
 * stops reading a body at the route's `bodyLimit` while it streams in and answers 413 before any
 * parsing; a body that announces a larger Content-Length is refused before a byte is read
 * (bodyLimits.ts).
 */

/** Calls anyone may make (sign-in, password links, tokens): their fields are a few short texts. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
/** Multipart uploads: the largest file a call takes (a 6,000,000-byte photo) with its form. */
export const UPLOAD_BODY_LIMIT = 7_000_000;
/** A signed-in JSON call whose schema sets no bound (a text without maxLength, an open list). */
export const UNBOUNDED_JSON_LIMIT = 1024 * 1024;
/** The least a signed-in call takes, and the room left for properties its schema does not name (clients may send whole records). */
const JSON_SLACK = 64 * 1024;

type Schema = Record<string, unknown>;

/** JSON writes a character as at most 6 bytes (\uXXXX). */
const BYTES_PER_CHARACTER = 6;
const NUMBER_BYTES = 24;

/**
 * The longest compact JSON text a schema accepts, or undefined when it sets no bound. Properties the
 * schema does not name are not counted: the server removes them unread, so no client needs much room for them.
 */
export function maxJsonBytes(schema: Schema | undefined): number | undefined {
  if (!schema) return undefined;
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return largest(options.map(maxJsonBytes));
  if (schema.const !== undefined) return JSON.stringify(schema.const).length;
  if (Array.isArray(schema.enum)) return Math.max(...schema.enum.map((value) => JSON.stringify(value).length));
  const types = [schema.type].flat().filter(Boolean) as string[];
  if (types.length > 1) return largest(types.map((type) => maxJsonBytes({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      if (schema.format === 'uuid') return 38;
      if (schema.format === 'date') return 12;
      if (schema.format === 'date-time') return 40;
      return typeof schema.maxLength === 'number' ? schema.maxLength * BYTES_PER_CHARACTER + 2 : undefined;
    case 'number':
    case 'integer':
      return NUMBER_BYTES;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array': {
      if (typeof schema.maxItems !== 'number') return undefined;
      const item = maxJsonBytes(schema.items as Schema | undefined);
      return item === undefined ? undefined : 2 + schema.maxItems * (item + 1);
    }
    case 'object': {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      let total = 2;
      for (const [name, property] of properties) {
        const value = maxJsonBytes(property);
        if (value === undefined) return undefined;
        total += JSON.stringify(name).length + 2 + value;
      }
      return total;
    }
    default:
      return undefined;
  }
}

function largest(values: Array<number | undefined>): number | undefined {
  return values.some((value) => value === undefined) ? undefined : Math.max(...(values as number[]));
}

/** The body limit of a call, unless it names its own: public calls take little, uploads their file, JSON what its schema allows. */
export function routeBodyLimit(route: RouteOptions, audience: 'public' | 'signed-in'): number {
  const consumes = (route.schema?.consumes as string[] | undefined) ?? [];
  if (consumes.includes('multipart/form-data')) return UPLOAD_BODY_LIMIT;
  if (audience === 'public') return PUBLIC_BODY_LIMIT;
  const bound = maxJsonBytes(route.schema?.body as Schema | undefined);
  if (bound === undefined) return UNBOUNDED_JSON_LIMIT;
  return Math.min(UNBOUNDED_JSON_LIMIT, bound + JSON_SLACK);
}
