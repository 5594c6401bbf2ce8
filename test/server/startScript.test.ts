import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_STAMP, currentSources, decideBuild, start, writeBuildStamp, type StartSteps } from '../../scripts/start.js';

/**
 * `npm start` builds the web app only when its sources changed since the last build, and refuses a
 * second server on a locked data folder before it builds anything (issue 42). About files and one
 * process, not the database: it runs in the embedded project.
 */
const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');
const startScript = path.resolve('scripts/start.ts');
const folders: string[] = [];
const folder = (name: string) => {
  const made = mkdtempSync(path.join(tmpdir(), `touchline-${name}-`));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

/** A project folder with the web app's sources and a build in dist/, as `npm start` leaves it. */
function builtTree(): { root: string; outDir: string } {
  const root = folder('tree');
  mkdirSync(path.join(root, 'src/people'), { recursive: true });
  mkdirSync(path.join(root, 'contract'));
  mkdirSync(path.join(root, 'public'));
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'src/main.tsx'), 'export const app = 1;\n');
  writeFileSync(path.join(root, 'src/people/PeopleList.tsx'), 'export const list = 1;\n');
  writeFileSync(path.join(root, 'contract/limits.ts'), 'export const limit = 5;\n');
  writeFileSync(path.join(root, 'public/robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html>\n');
  writeFileSync(path.join(root, 'vite.config.ts'), 'export default {};\n');
  writeFileSync(path.join(root, 'package-lock.json'), '{}\n');
  writeFileSync(path.join(root, 'server/main.ts'), 'export {};\n');
  const outDir = path.join(root, 'dist');
  mkdirSync(outDir);
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>\n');
  writeBuildStamp(outDir, currentSources(root, {}));
  return { root, outDir };
}

describe.skipIf(process.env.TOUCHLINE_TEST_DATABASE !== 'embedded')('npm start builds the web app only when its sources changed', () => {
  it('is the start script of package.json', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toBe('tsx scripts/start.ts');
    // npm test still builds with vite itself.
    expect(manifest.scripts['test:e2e']).toContain('vite build');
  });

  it('reuses the build of an unchanged tree, and of a tree where only the server changed', () => {
    const { root, outDir } = builtTree();
    expect(decideBuild(outDir, currentSources(root, {}))).toEqual({ action: 'reuse', reason: 'its sources are unchanged since the last build' });
    writeFileSync(path.join(root, 'server/main.ts'), 'export const changed = true;\n');
    expect(decideBuild(outDir, currentSources(root, {})).action).toBe('reuse');
  });

  it('rebuilds after a source file changes, is added or removed, and says which', () => {
    const { root, outDir } = builtTree();
    writeFileSync(path.join(root, 'src/people/PeopleList.tsx'), 'export const list = 2;\n');
    expect(decideBuild(outDir, currentSources(root, {}))).toEqual({ action: 'rebuild', reason: 'src/people/PeopleList.tsx changed since the last build' });

    const added = builtTree();
    writeFileSync(path.join(added.root, 'contract/ids.ts'), 'export {};\n');
    expect(decideBuild(added.outDir, currentSources(added.root, {}))).toEqual({ action: 'rebuild', reason: 'contract/ids.ts changed since the last build' });

    const removed = builtTree();
    rmSync(path.join(removed.root, 'public/robots.txt'));
    expect(decideBuild(removed.outDir, currentSources(removed.root, {})).action).toBe('rebuild');

    const lock = builtTree();
    writeFileSync(path.join(lock.root, 'package-lock.json'), '{"lockfileVersion":3}\n');
    expect(decideBuild(lock.outDir, currentSources(lock.root, {})).action).toBe('rebuild');
  });

  it('rebuilds when a VITE_ setting differs, when there is no build, or a build without a stamp', () => {
    const { root, outDir } = builtTree();
    expect(decideBuild(outDir, currentSources(root, { VITE_API_URL: 'https://api.example.org' }))).toEqual({
      action: 'rebuild', reason: 'VITE_API_URL changed since the last build',
    });
    expect(decideBuild(outDir, currentSources(root, { PORT: '3300' })).action).toBe('reuse');
    rmSync(path.join(outDir, BUILD_STAMP));
    expect(decideBuild(outDir, currentSources(root, {}))).toEqual({ action: 'rebuild', reason: 'the earlier build was not made by npm start' });
    rmSync(outDir, { recursive: true });
    expect(decideBuild(outDir, currentSources(root, {}))).toEqual({ action: 'rebuild', reason: 'there is no earlier build' });
  });

  it('takes the lock first, then decides, builds only on "rebuild", then serves', async () => {
    const steps = (action: 'reuse' | 'rebuild', done: string[]): StartSteps => ({
      lock: () => void done.push('lock'),
      decide: () => (done.push('decide'), { action, reason: 'why' }),
      build: async () => void done.push('build'),
      serve: async () => void done.push('serve'),
      say: (line) => void done.push(line),
    });
    const reused: string[] = [];
    await start(steps('reuse', reused));
    expect(reused).toEqual(['lock', 'decide', 'Web app: reused (why).', 'serve']);
    const rebuilt: string[] = [];
    await start(steps('rebuild', rebuilt));
    expect(rebuilt).toEqual(['lock', 'decide', 'Web app: rebuilding, why…', 'build', 'serve']);
    const refused: string[] = [];
    await expect(start({ ...steps('rebuild', refused), lock: () => { throw new Error('in use'); } })).rejects.toThrow('in use');
    expect(refused).toEqual([]);
  });

  it('refuses a second server on a locked data folder at once, before any build starts', async () => {
    // A project folder with sources and no build: a start would build, were the folder free.
    const root = folder('unbuilt');
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/main.tsx'), 'export {};\n');
    const dataDir = folder('locked');
    writeFileSync(path.join(dataDir, 'touchline.lock'), String(process.pid));
    const started = performance.now();
    const result = await run(tsx, [startScript], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' } })
      .then(() => ({ code: 0, stdout: '', stderr: '' }), (error: { code: number; stdout: string; stderr: string }) => error);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Touchline could not start: The data folder ${dataDir} is in use by another Touchline server (process ${process.pid}). ` +
        'Stop that server first, or start this one with another DATA_DIR.\n',
    );
    expect(result.stdout).not.toContain('Web app');
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
    // The lock is still the other server's.
    expect(readFileSync(path.join(dataDir, 'touchline.lock'), 'utf8')).toBe(String(process.pid));
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
