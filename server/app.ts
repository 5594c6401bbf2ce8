import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from './context.js';
import type { TrustProxy } from './config.js';
import { clockPlugin, configPlugin, databasePlugin, mailPlugin } from './plugins/context.js';
import { schedulerPlugin } from './plugins/scheduler.js';
import { registerDatabaseGate } from './plugins/databaseGate.js';
import { registerErrorHandling } from './plugins/errors.js';
import { ajvValidation } from './plugins/validation.js';
import { registerSecurityHeaders } from './plugins/securityHeaders.js';
import { registerBodyLimits } from './plugins/bodyLimits.js';
import { registerCompression } from './plugins/compression.js';
import { registerInputGuards } from './plugins/inputGuards.js';
import { methodNotAllowed } from './plugins/methodNotAllowed.js';
import { answerFrameworkError, BODY_LIMIT_BYTES } from './plugins/requestShapeErrors.js';
import { chooseLogFormat, ReadableRequestLog, readableLogStream, redactUrl } from './plugins/logging.js';
import { routes } from './routes/index.js';
import { APP_VERSION } from './version.js';
import { SERVER_PATH_PREFIXES } from '../contract/serverPaths.js';
import { PAGE_LOCALES, PRERENDERED_PAGES, SHELL_PAGES, chosenCookieLocale, publicPageFile, webAppFile } from '../contract/prerenderedPages.js';
import { preferredLanguage } from './domain/language.js';

export type { AppContext } from './context.js';

/** The options of the Fastify instance the server runs on (they cannot be set by a plugin). */
export function serverOptions(context: AppContext, logger: FastifyServerOptions['logger'] = false): FastifyServerOptions {
  const readable = logger === true && chooseLogFormat() === 'pretty';
  return {
    // A readable log says each request on one line, not Fastify's two JSON lines.
    ...(readable ? { logController: new ReadableRequestLog() } : {}),
    logger:
      logger === true
        ? {
            // Request logs without secrets: no headers, no bodies, tokens in query strings masked.
            serializers: {
              req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
            },
            ...(readable ? { stream: readableLogStream() } : {}),
          }
        : logger,
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: ajvValidation,
    frameworkErrors: answerFrameworkError,
    trustProxy: fastifyTrustProxy(context.config.trustProxy),
  };
}

/**
 * TRUST_PROXY as Fastify's trustProxy. A hop count becomes a function: Fastify 5.12 trusts no hop
 * at all for a plain number (it cannot check who the nearest peer is), while the operator who sets
 * a count says exactly that: this many proxies stand in front of the server.
 */
function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * The whole server as one plugin: the Auth service, the main API and the web app. Its shared parts
 * (configuration, database, mail) are decorated first; then what every call has (security headers,
 * the error shape, input guards, the OpenAPI document); then the calls, area by area.
 */
export const touchline = fp<AppContext>(
  async (app, context) => {
    await app.register(configPlugin, { config: context.config });
    await app.register(databasePlugin, { database: context.database });
    await app.register(mailPlugin);
    await app.register(clockPlugin, { clock: context.clock });
    await app.register(schedulerPlugin);

    await registerSecurityHeaders(app);
    await registerErrorHandling(app);
    await app.register(methodNotAllowed);
    await registerCompression(app);
    // Before the routes, so every call (including calls added later) has them.
    registerBodyLimits(app);
    registerInputGuards(app);

    await app.register(swagger, {
      openapi: {
        info: { title: 'Touchline API', version: APP_VERSION, description: 'The Auth service and the main API of Touchline.' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            operatorBearer: { type: 'http', scheme: 'bearer', description: "An operator's token (/admin/auth/login): the console's calls only, never a club's." },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/documentation', staticCSP: true });

    // The calls, behind the database gate: while PostgreSQL cannot be reached they answer 503 at once
    // (the web app's files are outside it, so the app still loads and can say so).
    await app.register(async (calls) => {
      await registerDatabaseGate(calls, context.database);
      await calls.register(routes);
    });

    registerWebApp(app, context.config.webAppDir);
  },
  { name: 'touchline' },
);

/**
 * Builds the server on a Fastify instance of its own. Tests call this with a fresh database and use
 * `app.inject`; main.ts only listens and shuts down.
 */
export async function buildApp(
  context: AppContext,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(context, logger)).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(touchline, context);
  return app;
}

/** Files of the built web app that say which version of the app runs: never taken from a cache without asking. */
const ALWAYS_FRESH = new Set(['/sw.js', '/manifest.webmanifest']);

/** A path whose last part has an extension names a file, never a page of the app. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** Vite names every file under /assets/ after a hash of its content: a new version is a new name. */
const HASHED_ASSETS = '/assets/';
const KEEP_HASHED = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app, and for every client route its page (webAppFile: a prerendered page or
 * index.html) so clean URLs work on reload.
 * The scripts and styles are served as the build compressed them (name.js.br, name.js.gz next to
 * name.js); source maps are never served, even when a build left some in the folder.
 */
function registerWebApp(app: FastifyInstance, webAppDir: string | undefined): void {
  const indexFile = webAppDir && path.join(webAppDir, 'index.html');
  const hasWebApp = indexFile !== undefined && existsSync(indexFile);
  // The pages the build rendered into HTML (issue 26), those of them this build has.
  const pageFiles = [
    ...PRERENDERED_PAGES.flatMap((page) => PAGE_LOCALES.map((locale) => publicPageFile(page.file, locale))),
    ...SHELL_PAGES.map((page) => page.file),
  ];
  const prerendered = new Set<string>(hasWebApp ? pageFiles.filter((file) => existsSync(path.join(webAppDir!, file))) : []);
  if (hasWebApp) {
    app.register(fastifyStatic, { root: webAppDir!, index: false, wildcard: false, maxAge: '1h', preCompressed: true, globIgnore: ['**/*.map'] });
    // @fastify/static writes its own cache-control after `setHeaders`, so the exceptions are made here.
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url ?? '';
      if (ALWAYS_FRESH.has(url)) reply.header('cache-control', 'no-cache');
      else if (url.startsWith(HASHED_ASSETS) && reply.statusCode === 200) reply.header('cache-control', KEEP_HASHED);
      return payload;
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A miss under the server's own paths is a JSON 404, never the web app; so is a missing file
    // (an old hashed script, a source map, /favicon.ico): index.html in its place would break the
    // page, or tell a crawler or a browser that HTML is the file it asked for.
    const pathname = request.url.split('?')[0]!;
    const isApi = SERVER_PATH_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const isFile = pathname.startsWith(HASHED_ASSETS) || FILE_NAME.test(pathname);
    if (hasWebApp && request.method === 'GET' && !isApi && !isFile) {
      // The public pages and the managers' shell the build rendered into HTML (issue 26) paint before
      // the script arrives, in the language the person chose (the cookie), or until they have chosen
      // the browser's (Accept-Language: a browser set to Dutch gets the Dutch sign-in page at once,
      // issue 37, as the app then follows navigator.languages). The answer differs by both headers, so
      // a cache must keep one per pair. A build without a language's page answers the English one.
      const locale = chosenCookieLocale(request.headers.cookie) ?? preferredLanguage(request.headers['accept-language'], 'en');
      const page = [webAppFile(pathname, locale), webAppFile(pathname, 'en')].find((candidate) => prerendered.has(candidate)) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').sendFile(page, { cacheControl: false });
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `There is no ${request.method} ${pathname}.` });
  });
}
