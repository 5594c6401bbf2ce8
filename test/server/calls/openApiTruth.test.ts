import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { buildHandBuiltClub } from '../clubStructureClub.js';
import { createOperator, createTestApp, type TestApp } from '../testApp.js';
import { accountFor } from '../../../server/repositories/accounts/accounts.js';

/**
 * The OpenAPI document (GET /documentation/json) against the server: for every call, each of the
 * server's own error paths (a wrong method, no credential, a malformed or oversized body, too large
 * headers, an unknown query parameter, an unknown id) answers a status the call documents; and its
 * schemas are as strict as the server: a request the schema calls invalid is refused (400), and a
 * minimal one it calls valid is not refused as bad input.
 */

type Schema = {
  type?: string; format?: string; pattern?: string; enum?: unknown[]; const?: unknown; nullable?: boolean;
  minLength?: number; minItems?: number; minimum?: number; multipleOf?: number;
  items?: Schema; properties?: Record<string, Schema>; required?: string[]; anyOf?: Schema[]; oneOf?: Schema[];
};
type Parameter = { in: 'query' | 'path'; name: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, unknown>>;
  'x-roles'?: string[];
  'x-ends-session'?: boolean;
};
type Call = { method: string; path: string; operation: Operation; pathMethods: string[] };

let operatorHeaders: Record<string, string>;

/** Values the patterns of the contract take (a calendar day, a country, people's kind). */
const PATTERN_EXAMPLES = ['2026-01-01', 'NL', 'player'];

let texts = 0;

/** The least a schema takes: empty texts and lists unless it asks for more, the lowest number, its first choice. */
function minimal(schema: Schema): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return minimal(branches.find((branch) => branch.type !== 'null') ?? branches[0]!);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.pattern) return PATTERN_EXAMPLES.find((example) => new RegExp(schema.pattern!).test(example)) ?? '';
      // A text that must be filled is made unique, so a name is never refused for being taken already.
      return schema.minLength ? `${'q'.repeat(schema.minLength)}${++texts}` : '';
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimal(schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, minimal(schema.properties![name]!)]));
    default:
      return null;
  }
}

/** A value the schema calls invalid (shorter, fewer, none of its choices, not its pattern), if it has such a rule. */
function invalidValue(schema: Schema): { value: unknown } | undefined {
  if (schema.enum) return { value: 'none-of-the-choices' };
  if (schema.pattern) return { value: '!' };
  if (schema.type === 'string' && (schema.minLength ?? 0) > 0) return { value: 'q'.repeat(schema.minLength! - 1) };
  if (schema.type === 'array' && (schema.minItems ?? 0) > 0) return { value: [] };
  return undefined;
}

/** Sends raw bytes and reads the status line of the answer (what light-my-request cannot do: real HTTP parsing). */
function rawStatus(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error('no answer')));
  });
}

let t: TestApp;
let port: number;
let calls: Call[];
let tokens: Record<string, string>;
let people: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  operatorHeaders = (await createOperator(t)).headers;
  const club = await buildHandBuiltClub(t.db, 'Truth FC', 'truth.club');
  // A guardian of the club (issue 25), for the calls only guardians make.
  const guardian = await t.db.insertInto('people')
    .values({ club_id: club.clubId, role: 'Guardian', status: 'active', account_id: accountFor('guardian@truth.club', 'x'), first_name: 'Gert', last_name: 'Truth' })
    .returning('id').executeTakeFirstOrThrow();
  people = { Manager: club.ids.M!, Trainer: club.ids.T1!, Player: club.ids.P1!, Guardian: guardian.id };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  const document = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json();
  calls = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation, pathMethods: Object.keys(item).map((m) => m.toUpperCase()) })),
  );
  // Signing out ends the session the other calls use: those calls go last.
  calls.sort((a, b) => Number(Boolean(a.operation['x-ends-session'])) - Number(Boolean(b.operation['x-ends-session'])));
});

beforeEach(async () => {
  tokens = Object.fromEntries(await Promise.all(Object.entries(people).map(async ([role, id]) => [role, await createSession(t.db, id, 3_600_000)])));
});

afterAll(async () => {
  await t?.close();
});

/** The credential a call needs: the operator's, or a bearer token of a role it is for. */
function credential(operation: Operation): Record<string, string> {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  if (scheme === 'operatorBearer') return operatorHeaders;
  if (scheme === 'bearer') return { authorization: `Bearer ${tokens[operation['x-roles']?.[0] ?? 'Manager']}` };
  return {};
}

/** A call's address with its path parameters filled (unknown ids) and the given query. */
function address(call: Call, query: Record<string, unknown>): string {
  const path = call.path.replace(/\{(\w+)\}/g, () => randomUUID());
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

function jsonBody(operation: Operation): Schema | undefined {
  return operation.requestBody?.content['application/json']?.schema;
}

/** The minimal request the call's document describes as valid: required query parameters and body fields only. */
function minimalRequest(call: Call) {
  const query = Object.fromEntries(
    (call.operation.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => [p.name, minimal(p.schema)]),
  );
  const bodySchema = jsonBody(call.operation);
  return { query, body: bodySchema ? minimal(bodySchema) : undefined };
}

async function send(call: Call, request: { query: Record<string, unknown>; body: unknown }, headers: Record<string, string> = credential(call.operation)) {
  return t.app.inject({ method: call.method as 'GET', url: address(call, request.query), headers, ...(request.body === undefined ? {} : { payload: request.body as object }) });
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Minimal requests the server may refuse as bad input although the schema takes them: what they
 * name is checked against stored data, not against a rule a schema can state.
 */
const REFUSED_FOR_THEIR_DATA: Record<string, string> = {
  'GET /Account/MailPreference': 'the link token is not one the server issued',
  'POST /Account/SetMailPreference': 'the link token is not one the server issued',
  'POST /Account/SetupInitialPassword': 'the activation token is not one the server issued',
  'POST /Account/SetupResetPassword': 'the reset token is not one the server issued',
  'POST /HomeAdmin': 'the batch is a multipart/form-data file, which the document describes in words',
  'POST /admin/auth/setup': 'the set-up token is not one the server issued',
  'POST /Account/UploadPhoto': 'the picture is a multipart/form-data file, which the document describes in words',
  'POST /api/Import/Preview': 'the members file is a multipart/form-data file, which the document describes in words',
};

describe('the OpenAPI document tells the truth', () => {
  it('documents every call of the server and answers the shared errors with statuses each documents', async () => {
    expect(calls.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    const check = (call: Call, what: string, status: number, expected?: number) => {
      const documented = Object.keys(call.operation.responses);
      if ((expected !== undefined && status !== expected) || !documented.includes(String(status))) {
        wrong.push(`${call.method} ${call.path} ${what}: ${status}${expected ? ` (expected ${expected})` : ''}, documented ${documented.join(',')}`);
      }
    };
    for (const call of calls) {
      const { operation } = call;
      const minimalOne = minimalRequest(call);

      if (operation.security?.length) check(call, 'without a credential', (await send(call, minimalOne, {})).statusCode, 401);

      const unknownKey = await send(call, { ...minimalOne, query: { ...minimalOne.query, surelyNotAParameter: '1' } });
      check(call, 'with an unknown query parameter', unknownKey.statusCode, 400);
      if (unknownKey.statusCode === 400) expect(unknownKey.json().message).toContain("'surelyNotAParameter'");

      if (BODY_METHODS.has(call.method)) {
        const malformed = await t.app.inject({
          method: call.method as 'POST', url: address(call, minimalOne.query),
          headers: { ...credential(operation), 'content-type': 'application/json' }, payload: '{"unfinished": ',
        });
        check(call, 'with a malformed JSON body', malformed.statusCode, 400);
        const xml = await t.app.inject({
          method: call.method as 'POST', url: address(call, minimalOne.query),
          headers: { ...credential(operation), 'content-type': 'application/xml' }, payload: '<team/>',
        });
        check(call, 'with a body of another type', xml.statusCode, 415);
      }

      // Announced over the limit (and over what the server drains): refused from the headers alone.
      const url = address(call, minimalOne.query);
      check(call, 'with an oversized body', await rawStatus(port, `${call.method} ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n`), 413);
      check(call, 'with too large headers', await rawStatus(port, `${call.method} ${url} HTTP/1.1\r\nHost: x\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`), 431);

      // The minimal valid request (its ids unknown to the club): answered with a documented status,
      // and not refused as bad input unless what it names is checked against stored data.
      if (!operation.requestBody || jsonBody(operation)) {
        const answer = await send(call, minimalOne);
        check(call, 'minimal and valid', answer.statusCode);
        if (answer.statusCode === 400 && !REFUSED_FOR_THEIR_DATA[`${call.method} ${call.path}`]) {
          wrong.push(`${call.method} ${call.path} refuses a minimal valid request: ${answer.json().message}`);
        }
      }

      // 405 for another method on the path, naming the ones it has.
      const other = ['PUT', 'DELETE', 'PATCH'].find((method) => !call.pathMethods.includes(method))!;
      const notAllowed = await t.app.inject({ method: other as 'PUT', url, headers: credential(operation) });
      if (notAllowed.statusCode !== 405) wrong.push(`${other} ${call.path}: ${notAllowed.statusCode} instead of 405`);
      const allowed = new Set(call.pathMethods);
      if (allowed.has('GET')) allowed.add('HEAD');
      expect(notAllowed.headers.allow?.toString().split(', ').sort(), `${other} ${call.path}`).toEqual([...allowed].sort());
    }
    expect(wrong).toEqual([]);
  });

  it('refuses what the schemas call invalid, field by field, with 400', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const call of calls) {
      const minimalOne = minimalRequest(call);
      const variants: Array<{ what: string; query: Record<string, unknown>; body: unknown }> = [];
      for (const parameter of call.operation.parameters ?? []) {
        const bad = parameter.in === 'query' ? invalidValue(parameter.schema) : undefined;
        if (bad) variants.push({ what: `query ${parameter.name}`, query: { ...minimalOne.query, [parameter.name]: bad.value }, body: minimalOne.body });
      }
      const bodySchema = jsonBody(call.operation);
      const itemSchema = bodySchema?.type === 'array' ? bodySchema.items : undefined;
      const objectSchema = bodySchema?.type === 'object' ? bodySchema : itemSchema?.type === 'object' ? itemSchema : undefined;
      if (bodySchema) {
        const bad = invalidValue(bodySchema);
        if (bad) variants.push({ what: 'body', query: minimalOne.query, body: bad.value });
      }
      for (const [name, property] of Object.entries(objectSchema?.properties ?? {})) {
        const bad = invalidValue(property);
        if (!bad) continue;
        const item = { ...(minimal(objectSchema!) as object), [name]: bad.value };
        variants.push({ what: `field ${name}`, query: minimalOne.query, body: itemSchema ? [item] : item });
      }
      for (const variant of variants) {
        checked++;
        const answer = await send(call, variant);
        if (answer.statusCode !== 400) wrong.push(`${call.method} ${call.path} ${variant.what}: ${answer.statusCode}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('writes its patterns in ECMA-262, the dialect of JSON Schema and OpenAPI', async () => {
    const patterns: string[] = [];
    const collect = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'pattern' && typeof value === 'string') patterns.push(value);
        else if (key !== 'x-refusal') collect(value);
      }
    };
    collect((await t.app.inject({ method: 'GET', url: '/documentation/json' })).json());
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
  });

  it('takes each optional parameter and field at its least the schema allows', async () => {
    const wrong: string[] = [];
    for (const call of calls) {
      if (REFUSED_FOR_THEIR_DATA[`${call.method} ${call.path}`]) continue;
      const minimalOne = minimalRequest(call);
      const variants: Array<{ what: string; query: Record<string, unknown>; body: unknown }> = [];
      for (const parameter of call.operation.parameters ?? []) {
        if (parameter.in === 'query' && !parameter.required) {
          variants.push({ what: `query ${parameter.name}`, query: { ...minimalOne.query, [parameter.name]: minimal(parameter.schema) }, body: minimalOne.body });
        }
      }
      const bodySchema = jsonBody(call.operation);
      const itemSchema = bodySchema?.type === 'array' ? bodySchema.items : undefined;
      const objectSchema = bodySchema?.type === 'object' ? bodySchema : itemSchema?.type === 'object' ? itemSchema : undefined;
      for (const [name, property] of Object.entries(objectSchema?.properties ?? {})) {
        if (objectSchema!.required?.includes(name)) continue;
        const item = { ...(minimal(objectSchema!) as object), [name]: minimal(property) };
        variants.push({ what: `field ${name}`, query: minimalOne.query, body: itemSchema ? [item] : item });
      }
      for (const variant of variants) {
        const answer = await send(call, variant);
        if (answer.statusCode === 400) wrong.push(`${call.method} ${call.path} ${variant.what} = ${JSON.stringify(variant.query[variant.what.slice(6)] ?? '')}: ${answer.json().message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses null as a list item, and names where it is', async () => {
    const answer = await t.app.inject({
      method: 'POST', url: '/api/Team/RemoveTeams', headers: { authorization: `Bearer ${tokens.Manager}` }, payload: [null],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Item [0] of the request body is null: leave it out or send a value.');
  });

  it('answers 405 with Allow for a known path asked with another method, and 404 for an unknown path', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/Account/Login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    expect(login.json()).toMatchObject({ statusCode: 405, error: 'Method Not Allowed', message: 'GET is not allowed on /Account/Login: use POST.' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/NoSuchCall' });
    expect(unknown.statusCode).toBe(404);
  });
});
