import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../contract/endpoints.js';
import { ErrorBody } from '../../contract/schemas.js';

/**
 * A route's method and address from the endpoint table (contract/endpoints.ts), so the path is written
 * once for the server and the web app: `app.route({ ...route(endpoints.userGetFamilySettings), schema, handler })`.
 */
export const route = <E extends Endpoint>(endpoint: E) => ({ method: endpoint.method, url: endpoint.path });

/**
 * Documents every call of a protected scope the same way, so its routes do not write it by hand: the
 * scope's credential in `security` and the 401 answer (the role groups' 403 is added by onlyFor,
 * plugins/auth.ts). A route that names its own keeps it.
 */
export function documentCredential(scope: FastifyInstance, scheme: 'bearer' | 'operatorBearer'): void {
  scope.addHook('onRoute', (options) => {
    const schema = (options.schema ??= {}) as Record<string, unknown>;
    schema.security ??= [{ [scheme]: [] }];
    const response = (schema.response ??= {}) as Record<string, unknown>;
    response[401] ??= ErrorBody;
  });
}
