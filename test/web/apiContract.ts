import { inject } from 'vitest';
import { Value } from 'typebox/value';

/**
 * The fetch fixtures of the web tests against the real server's declared answers (serverAnswers.ts,
 * read from its route modules): a fixture for a route the server does not have, or a 200 answer that
 * is not what the route declares, fails the test. So the fixtures cannot drift from the API.
 */
const answers = inject('serverAnswers');

/** Why an answer breaks the contract of its route, or undefined when it keeps it. */
export function contractViolation(method: string, path: string, status: number, body: unknown): string | undefined {
  const key = routeKey(method, path.toLowerCase());
  if (!key) return `${method} ${path} is not a route of the server`;
  const schema = answers[key];
  if (status !== 200 || body === undefined || !schema) return undefined;
  if (Value.Check(schema, body)) return undefined;
  const errors = [...Value.Errors(schema, body)].slice(0, 3).map((error) => `${error.instancePath || '/'} ${error.message}`);
  return `${method} ${path}: the fixture is not what the server answers (${errors.join('; ')})`;
}

/** The route a request goes to: its literal path, or a route with parameters (/admin/rest/people/:id). */
function routeKey(method: string, path: string): string | undefined {
  const literal = `${method} ${path}`;
  if (literal in answers) return literal;
  return Object.keys(answers).find((key) => {
    const [routeMethod, routePath] = key.split(' ');
    if (routeMethod !== method || !routePath!.includes(':')) return false;
    const pattern = routePath!.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    return new RegExp(`^${pattern}$`).test(path);
  });
}
