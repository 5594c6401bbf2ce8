/**
 * `npm start` (issue 42): a restart in seconds. In this order:
 *
 * 1. the data folder's lock (server/db/lock.ts), so a second server on the same folder is told no at
 *    once, before anything is built; the lock is held through the build, so two starts never build
 *    into dist/ at the same time, and the server takes it over (same process);
 * 2. the web app is built again only when its sources differ from those of the last build that
 *    succeeded: a fingerprint of every file the build reads (WEB_APP_SOURCES, and the VITE_ settings)
 *    is compared with the stamp written into dist/ after that build; one line says which it was;
 * 3. the server (server/main.ts) in this process, with NODE_ENV=production.
 *
 * `npm run build` and `npm test` build with vite alone and write no stamp: the next start builds
 * again, to be sure of what it serves.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What `vite build` reads, relative to the project folder: folders are read whole. */
export const WEB_APP_SOURCES = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/prerenderPlugin.ts',
  'tsconfig.json',
  'package-lock.json',
  // Vite's own settings files for a production build (its VITE_ variables).
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
] as const;

/** The stamp of the last build that succeeded, in the build's folder (a dot file: never served). */
export const BUILD_STAMP = '.touchline-build.json';

export interface BuildStamp {
  /** Each source file's sha-256, by its path relative to the project folder ('/' separated). */
  files: Record<string, string>;
  /** The VITE_ variables of the environment, which the build writes into the scripts. */
  settings: Record<string, string>;
}

export type BuildDecision = { action: 'reuse'; reason: string } | { action: 'rebuild'; reason: string };

function filesUnder(root: string, relative: string, into: string[]): void {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) filesUnder(root, path.posix.join(relative, entry), into);
  } else {
    into.push(relative);
  }
}

/** The fingerprint of the web app's sources in `root` now, and of the build's settings. */
export function currentSources(root: string, env: NodeJS.ProcessEnv = process.env): BuildStamp {
  const paths: string[] = [];
  for (const source of WEB_APP_SOURCES) filesUnder(root, source, paths);
  const files: Record<string, string> = {};
  for (const file of paths) files[file] = createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex');
  const settings: Record<string, string> = {};
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_')).sort()) settings[name] = env[name] ?? '';
  return { files, settings };
}

function readStamp(outDir: string): BuildStamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(path.join(outDir, BUILD_STAMP), 'utf8')) as BuildStamp;
    return stamp && typeof stamp.files === 'object' && typeof stamp.settings === 'object' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

const named = (names: string[]) => (names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`);

/** Whether the build in `outDir` is one of the sources `now`: 'reuse' it, or 'rebuild' (and why). */
export function decideBuild(outDir: string, now: BuildStamp): BuildDecision {
  if (!existsSync(path.join(outDir, 'index.html'))) return { action: 'rebuild', reason: 'there is no earlier build' };
  const stamp = readStamp(outDir);
  if (!stamp) return { action: 'rebuild', reason: 'the earlier build was not made by npm start' };
  const changed = [...new Set([...Object.keys(now.files), ...Object.keys(stamp.files)])]
    .filter((file) => now.files[file] !== stamp.files[file])
    .sort();
  const settings = [...new Set([...Object.keys(now.settings), ...Object.keys(stamp.settings)])]
    .filter((name) => now.settings[name] !== stamp.settings[name])
    .sort();
  if (changed.length + settings.length === 0) return { action: 'reuse', reason: 'its sources are unchanged since the last build' };
  return { action: 'rebuild', reason: `${named([...changed, ...settings])} changed since the last build` };
}

/** Written after a build that succeeded, with the sources read before it started. */
export function writeBuildStamp(outDir: string, stamp: BuildStamp): void {
  writeFileSync(path.join(outDir, BUILD_STAMP), `${JSON.stringify(stamp)}\n`);
}

/** The steps of a start, in their order; tests hand in their own. */
export interface StartSteps {
  /** Takes the data folder's lock (embedded database), or throws the sentence that says who holds it. */
  lock: () => void;
  decide: () => BuildDecision;
  build: () => Promise<void>;
  serve: () => Promise<void>;
  say: (line: string) => void;
}

export async function start(steps: StartSteps): Promise<void> {
  steps.lock();
  const decision = steps.decide();
  if (decision.action === 'reuse') {
    steps.say(`Web app: reused (${decision.reason}).`);
  } else {
    steps.say(`Web app: rebuilding, ${decision.reason}…`);
    await steps.build();
  }
  await steps.serve();
}

function viteBuild(root: string): Promise<void> {
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the web app's build failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}

async function main(): Promise<void> {
  const root = process.cwd();
  const { loadSharedConfig } = await import('../server/config.js');
  const { lockDataDir } = await import('../server/db/lock.js');
  const config = loadSharedConfig();
  // vite.config.ts builds into dist/ of the project folder.
  const outDir = path.join(root, 'dist');
  let unlock: (() => void) | undefined;
  let sources: BuildStamp | undefined;
  try {
    await start({
      lock: () => {
        if (!config.databaseUrl) unlock = lockDataDir(config.dataDir);
      },
      decide: () => {
        sources = currentSources(root);
        return decideBuild(outDir, sources);
      },
      build: async () => {
        await viteBuild(root);
        writeBuildStamp(outDir, sources!);
      },
      serve: async () => {
        // The server takes the lock over (it holds this process's id) and frees it when it stops.
        process.env.NODE_ENV = 'production';
        await import('../server/main.js');
      },
      say: (line) => console.log(line),
    });
  } catch (error) {
    unlock?.();
    console.error(`Touchline could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
