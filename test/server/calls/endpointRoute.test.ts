import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { endpoints } from '../../../contract/endpoints.js';
import { ErrorBody } from '../../../contract/schemas.js';
import { route } from '../../../server/routes/endpointRoute.js';

describe('a route from the endpoint table (server/routes/endpointRoute.ts)', () => {
  it("takes its method, path, request and answer from the table's entry, beside what the route says itself", () => {
    const entry = endpoints.userSaveFamilySettings;
    const options = route(entry, { tags: ['User'], summary: 'Save', response: { 400: ErrorBody } });
    expect(options.method).toBe('POST');
    expect(options.url).toBe('/api/user/SaveFamilySettings');
    expect(options.schema.body).toBe(entry.body);
    expect(options.schema.response).toEqual({ 200: entry.answer, 400: ErrorBody });
    expect(options.schema.summary).toBe('Save');
  });

  it('refuses a route that writes a schema the table holds, so the two cannot drift apart', () => {
    expect(() => route(endpoints.userSaveFamilySettings, { body: Type.Object({}) })).toThrow('/api/user/SaveFamilySettings: body come from the endpoint table');
    expect(() => route(endpoints.accountTokenConfirmation, { querystring: Type.Object({}) })).toThrow('querystring');
    expect(() => route(endpoints.health, { response: { 200: Type.Object({}) } })).toThrow('200');
  });

  it('leaves a request or answer the table does not hold to the route', () => {
    const options = route(endpoints.photosById, { querystring: Type.Object({ clubSeasonId: Type.String() }) });
    expect(options.schema.querystring).toBeDefined();
    expect(options.schema).not.toHaveProperty('response');
  });
});
