import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * A plugin that declares one topic's calls (`app.route({ ...route(endpoints.x, schema), handler })`),
 * whoever may make them: routes/index.ts gives each call the checks of the audience its entry in the
 * endpoint table names. An area's index.ts lists its topics' plugins and nothing more.
 */
export type RoutePlugin = FastifyPluginAsyncTypebox;
