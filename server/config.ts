import path from 'node:path';

/** The server's configuration: environment variables, all optional (architecture guide). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… to run on a PostgreSQL server; undefined for the embedded database in dataDir. */
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminToken: string | undefined;
  seedDemo: boolean;
  /** The built web app to serve, with a fallback to index.html for client routes. */
  webAppDir: string | undefined;
  /** How long a bearer token lives; rememberLogin is always true in the web app. */
  sessionLifetimeMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Touchline <no-reply@touchline.local>',
    adminToken: env.ADMIN_TOKEN || undefined,
    seedDemo: flag(env.SEED_DEMO, databaseUrl === undefined),
    webAppDir: path.resolve(env.WEB_APP_DIR ?? './dist'),
    sessionLifetimeMs: 30 * DAY_MS,
  };
}
