/**
 * Run by `npm test` before the browser tests: they drive Debian's Chromium (browser downloads are not
 * possible here), and read the report cards it prints to PDF with pdftotext and pdfinfo (Debian's
 * poppler-utils). When either is missing, installs it with apt-get where this user may (root, or sudo
 * without a password); otherwise stops at once with the exact command to run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export type ChromiumPlan =
  | { action: 'ready' }
  /** Run apt-get directly (root) or through `sudo -n`. */
  | { action: 'install'; viaSudo: boolean }
  | { action: 'stop'; message: string };

/** What to do, from what is known of this machine. */
export function planChromium(machine: {
  customPath: string | undefined;
  exists: (path: string) => boolean;
  isRoot: boolean;
  canSudo: boolean;
  hasAptGet: boolean;
}): ChromiumPlan {
  const path = machine.customPath || DEFAULT_CHROMIUM;
  if (machine.exists(path)) return { action: 'ready' };
  if (machine.customPath) {
    return { action: 'stop', message: `CHROMIUM_PATH is ${machine.customPath}, but there is no program there. Point it at Chromium, or unset it to use Debian's ${DEFAULT_CHROMIUM}.` };
  }
  if (machine.hasAptGet && (machine.isRoot || machine.canSudo)) return { action: 'install', viaSudo: !machine.isRoot };
  return {
    action: 'stop',
    message: machine.hasAptGet
      ? 'The browser tests need Chromium from Debian. Install it, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium'
      : `The browser tests need Chromium at ${DEFAULT_CHROMIUM} (or CHROMIUM_PATH set to where it is). Install it, then run npm test again.`,
  };
}

/** What to do about poppler-utils (pdftotext, pdfinfo, pdftoppm), from what is known of this machine. */
export function planPopplerUtils(machine: { hasPdftotext: boolean; isRoot: boolean; canSudo: boolean; hasAptGet: boolean }): ChromiumPlan {
  if (machine.hasPdftotext) return { action: 'ready' };
  if (machine.hasAptGet && (machine.isRoot || machine.canSudo)) return { action: 'install', viaSudo: !machine.isRoot };
  return {
    action: 'stop',
    message: machine.hasAptGet
      ? 'The browser tests read printed report cards with pdftotext. Install it, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y poppler-utils'
      : 'The browser tests read printed report cards with pdftotext and pdfinfo (poppler-utils). Install them, then run npm test again.',
  };
}

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

const hasPdftotext = () => succeeds('sh', ['-c', 'command -v pdftotext']);

function main(): void {
  const machine = {
    isRoot: process.getuid?.() === 0,
    canSudo: succeeds('sudo', ['-n', 'true']),
    hasAptGet: succeeds('sh', ['-c', 'command -v apt-get']),
  };
  const plans = [
    { name: 'chromium', plan: planChromium({ ...machine, customPath: process.env.CHROMIUM_PATH, exists: existsSync }) },
    { name: 'poppler-utils', plan: planPopplerUtils({ ...machine, hasPdftotext: hasPdftotext() }) },
  ];
  const stop = plans.find(({ plan }) => plan.action === 'stop');
  if (stop?.plan.action === 'stop') {
    console.error(stop.plan.message);
    process.exit(1);
  }
  const missing = plans.filter(({ plan }) => plan.action === 'install').map(({ name }) => name);
  if (missing.length === 0) return;
  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (...args: string[]) =>
    machine.isRoot ? execFileSync('apt-get', args, { stdio: 'inherit', env }) : execFileSync('sudo', ['-n', 'apt-get', ...args], { stdio: 'inherit', env });
  aptGet('update', '-qq');
  aptGet('install', '-y', '-qq', ...missing);
  if (missing.includes('chromium') && !existsSync(DEFAULT_CHROMIUM)) {
    console.error(`apt-get finished but ${DEFAULT_CHROMIUM} is still missing. Install Chromium by hand and run npm test again.`);
    process.exit(1);
  }
  if (missing.includes('poppler-utils') && !hasPdftotext()) {
    console.error('apt-get finished but pdftotext is still missing. Install poppler-utils by hand and run npm test again.');
    process.exit(1);
  }
}

// Imported by its test for planChromium; run as a script by npm test.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
