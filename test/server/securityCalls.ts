import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * The calls of the OpenAPI document (GET /documentation/json, the same object as app.swagger()),
 * turned into requests the security suite can send: a plausible value for every parameter and body
 * field, and for each of them a set of malformed ones. Nothing here names a call: a call added to
 * the server is covered as soon as it is in the document.
 */

/** The part of an OpenAPI 3.0 schema the generator reads. */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  nullable?: boolean;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

export interface Param {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Call {
  method: string;
  /** The path as the document writes it, e.g. /photos/{id}. */
  path: string;
  label: string;
  /** Who may call it, from the operation's `security`: nobody needed, a bearer token, the operator credential. */
  access: 'public' | 'bearer' | 'admin';
  /** From the x-roles extension: the roles the call is for, undefined when it is for every signed-in person. */
  roles: string[] | undefined;
  /** From the x-ends-session extension: the call ends the session of the token it is sent with. */
  endsSession: boolean;
  params: Param[];
  /** The JSON body's schema, when the call takes one. */
  body: Schema | undefined;
  /** Whether the call must have that body (a call may also take none). */
  bodyRequired: boolean;
}

interface Operation {
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: Schema }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  'x-roles'?: string[];
  'x-ends-session'?: boolean;
}

export async function documentedCalls(app: FastifyInstance): Promise<Call[]> {
  const response = await app.inject({ method: 'GET', url: '/documentation/json' });
  if (response.statusCode !== 200) throw new Error(`The OpenAPI document is not served: ${response.statusCode}`);
  const paths = response.json().paths as Record<string, Record<string, Operation>>;
  const calls: Call[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      calls.push({
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        access: schemes.includes('operatorBearer') ? 'admin' : schemes.includes('bearer') ? 'bearer' : 'public',
        roles: operation['x-roles'],
        endsSession: operation['x-ends-session'] === true,
        params: (operation.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({ in: p.in as Param['in'], name: p.name, required: p.required === true, schema: p.schema })),
        body: operation.requestBody?.content['application/json']?.schema,
        bodyRequired: operation.requestBody?.required === true,
      });
    }
  }
  return calls;
}

// ---- Plausible values ---------------------------------------------------------------------------

export type IdKind = 'club' | 'season' | 'team' | 'manager' | 'trainer' | 'player' | 'report' | 'skill';

/** The ids of one club, by kind, to fill id-like fields with. */
export type ClubIds = Record<IdKind, string>;

/** What kind of id a field holds, guessed from its name (clubSeasonId, teamIds, userid, reportId, Id, …). */
export function idKind(name: string): IdKind {
  if (/report/i.test(name)) return 'report';
  if (/skill/i.test(name)) return 'skill';
  if (/season/i.test(name)) return 'season';
  if (/team/i.test(name)) return 'team';
  if (/club/i.test(name)) return 'club';
  if (/manager/i.test(name)) return 'manager';
  if (/trainer/i.test(name)) return 'trainer';
  return 'player';
}

/** A field the document declares as a GUID (or a list of them). */
export function isIdField(_name: string, schema: Schema): boolean {
  return schema.format === 'uuid' || schema.items?.format === 'uuid';
}

/**
 * A field that names something of a club: a GUID field, or a text field named like one (teamId,
 * userId, id, teamIds) whose value the call looks up. Free text that merely ends in "Id" (such as
 * nationalityId) is not one.
 */
export function refersToClubData(name: string, schema: Schema): boolean {
  return isIdField(name, schema) || /^(team|user|player|trainer|manager|season|clubSeason)?(id|ids)$/i.test(name);
}

/** A text that matches a simple pattern such as ^(?:[Pp]layer|[Tt]rainer)$: its first alternative. */
function matchingText(pattern: string): string | undefined {
  const first = pattern.replace(/^\^\(\?:/, '').replace(/\)\$$/, '').split('|')[0]!.replace(/\[(.)[^\]]*\]/g, '$1');
  return new RegExp(pattern).test(first) ? first : undefined;
}

/** A value the schema accepts, with ids of `ids`' club in id-like fields. */
export function plausible(schema: Schema, name: string, ids: ClubIds): unknown {
  if (schema.anyOf) return plausible(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!, name, ids);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [plausible(schema.items ?? {}, name.replace(/s$/, ''), ids)];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = plausible(schema.properties?.[key] ?? {}, key, ids);
      return value;
    }
    default:
      if (isIdField(name, schema)) return ids[idKind(name)];
      if (schema.format === 'date-time') return '2026-03-01T00:00:00.000Z';
      if (schema.pattern) return matchingText(schema.pattern) ?? 'Sample text';
      if (schema.format === 'email' || /mail|username/i.test(name)) return 'someone@example.test';
      return 'Sample text'.slice(0, schema.maxLength ?? 100);
  }
}

// ---- Malformed values ---------------------------------------------------------------------------

/** Leaves the field out of the request. */
export const OMIT = Symbol('omit');

export interface Malformed {
  label: string;
  value: unknown;
}

const MEGABYTE_STRING = 'x'.repeat(1_000_000);
const INVALID_GUIDS = [
  'not-a-guid', '123', '00000000-0000-0000-0000-00000000000g', "' OR '1'='1", '{00000000-0000-0000-0000-000000000001}',
  // The URN form passes the usual 'uuid' format but not PostgreSQL's uuid type.
  'urn:uuid:7d9f3c1e-0000-4000-8000-000000000000',
];
const BAD_NUMBERS = [-1, -2147483649, 2147483648, 9007199254740993, 1e308, 1.5];

/** The field's type; 'mixed' for a choice between types (e.g. a list of ids or one comma-separated text). */
function baseType(schema: Schema): string | undefined {
  if (schema.anyOf) {
    const types = new Set(schema.anyOf.filter((option) => option.type !== 'null').map((option) => baseType(option)));
    return types.size === 1 ? [...types][0] : 'mixed';
  }
  return schema.enum ? 'enum' : schema.type;
}

/**
 * Values no call should accept for this field, each of which must be answered with a 4xx. In a URL
 * every value is text, so "wrong types" there are repeated parameters and words where numbers
 * belong; an unpaired surrogate cannot be written in a URL at all (percent-encoding carries UTF-8
 * bytes, and the server reads bytes that are not UTF-8 as the literal text), so it is sent in JSON
 * only.
 */
export function malformedValues(schema: Schema, name: string, where: 'url' | 'json', required: boolean): Malformed[] {
  const values: Malformed[] = [];
  if (required) values.push({ label: 'missing', value: OMIT });
  const type = baseType(schema);
  const inUrl = where === 'url';
  const text = (label: string, value: string) => values.push({ label, value });
  switch (type) {
    case 'integer':
    case 'number':
      text('a word', 'abc');
      for (const n of BAD_NUMBERS) {
        const inRange = n >= (schema.minimum ?? -Infinity) && n <= (schema.maximum ?? Infinity) && (type === 'number' || Number.isInteger(n));
        if (!inRange) values.push({ label: `the number ${n}`, value: inUrl ? String(n) : n });
      }
      if (!inUrl) values.push({ label: 'an object', value: {} }, { label: 'a list', value: [1, 2] });
      break;
    case 'boolean':
      text('a word', 'maybe');
      if (!inUrl) values.push({ label: 'a number', value: 2 }, { label: 'an object', value: {} });
      break;
    case 'array':
      if (!inUrl) {
        values.push({ label: 'an object', value: {} });
        values.push({ label: '100,000 items', value: Array.from({ length: 100_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) });
        for (const item of malformedValues(schema.items ?? {}, name.replace(/s$/, ''), where, false)) {
          values.push({ label: `an item: ${item.label}`, value: [item.value] });
        }
      }
      break;
    case 'object':
      values.push({ label: 'a word', value: 'x' }, { label: 'a list', value: [] });
      break;
    case 'mixed':
      // Whatever the type, no text may be this long or hold characters the database cannot keep.
      text('1 MB of text', MEGABYTE_STRING);
      text('a NUL byte', 'a\u0000b');
      if (!inUrl) text('an unpaired surrogate', 'a\ud800b');
      break;
    case 'enum':
      text('an unknown value', 'NoSuchValue');
      if (!inUrl) values.push({ label: 'a number', value: 5 });
      break;
    default:
      text('1 MB of text', MEGABYTE_STRING);
      text('a NUL byte', 'a\u0000b');
      if (!inUrl) {
        text('an unpaired surrogate', 'a\ud800b');
        text('a lone low surrogate', '\udc00');
        values.push({ label: 'an object', value: {} }, { label: 'two values', value: ['a', 'b'] });
      } else {
        values.push({ label: 'the parameter twice', value: ['a', 'b'] });
      }
      if (isIdField(name, schema)) for (const guid of INVALID_GUIDS) text(`the invalid GUID ${guid}`, guid);
  }
  return values;
}

/**
 * Whole bodies to send in place of a call's JSON body. `anyShape` ones no call may accept whatever
 * its body; the others are refused by calls whose body must be one JSON object.
 */
export function malformedBodies(): Array<{ label: string; payload: string; contentType?: string; anyShape: boolean }> {
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  return [
    { label: 'broken JSON', payload: '{"a": ', contentType: 'application/json', anyShape: true },
    { label: 'an empty JSON body', payload: '', contentType: 'application/json', anyShape: true },
    { label: 'JSON nested 100,000 deep', payload: deep, contentType: 'application/json', anyShape: true },
    { label: 'a NUL byte in a field name', payload: '{"a\\u0000": 1}', contentType: 'application/json', anyShape: true },
    { label: 'XML', payload: '<a>1</a>', contentType: 'application/xml', anyShape: true },
    { label: 'a URL-encoded form', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', anyShape: true },
    { label: 'multipart without a boundary', payload: 'abc', contentType: 'multipart/form-data', anyShape: true },
    { label: 'a broken multipart form', payload: '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', contentType: 'multipart/form-data; boundary=B', anyShape: true },
    { label: 'a body without a Content-Type', payload: '{"a":1}', anyShape: true },
    { label: 'no body', payload: '', anyShape: false },
    { label: 'a JSON list', payload: '[]', contentType: 'application/json', anyShape: false },
    { label: 'a JSON string', payload: '"x"', contentType: 'application/json', anyShape: false },
    { label: 'a JSON number', payload: '1', contentType: 'application/json', anyShape: false },
    { label: 'JSON null', payload: 'null', contentType: 'application/json', anyShape: false },
    { label: 'JSON true', payload: 'true', contentType: 'application/json', anyShape: false },
    { label: 'JSON with __proto__', payload: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json', anyShape: false },
    { label: 'plain text', payload: 'hello', contentType: 'text/plain', anyShape: false },
  ];
}

/** Whether the call's body must be exactly one JSON object (so every other shape is malformed). */
export function takesOneObject(call: Call): boolean {
  return call.bodyRequired && call.body?.type === 'object' && !call.body.anyOf && !call.body.nullable;
}

// ---- Requests -------------------------------------------------------------------------------

export interface RequestValues {
  params: Record<string, unknown>;
  body?: unknown;
  /** A whole body as bytes, with its own content type (replaces `body`). */
  rawBody?: { payload: string | Buffer; contentType?: string };
}

/** Plausible values for every required parameter and the required body fields. */
export function plausibleRequest(call: Call, ids: ClubIds): RequestValues {
  const params: Record<string, unknown> = {};
  for (const param of call.params) {
    if (param.required || isIdField(param.name, param.schema)) params[param.name] = plausible(param.schema, param.name, ids);
  }
  return { params, body: call.body ? plausible(call.body, 'body', ids) : undefined };
}

/** The app.inject options for `values` sent to `call` with `headers`. */
export function injectOptions(call: Call, values: RequestValues, headers: Record<string, string> = {}): InjectOptions {
  let url = call.path;
  const query = new URLSearchParams();
  for (const param of call.params) {
    const value = values.params[param.name];
    if (value === undefined || value === OMIT) continue;
    if (param.in === 'path') {
      url = url.replace(`{${param.name}}`, encodeURIComponent(String(value)));
    } else {
      for (const item of Array.isArray(value) ? value : [value]) query.append(param.name, String(item));
    }
  }
  url = url.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
  const search = query.toString();
  const options: InjectOptions = { method: call.method as InjectOptions['method'], url: search ? `${url}?${search}` : url, headers: { ...headers } };
  if (values.rawBody) {
    options.payload = values.rawBody.payload;
    if (values.rawBody.contentType) options.headers!['content-type'] = values.rawBody.contentType;
  } else if (values.body !== undefined) {
    options.payload = JSON.stringify(values.body);
    options.headers!['content-type'] = 'application/json';
  }
  return options;
}

/** `values` with one parameter or one top-level body field replaced (or left out, for OMIT). */
export function withField(values: RequestValues, where: 'param' | 'body', name: string, value: unknown): RequestValues {
  if (where === 'param') return { ...values, params: { ...values.params, [name]: value } };
  const replace = (object: unknown) => {
    const copy = { ...(object as Record<string, unknown>) };
    if (value === OMIT) delete copy[name];
    else copy[name] = value;
    return copy;
  };
  // A body that is a list (e.g. several seasons at once): the field of its first item.
  const body = Array.isArray(values.body) ? [replace(values.body[0]), ...values.body.slice(1)] : replace(values.body);
  return { ...values, body };
}

/** The fields of a JSON body: an object's properties, or those of a list's items. */
export function bodyFields(body: Schema): Array<{ name: string; schema: Schema; required: boolean }> {
  const object = body.type === 'array' ? (body.items ?? {}) : body;
  return Object.entries(object.properties ?? {}).map(([name, schema]) => ({ name, schema, required: (object.required ?? []).includes(name) }));
}
