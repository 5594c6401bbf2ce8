import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/repositories/accounts/sessions.js';
import { bearer, createOperator, createTestApp, type TestApp } from '../testApp.js';
import {
  bodyFields, documentedCalls, injectOptions, malformedBodies, malformedValues, plausibleRequest, refersToClubData, takesOneObject,
  withField, type Call, type RequestValues,
} from '../securityCalls.js';
import { buildSecurityClubs, changedTables, databaseDump, rowsMentioning, type SecurityClubs } from '../securityClubs.js';

/**
 * The security suite, generated from the OpenAPI document: every call the server documents is
 * tried anonymously, with the wrong role, with another club's ids and with malformed values. A call
 * added to the server is covered without editing this file; a call that must be open to anonymous
 * callers has to be listed below, with the reason.
 */
let operatorHeaders: Record<string, string>;

const PUBLIC_CALLS: Record<string, string> = {
  'POST /Account/Login': 'signing in is how a session starts',
  'GET /api/health': 'load balancers and monitors check it without credentials',
  'GET /photos/{id}': 'pictures are shown by <img> elements, which send no token; their ids are random',
  'GET /Account/TokenConfirmation': 'the invitation link is opened before the person has an account; its token is the credential',
  'GET /Account/ResetPasswordTokenValidation': 'the reset link is opened by someone who cannot sign in; its token is the credential',
  'POST /Account/SetupInitialPassword': 'sets the first password with the invitation token',
  'POST /Account/SetupResetPassword': 'sets a new password with the reset token',
  'POST /Account/ResetPassword': 'someone who forgot their password asks for a link',
  'GET /api/user/GetTermsAndPrivacy': 'the terms are read before accepting an invitation',
  'GET /dev/outbox': 'the mailbox of a server without SMTP_URL, for the person trying Touchline on one machine',
  'GET /dev/outbox/{id}': 'one message of that mailbox',
  'GET /Account/MailPreference': "the e-mails' unsubscribe link is opened without signing in; its signed, single-purpose token is the credential",
  'POST /Account/SetMailPreference': 'records that unsubscribe (or undoes it) with the same token',
  'POST /admin/auth/login': "an operator's sign-in (password and TOTP) is how a console session starts",
  'GET /admin/auth/setup': "a new operator's set-up link is opened before they have a password; its token is the credential",
  'POST /admin/auth/setup': "finishes that set-up (password and the first code) with the link's token",
};

let t: TestApp;
let clubs: SecurityClubs;
let calls: Call[];

beforeAll(async () => {
  t = await createTestApp();
  operatorHeaders = (await createOperator(t)).headers;
  clubs = await buildSecurityClubs(t.db);
  calls = await documentedCalls(t.app);
});
afterAll(() => t?.close());

/** Each test sends hundreds to thousands of requests: seconds on a quiet machine, more on a busy one. */
const SUITE_TIMEOUT_MS = 180_000;

/** Sends requests a few at a time (the embedded database serves one query at a time anyway). */
async function sendAll(requests: Array<() => Promise<LightMyRequestResponse>>): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (let i = 0; i < requests.length; i += 8) {
    responses.push(...(await Promise.all(requests.slice(i, i + 8).map((send) => send()))));
  }
  return responses;
}

const send = async (call: Call, values: RequestValues, headers: Record<string, string> = {}) =>
  t.app.inject(injectOptions(call, values, call.endsSession ? await withOwnSession(headers) : headers));

/** A call that ends its session (sign-out) gets a session of its own, so the shared tokens stay valid. */
async function withOwnSession(headers: Record<string, string>): Promise<Record<string, string>> {
  const roles = ['manager', 'trainer', 'player'] as const;
  const role = roles.find((r) => headers.authorization === bearer(clubs.tokens[r]).authorization);
  if (!role) return headers;
  return { ...headers, ...bearer(await createSession(t.db, clubs.ours[role], 3_600_000)) };
}

type Person = keyof SecurityClubs['tokens'];
const ROLE_OF: Record<Person, string> = { manager: 'Manager', trainer: 'Trainer', player: 'Player' };

/** Whether the call is for this person's role (x-roles; a call without it is for everyone signed in). */
const isFor = (call: Call, person: Person) => call.roles === undefined || call.roles.includes(ROLE_OF[person]);

/**
 * The credentials a call is meant to be used with: the operator's, or the bearer token of our
 * manager (of our trainer or player for the calls that are theirs only), or none.
 */
function rightfulHeaders(call: Call): Record<string, string> {
  if (call.access === 'admin') return operatorHeaders;
  if (call.access === 'bearer') {
    const person = (['manager', 'trainer', 'player'] as const).find((p) => isFor(call, p)) ?? 'manager';
    return bearer(clubs.tokens[person]);
  }
  return {};
}

const brief = (response: LightMyRequestResponse) => `${response.statusCode} ${response.body.slice(0, 160)}`;

describe('the OpenAPI document', () => {
  it('documents the calls of every area, and lists each call open to anonymous callers here with the reason', () => {
    expect(calls.length).toBeGreaterThan(50);
    const open = calls.filter((call) => call.access === 'public').map((call) => call.label).sort();
    expect(open).toEqual(Object.keys(PUBLIC_CALLS).sort());
  });
});

describe('every call that needs credentials', () => {
  it('answers 401 without them, with a made-up token, and with the credential of the other kind', async () => {
    const failures: string[] = [];
    const guarded = calls.filter((call) => call.access !== 'public');
    const attempts: Array<[string, Record<string, string>]> = [
      ['no credentials', {}],
      ['a made-up bearer token', { authorization: 'Bearer made-up-token' }],
      ['a malformed Authorization header', { authorization: 'Basic bWU6cGFzcw==' }],
    ];
    for (const call of guarded) {
      const values = plausibleRequest(call, clubs.ours);
      const tries = [
        ...attempts,
        call.access === 'admin'
          ? (['a club manager\'s bearer token', bearer(clubs.tokens.manager)] as [string, Record<string, string>])
          : (['an operator\'s token', operatorHeaders] as [string, Record<string, string>]),
      ];
      const responses = await sendAll(tries.map(([, headers]) => () => send(call, values, headers)));
      responses.forEach((response, i) => {
        if (response.statusCode !== 401) failures.push(`${call.label} with ${tries[i]![0]}: ${brief(response)}`);
      });
    }
    expect(failures).toEqual([]);
  }, SUITE_TIMEOUT_MS);
});

// Refused requests first, while the clubs are as built; the later tests may change our club's data.
describe('malformed values', () => {
  it('are answered with a 4xx for every parameter and field of every call, and change nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const call of calls) {
      const values = plausibleRequest(call, clubs.ours);
      const variants: Array<[string, RequestValues]> = [];
      for (const param of call.params) {
        for (const bad of malformedValues(param.schema, param.name, 'url', param.required)) {
          variants.push([`${param.name} = ${bad.label}`, withField(values, 'param', param.name, bad.value)]);
        }
      }
      for (const field of call.body ? bodyFields(call.body) : []) {
        for (const bad of malformedValues(field.schema, field.name, 'json', field.required)) {
          variants.push([`${field.name}: ${bad.label}`, withField(values, 'body', field.name, bad.value)]);
        }
      }
      // A body that is a list may not be endless either.
      if (call.body?.type === 'array' && Array.isArray(values.body)) {
        variants.push(['a body of 100,000 items', { ...values, body: Array.from({ length: 100_000 }, () => (values.body as unknown[])[0]) }]);
      }
      // Whole bodies in place of the JSON body: refused when the call needs one object (or for any
      // call when no body could be read so); a call that takes no body may ignore them.
      const bodyVariants: Array<[string, RequestValues]> = [];
      const ignorable: Array<[string, RequestValues]> = [];
      if (call.method !== 'GET') {
        for (const { label, payload, contentType, anyShape } of malformedBodies()) {
          const variant: [string, RequestValues] = [`body = ${label}`, { ...values, rawBody: { payload, contentType } }];
          if (takesOneObject(call) || (call.body && anyShape)) bodyVariants.push(variant);
          else ignorable.push(variant);
        }
      }
      const refused = [...variants, ...bodyVariants];
      const before = await databaseDump(t.db);
      const responses = await sendAll(refused.map(([, v]) => () => send(call, v, rightfulHeaders(call))));
      const changed = changedTables(before, await databaseDump(t.db));
      if (changed.length > 0) failures.push(`${call.label} with malformed values changed ${changed.join(', ')}`);
      responses.forEach((response, i) => {
        const label = refused[i]![0];
        if (response.statusCode < 400 || response.statusCode >= 500) failures.push(`${call.label} with ${label}: ${brief(response)}`);
        else if (!response.json().message) failures.push(`${call.label} with ${label}: ${response.statusCode} without a message`);
      });
      const others = await sendAll(ignorable.map(([, v]) => () => send(call, v, rightfulHeaders(call))));
      others.forEach((response, i) => {
        if (response.statusCode >= 500) failures.push(`${call.label} with ${ignorable[i]![0]}: ${brief(response)}`);
      });
      sent += responses.length + others.length;
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, SUITE_TIMEOUT_MS);
});

describe("another club's ids", () => {
  it('are answered as missing (4xx) or with nothing of that club, and change nothing of it', async () => {
    const failures: string[] = [];
    for (const call of calls.filter((c) => c.access === 'bearer')) {
      const values = plausibleRequest(call, clubs.ours);
      const variants: Array<[string, RequestValues]> = [];
      for (const param of call.params.filter((p) => refersToClubData(p.name, p.schema))) {
        for (const id of clubs.theirIds) variants.push([`${param.name}=${id}`, withField(values, 'param', param.name, id)]);
      }
      for (const field of call.body ? bodyFields(call.body) : []) {
        if (!refersToClubData(field.name, field.schema)) continue;
        const isList = field.schema.type === 'array';
        for (const id of clubs.theirIds) variants.push([`${field.name}: ${id}`, withField(values, 'body', field.name, isList ? [id] : id)]);
      }
      if (variants.length === 0) continue;
      const theirRowsBefore = rowsMentioning(await databaseDump(t.db), clubs.theirIds);
      const responses = await sendAll(variants.map(([, v]) => () => send(call, v, rightfulHeaders(call))));
      responses.forEach((response, i) => {
        const [label, variant] = variants[i]!;
        const sent = JSON.stringify(variant);
        const leaked = [...clubs.theirMarkers, ...clubs.theirIds.filter((id) => !sent.includes(id))].filter((text) => response.body.includes(text));
        if (response.statusCode >= 500) failures.push(`${call.label} with ${label}: ${brief(response)}`);
        else if (leaked.length > 0) failures.push(`${call.label} with ${label} shows the other club's ${leaked.join(', ')}`);
      });
      // Our own data may change (a call may ignore an id it does not need); theirs may not.
      const changed = changedTables(theirRowsBefore, rowsMentioning(await databaseDump(t.db), clubs.theirIds));
      if (changed.length > 0) failures.push(`${call.label} with the other club's ids changed its rows in ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  }, SUITE_TIMEOUT_MS);
});

describe('the calls for some roles only', () => {
  it('answer 403 to the other roles (managers included), and the calls for everyone let every role in', async () => {
    const failures: string[] = [];
    const bearerCalls = calls.filter((c) => c.access === 'bearer');
    expect(bearerCalls.some((c) => c.roles && !c.roles.includes('Manager'))).toBe(true);
    for (const call of bearerCalls) {
      const values = plausibleRequest(call, clubs.ours);
      // The refusals first: a call the role may use could change what the others then see. The
      // manager is not let in here: the earlier tests send every call as the manager already, and a
      // plausible removal would end the sessions of our trainer and player.
      const refused = (['manager', 'trainer', 'player'] as const).filter((person) => !isFor(call, person));
      const allowed = (['trainer', 'player'] as const).filter((person) => isFor(call, person));
      for (const person of [...refused, ...allowed]) {
        const response = await send(call, values, bearer(clubs.tokens[person]));
        if (!isFor(call, person) && response.statusCode !== 403) failures.push(`${call.label} as ${person}: ${brief(response)}, expected 403`);
        if (isFor(call, person) && (response.statusCode === 401 || response.statusCode >= 500)) failures.push(`${call.label} as ${person}: ${brief(response)}`);
      }
    }
    expect(failures).toEqual([]);
  }, SUITE_TIMEOUT_MS);
});
