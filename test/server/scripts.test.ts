import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { planChromium, planPopplerUtils } from '../../scripts/ensureChromium.js';

/**
 * The operators' command-line tools explain why they cannot open the embedded database with the
 * sentence the server prints, not a stack trace. About the embedded data folder only, so it runs
 * in the embedded project.
 */
const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');
const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-locked-'));
// The folder is locked by a process that runs: this test's own.
writeFileSync(path.join(dataDir, 'touchline.lock'), String(process.pid));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const failureOf = async (script: string, args: string[] = []) => {
  const result = await run(tsx, [script, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' } })
    .then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => error);
  return { code: result.code, stderr: result.stderr.replace(/^npm warn.*\n/gm, '') };
};
const sentence = `The data folder ${dataDir} is in use by another Touchline server (process ${process.pid}). Stop that server first, or start this one with another DATA_DIR.`;

describe.skipIf(process.env.TOUCHLINE_TEST_DATABASE !== 'embedded')('a locked data folder', () => {
  it('stops the server with a sentence', async () => {
    const server = await failureOf('server/main.ts');
    expect(server).toEqual({ code: 1, stderr: `Touchline could not start: ${sentence}\n` });
  });

  it('stops club:create and seed with the same sentence, no stack trace', async () => {
    const clubCreate = await failureOf('server/scripts/createClub.ts', [
      '--name', 'VV Oranje', '--country', 'NL', '--manager-email', 'anna@vvoranje.nl', '--first-name', 'Anna', '--last-name', 'de Vries',
    ]);
    expect(clubCreate).toEqual({ code: 1, stderr: `${sentence}\n` });
    expect(await failureOf('server/scripts/seed.ts', ['--players', '5'])).toEqual({ code: 1, stderr: `${sentence}\n` });
  });
});

describe.skipIf(process.env.TOUCHLINE_TEST_DATABASE !== 'embedded')('npm test sees to the browser tests\' Chromium', () => {
  const machine = { customPath: undefined, exists: () => false, isRoot: false, canSudo: false, hasAptGet: true };

  it('goes on when Debian\'s Chromium (or CHROMIUM_PATH) is there', () => {
    expect(planChromium({ ...machine, exists: (p) => p === '/usr/bin/chromium' })).toEqual({ action: 'ready' });
    expect(planChromium({ ...machine, customPath: '/opt/chromium', exists: (p) => p === '/opt/chromium' })).toEqual({ action: 'ready' });
  });

  it('installs it with apt-get as root, or through sudo without a password', () => {
    expect(planChromium({ ...machine, isRoot: true })).toEqual({ action: 'install', viaSudo: false });
    expect(planChromium({ ...machine, canSudo: true })).toEqual({ action: 'install', viaSudo: true });
  });

  it('otherwise stops at once with the exact command to run', () => {
    const plan = planChromium(machine);
    expect(plan).toEqual({ action: 'stop', message: expect.stringContaining('sudo apt-get update && sudo apt-get install -y chromium') });
    expect(planChromium({ ...machine, isRoot: true, customPath: '/opt/missing' })).toEqual({ action: 'stop', message: expect.stringContaining('CHROMIUM_PATH is /opt/missing') });
  });

  it('sees to pdftotext (poppler-utils) the same way: there, installed, or the command to run', () => {
    const tools = { hasPdftotext: false, isRoot: false, canSudo: false, hasAptGet: true };
    expect(planPopplerUtils({ ...tools, hasPdftotext: true })).toEqual({ action: 'ready' });
    expect(planPopplerUtils({ ...tools, isRoot: true })).toEqual({ action: 'install', viaSudo: false });
    expect(planPopplerUtils({ ...tools, canSudo: true })).toEqual({ action: 'install', viaSudo: true });
    expect(planPopplerUtils(tools)).toEqual({ action: 'stop', message: expect.stringContaining('sudo apt-get update && sudo apt-get install -y poppler-utils') });
  });
});

describe.skipIf(process.env.TOUCHLINE_TEST_DATABASE !== 'embedded')('club:create writes the link the server would', () => {
  const clubArgs = (email: string) => ['--name', `Club of ${email}`, '--country', 'NL', '--manager-email', email, '--first-name', 'Anna', '--last-name', 'de Vries'];
  const script = path.resolve('server/scripts/createClub.ts');
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-club-create-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const create = (email: string, env: Record<string, string>, cwd = folder) =>
    run(tsx, [script, ...clubArgs(email)], { cwd, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, DATA_DIR: path.join(folder, 'data'), ...env } });

  it('warns when APP_URL is unset and prints the guessed link, on the PORT it is given', async () => {
    const { stdout, stderr } = await create('anna@first.club', { PORT: '3300' });
    expect(stderr).toContain('APP_URL is not set: e-mailed links point at http://localhost:3300');
    expect(stdout).toMatch(/^The invitation link: http:\/\/localhost:3300\/account\/tokenconfirmation\?activatetoken=[^&\s]+&email=anna%40first\.club$/m);
  }, 60_000);

  it('reads APP_URL from .env, as the server does, and then does not warn', async () => {
    const project = mkdtempSync(path.join(folder, 'project-'));
    writeFileSync(path.join(project, '.env'), 'APP_URL=https://touchline.club.example\nPORT=3300\n');
    const { stdout, stderr } = await create('bram@second.club', {}, project);
    expect(stderr).not.toContain('APP_URL is not set');
    expect(stdout).toMatch(/^The invitation link: https:\/\/touchline\.club\.example\/account\/tokenconfirmation\?activatetoken=/m);
  }, 60_000);
});
