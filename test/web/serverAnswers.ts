import type { TestProject } from 'vitest/node';
import { routePlugins } from '../../server/routes/index';

/**
 * Global set-up of the web tests (in Node, before the happy-dom workers start): the answers the real
 * server declares, read from its own route plugins (every area's, server/routes/). Each module runs against a stand-in that only
 * records `app.get/post(path, { schema: { response } })` and `app.route({ method, url, schema })`; the 200 schemas (plain JSON Schema) are
 * handed to the tests as `serverAnswers` (apiContract.ts checks the fetch fixtures against them).
 */
type Schema = Record<string, unknown>;

export default async function collectServerAnswers(project: TestProject) {
  const answers: Record<string, Schema | null> = {};
  const recorder: unknown = new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'get' || property === 'post') {
          return (path: string, options?: { schema?: { response?: Record<number, Schema> } }) => {
            answers[`${property.toUpperCase()} ${path.toLowerCase()}`] = options?.schema?.response?.[200] ?? null;
          };
        }
        // Routes declared from the endpoint table: app.route({ method, url, schema, handler }).
        if (property === 'route') {
          return (options: { method: string | string[]; url: string; schema?: { response?: Record<number, Schema> } }) => {
            for (const method of [options.method].flat()) answers[`${method.toUpperCase()} ${options.url.toLowerCase()}`] = options.schema?.response?.[200] ?? null;
          };
        }
        // Route modules register sub-plugins of their own (two arguments); Fastify's plugins are skipped.
        if (property === 'register') {
          return async (plugin: (app: unknown, options: unknown) => Promise<void>, options: unknown) => {
            if (plugin.length < 3) await plugin(recorder, options);
          };
        }
        return () => recorder;
      },
    },
  );
  for (const plugin of routePlugins) await (plugin as unknown as (app: unknown, options: unknown) => Promise<void>)(recorder, {});
  project.provide('serverAnswers', JSON.parse(JSON.stringify(answers)) as Record<string, Schema | null>);
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverAnswers: Record<string, Record<string, unknown> | null>;
  }
}
