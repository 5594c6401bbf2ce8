import type { Ajv, Plugin } from 'ajv';
import ajvFormats from 'ajv-formats';
import { REFUSAL_KEYWORD } from '../../contract/schemas.js';

/**
 * A GUID as PostgreSQL's uuid type reads it. ajv-formats also accepts the 'urn:uuid:' form, which
 * the database refuses: such an id would pass the schema and fail in the query (a 500) instead of
 * being answered 400 like any other malformed id.
 */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function databaseGuids(ajv: Ajv): Ajv {
  return ajv.addFormat('uuid', GUID);
}

/**
 * E-mail addresses are checked by the calls themselves (contract/email.ts), which name every problem
 * of an invitation at once rather than the first one only: the schema's format says what they take,
 * and the format's check is theirs.
 */
function emailsCheckedByTheCalls(ajv: Ajv): Ajv {
  return ajv.addFormat('email', () => true);
}

/** The contract's refusal sentences are annotations, not rules (ajv's strict mode refuses unknown keywords). */
function refusalAnnotation(ajv: Ajv): Ajv {
  return ajv.addKeyword({ keyword: REFUSAL_KEYWORD });
}

/** Fastify's request validation (the `ajv` server option): the usual formats, with GUIDs the database takes. */
export const ajvValidation = {
  // ajv-formats given here (Fastify adds it by itself only when no plugin is named so), then the GUID over it.
  plugins: [[ajvFormats as Plugin<unknown>, {}] as [Plugin<unknown>, unknown], databaseGuids as Plugin<unknown>, refusalAnnotation as Plugin<unknown>, emailsCheckedByTheCalls as Plugin<unknown>],
};
