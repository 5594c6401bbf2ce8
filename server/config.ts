import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';

/** The server's configuration: environment variables, all optional (architecture guide). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… to run on a PostgreSQL server; undefined for the embedded database in dataDir. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL without a pooler in between, for the migrations at start-up (DATABASE_DIRECT_URL);
   * unset: they run over databaseUrl.
   */
  databaseDirectUrl: string | undefined;
  /** A streaming replica for the reads that may lag (DATABASE_READ_URL, server/db/readReplica.ts); undefined: none. */
  databaseReadUrl: string | undefined;
  /** Beyond this lag the replica is left alone and every read goes to the primary (DATABASE_READ_MAX_LAG_SECONDS). */
  readReplicaMaxLagMs: number;
  appUrl: string;
  /** APP_URL was not set: appUrl is a guess (this machine, this PORT) that works for nobody else. */
  appUrlGuessed: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * OUTBOX_PUBLIC: whether /dev/outbox (no SMTP_URL) is served to every address. Off by default: it
   * holds working invitation and reset links, so only the machine itself (loopback) may read it.
   */
  outboxPublic: boolean;
  /** How long an operator's console session lasts (bearer token of /admin/auth/login). */
  operatorSessionLifetimeMs: number;
  seedDemo: boolean;
  /** SEED_DEMO_LANGUAGE (en | nl): the demo club's language, its e-mails' and default skills' (issue 37). */
  seedDemoLanguage: 'en' | 'nl';
  /** The built web app to serve, with a fallback to index.html for client routes. */
  webAppDir: string | undefined;
  /**
   * TRUST_PROXY: which hops of X-Forwarded-For to believe for the client address (rate limits, https).
   * Never every hop: a client writes the left part of the header itself and proxies append to it.
   */
  trustProxy: TrustProxy;
  /** How long a bearer token lives; rememberLogin is always true in the web app. */
  sessionLifetimeMs: number;
  /** How long an invitation (activation) link works: INVITATION_LIFETIME_HOURS, default 7 days. */
  invitationLifetimeMs: number;
  /** How long a password-reset link works: RESET_LIFETIME_MINUTES, default 1 hour. */
  resetLifetimeMs: number;
  /** CHECKOUT_URL: where a newly activated person goes instead of setting a password; null when unset. */
  checkoutUrl: string | null;
  /**
   * KEPT_ANSWERS_MB: the memory this server keeps built answers of the heaviest calls in (the players
   * list, a player's page; services/keptAnswers.ts), default 64 MB; 0 keeps none, every request builds
   * its answer (the benchmark measures that cost this way).
   */
  keptAnswersBytes: number;
  /** Limits on failed sign-ins and reset requests, per account and per client address. */
  rateLimits: RateLimits;
  /** The reminders' and digest's scheduler (issue 15). */
  scheduler: SchedulerConfig;
  /** Backups the server takes itself (issue 39); off unless BACKUP_DIR is set. */
  backups: BackupConfig;
}

export interface BackupConfig {
  /** BACKUP_DIR: the folder the scheduled backups go to; unset = the server takes none (npm run backup still works). */
  dir: string | undefined;
  /** BACKUP_INTERVAL_HOURS (default 24): one backup per interval, counted from midnight UTC, across every server on the database. */
  intervalMs: number;
  /** BACKUP_KEEP (default 14): the newest backups kept in BACKUP_DIR; older ones are deleted after a good one. */
  keep: number;
}

/**
 * The proxies in front of the server: false (none, the socket's address is the client's), a hop
 * count (1 behind one proxy: the right-most X-Forwarded-For entry is the client), or the proxies'
 * own addresses and CIDR ranges (every entry they appended is skipped, the first other one is the client).
 */
export type TrustProxy = false | number | string[];

export interface SchedulerConfig {
  /**
   * SCHEDULER_INTERVAL_SECONDS (default 60): how often this server looks for e-mails due and sends
   * them; 0 switches the periodic run off in this process (another server, or a test, runs it).
   */
  intervalMs: number;
  /**
   * SCHEDULER_LEASE_SECONDS (default 300): how long a server's claim on a job holds. A server that
   * dies mid-job leaves a claim that another server takes over once it has run out.
   */
  leaseMs: number;
}

export interface RateLimits {
  /** The counting window: RATE_LIMIT_WINDOW_MINUTES, default 15. A blocked account is free again after it. */
  windowMs: number;
  /** LOGIN_MAX_FAILURES (default 10) failed sign-ins per account, and 10× that per client address. */
  loginPerAccount: number;
  loginPerAddress: number;
  /** RESET_MAX_REQUESTS (default 5) reset requests per account, and 4× that per client address. */
  resetPerAccount: number;
  resetPerAddress: number;
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A positive number from the environment, or the fallback; anything else stops the server with a reason. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${value}'`);
  return n;
}

/** One of Touchline's languages (English when unset); another value stops the start with a sentence. */
function language(env: NodeJS.ProcessEnv, name: string): 'en' | 'nl' {
  const value = env[name];
  if (value === undefined || value === '') return 'en';
  if (value !== 'en' && value !== 'nl') throw new Error(`${name} must be en or nl, got '${value}'`);
  return value;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** The file of settings the server and the command-line scripts both read; the environment wins over it. */
export const ENV_FILE = '.env';

/**
 * The configuration of the server and of every script (club:create, seed): the environment, with the
 * settings of ENV_FILE in the working folder filled in where the environment has none, so that a
 * script writes the same links as the server it belongs to.
 */
export function loadSharedConfig(): Config {
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  return loadConfig();
}

/** The warning of a guessed APP_URL, for the server's start-up and the scripts that write links. */
export function guessedAppUrlWarning(config: Pick<Config, 'appUrl' | 'appUrlGuessed'>): string | undefined {
  if (!config.appUrlGuessed) return undefined;
  return (
    `APP_URL is not set: e-mailed links point at ${config.appUrl} (this machine, PORT), which works only for someone on this machine ` +
    `while the server listens there. Set APP_URL to the address people open Touchline at, in the environment or in ${ENV_FILE} ` +
    '(read by the server and by npm run club:create alike).'
  );
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
    databaseDirectUrl: databaseUrl ? env.DATABASE_DIRECT_URL || undefined : undefined,
    databaseReadUrl: databaseUrl ? env.DATABASE_READ_URL || undefined : undefined,
    readReplicaMaxLagMs: positive(env, 'DATABASE_READ_MAX_LAG_SECONDS', 5) * 1000,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    appUrlGuessed: !env.APP_URL,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Touchline <no-reply@touchline.local>',
    outboxPublic: flag(env.OUTBOX_PUBLIC, false),
    operatorSessionLifetimeMs: 12 * 60 * MINUTE_MS,
    seedDemo: flag(env.SEED_DEMO, databaseUrl === undefined),
    seedDemoLanguage: language(env, 'SEED_DEMO_LANGUAGE'),
    webAppDir: path.resolve(env.WEB_APP_DIR ?? './dist'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    sessionLifetimeMs: 30 * DAY_MS,
    invitationLifetimeMs: positive(env, 'INVITATION_LIFETIME_HOURS', 7 * 24) * 60 * MINUTE_MS,
    resetLifetimeMs: positive(env, 'RESET_LIFETIME_MINUTES', 60) * MINUTE_MS,
    checkoutUrl: env.CHECKOUT_URL || null,
    keptAnswersBytes: nonNegative(env, 'KEPT_ANSWERS_MB', 64) * 1024 * 1024,
    rateLimits: rateLimits(env),
    scheduler: {
      intervalMs: nonNegative(env, 'SCHEDULER_INTERVAL_SECONDS', 60) * 1000,
      leaseMs: positive(env, 'SCHEDULER_LEASE_SECONDS', 300) * 1000,
    },
    backups: {
      dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
      intervalMs: positive(env, 'BACKUP_INTERVAL_HOURS', 24) * 60 * MINUTE_MS,
      keep: Math.floor(positive(env, 'BACKUP_KEEP', 14)),
    },
  };
}

/** As positive(), with 0 allowed (a switch that turns something off). */
function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === '0') return 0;
  return positive(env, name, fallback);
}

function rateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const loginPerAccount = Math.floor(positive(env, 'LOGIN_MAX_FAILURES', 10));
  const resetPerAccount = Math.floor(positive(env, 'RESET_MAX_REQUESTS', 5));
  return {
    windowMs: positive(env, 'RATE_LIMIT_WINDOW_MINUTES', 15) * MINUTE_MS,
    loginPerAccount,
    loginPerAddress: loginPerAccount * 10,
    resetPerAccount,
    resetPerAddress: resetPerAccount * 4,
  };
}

/** The names proxy-addr (Fastify's trustProxy) knows for ranges of addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address!);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify takes it. "true" (believe every hop) is refused with the way to say it
 * right: behind it a client's own `X-Forwarded-For: 127.0.0.1` would be taken for the machine itself.
 */
export function trustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'yes', 'on'].includes(text)) {
    throw new Error(
      `TRUST_PROXY=${value} would believe every address in X-Forwarded-For, which clients write themselves. ` +
        'Name the proxies instead: the number of proxies in front of the server (TRUST_PROXY=1 behind one reverse proxy, ' +
        '2 behind a load balancer and a proxy), or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1).',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(`TRUST_PROXY must be a number of proxies or a comma-separated list of addresses and CIDR ranges; '${wrong.join("', '")}' is neither.`);
  }
  return entries;
}
