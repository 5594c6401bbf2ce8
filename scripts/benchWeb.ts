/**
 * The web figures of the benchmark (issue 13), from the built app (npm run bench:web builds it first):
 * - the JavaScript each page needs, gzipped as the server sends it (the .gz files the build writes),
 *   measured in Chromium on a fresh cache: /login, the overview (/), /players and the trainer's /workspace;
 * - the players list at 10,000 rows: how long after the list's answer arrives its first rows are on
 *   screen, how long a sort by a column header takes to repaint, and how many elements the page holds;
 * - how many times each list page asks the server for its rows in one page view.
 *
 * It starts the real server on a fresh data folder with the demo club (e2e/globalSetup.ts) and
 * answers the players list with a generated 10,000-row answer of the contract's shape (Playwright
 * intercepts the call), so the figures measure the browser, not the server (npm run bench does that).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import startServer from '../e2e/globalSetup';
import { SESSION_KEYS } from '../src/providers/session';
import type { PlayerOverviewRow } from '../contract/people';

// The built app to measure (the server serves the same folder).
const DIST = process.env.WEB_APP_DIR ?? 'dist';
const PLAYERS = 10_000;
const PLAYERS_CALL = '/api/Player/GetPlayerOverviewReportByClubId';
/** Only the scripts' sizes (`npm run bench:web -- --sizes`), for a quick look while trimming them. */
const SIZES_ONLY = process.argv.includes('--sizes');
/** Header clicks timed (SORT_CLICKS=1 for a build that takes tens of seconds per sort). */
const SORT_CLICKS = Number(process.env.SORT_CLICKS ?? 4);
const MANAGER = { email: 'manager@demo.club', password: 'Demo-Manager-1' };
const MEMBER_PASSWORD = 'Demo-Member-1';

interface Session {
  token: string;
  userId: string;
  role: string;
}

/** Kilobytes of 1,000 bytes, as Vite reports them. */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** The gzip size of a built file as the server sends it (its .gz next to it, else gzipped here). */
function gzipSize(file: string): number {
  const gz = path.join(DIST, `${file}.gz`);
  return existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
}

async function signIn(baseUrl: string, email: string, password: string): Promise<Session> {
  const answer = await fetch(`${baseUrl}/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password, rememberLogin: true }),
  });
  const body = (await answer.json()) as { accessToken?: string; id?: string; role?: string };
  if (!body.accessToken || !body.id || !body.role) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(body)}`);
  return { token: body.accessToken, userId: body.id, role: body.role };
}

async function get<T>(baseUrl: string, session: Session, url: string): Promise<T> {
  const answer = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${session.token}` } });
  return (await answer.json()) as T;
}

/** A demo trainer, signed in (the workspace is theirs). */
async function demoTrainer(baseUrl: string, manager: Session): Promise<Session> {
  const trainers = await get<{ id: string }[]>(baseUrl, manager, '/api/trainer/GetTrainersOverview?isactive=true');
  const profile = await get<{ email: string }>(baseUrl, manager, `/api/trainer/GetTrainerByUserId?userid=${trainers[0]!.id}`);
  return signIn(baseUrl, profile.email, MEMBER_PASSWORD);
}

/** A page in a fresh context (empty cache, no service worker), signed in as `session` if given. */
async function freshPage(browser: Browser, baseUrl: string, session?: Session): Promise<Page> {
  // bypassCSP: the timing code is handed to the page as text, which the app's policy (no eval) would refuse.
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', bypassCSP: true, viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  if (session) {
    await context.addInitScript(
      ({ keys, value }) => {
        sessionStorage.setItem(keys.token, value.token);
        sessionStorage.setItem(keys.userId, value.userId);
        sessionStorage.setItem(keys.role, value.role);
      },
      { keys: SESSION_KEYS, value: session },
    );
  }
  return context.newPage();
}

/** The gzip size of the scripts a page loads until it is shown and the network is quiet. */
async function scriptsOf(browser: Browser, baseUrl: string, url: string, shown: (page: Page) => Promise<unknown>, session?: Session) {
  const page = await freshPage(browser, baseUrl, session);
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
  });
  await page.goto(url);
  await shown(page);
  await page.waitForLoadState('networkidle');
  await page.context().close();
  if (SIZES_ONLY) console.log(`${url}: ${[...scripts].map((file) => `${path.basename(file)} ${kB(gzipSize(file))}`).join(', ')}`);
  return { files: scripts.size, gzip: [...scripts].reduce((sum, file) => sum + gzipSize(file), 0) };
}

/** The whole app: every script of the build, and the largest lazily loaded one. */
function wholeApp() {
  const files = readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
  const sizes = files.map((file) => ({ file, gzip: gzipSize(path.join('assets', file)) })).sort((a, b) => b.gzip - a.gzip);
  return { files: files.length, gzip: sizes.reduce((sum, { gzip }) => sum + gzip, 0), largest: sizes.slice(0, 4) };
}

/** 10,000 players in 500 teams with their trainers, progress and scores, as the list call answers them. */
function generatedPlayers(): PlayerOverviewRow[] {
  const first = ['Daan', 'Sem', 'Lucas', 'Milan', 'Levi', 'Noah', 'Emma', 'Julia', 'Mila', 'Tess', 'Sophie', 'Zoë', 'Finn', 'Liam', 'Saar', 'Nora'];
  const last = ['de Jong', 'Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos'];
  return Array.from({ length: PLAYERS }, (_, index) => {
    const team = index % 500;
    const score = (index * 37) % 100;
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      userId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `${first[index % first.length]} ${last[(index * 7) % last.length]} ${index}`,
      teamId: `00000000-0000-4000-9000-${String(team).padStart(12, '0')}`,
      teamName: `JO${8 + (team % 12)}-${1 + Math.floor(team / 12)}`,
      trainerId: `t-${team}`,
      trainerName: `Trainer ${team}`,
      trainerUserId: `00000000-0000-4000-a000-${String(team).padStart(12, '0')}`,
      trainerPicture: null,
      totalTrainer: 1 + (team % 2),
      multipleTrainer: team % 2 === 1,
      overallProgress: (index * 13) % 101,
      averageScore: score === 0 ? '0.0' : (score / 10).toFixed(1),
      overallDiff: (index % 3) - 1,
      userPicture: null,
      clubPictureURL: null,
      invitedBy: 'Anouk Vermeulen',
      invitedById: null,
      invitorPicture: null,
    };
  });
}

/*
 * The code run inside the page is plain JavaScript text: functions handed to Playwright from this
 * TypeScript file would carry the compiler's helpers, which the page does not have.
 */
const PLAYERS_TABLE = 'table[aria-label="Players"]';

/** Notes when the players list's answer arrives (its fetch resolves), then the frame after its first rows are in the table. */
const watchPlayersAnswer = `
  window.__bench = {};
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const answer = await originalFetch(...args);
    const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
    if (url.includes(${JSON.stringify(PLAYERS_CALL)}) && window.__bench.answered === undefined) {
      window.__bench.answered = performance.now();
      const watch = () => {
        if (document.querySelector('${PLAYERS_TABLE} tbody tr:not([aria-hidden]) td a')) requestAnimationFrame(() => (window.__bench.painted = performance.now()));
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }
    return answer;
  };
`;

/** Clicks the Player header and answers how long until the frame after the first row changed. */
const timeSortByPlayer = `new Promise((resolve) => {
  const cell = () => document.querySelector('${PLAYERS_TABLE} tbody tr:not([aria-hidden]) td:nth-child(2)')?.textContent ?? '';
  const before = cell();
  const header = [...document.querySelectorAll('${PLAYERS_TABLE} thead [role="button"], ${PLAYERS_TABLE} thead button')]
    .find((element) => element.textContent.trim().startsWith('Player'));
  const start = performance.now();
  header.click();
  const watch = () => {
    if (cell() !== before) requestAnimationFrame(() => resolve(performance.now() - start));
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})`;

/**
 * The players list at 10,000 rows, timed inside the page: from the moment the list's answer arrives
 * (fetch resolved) to the frame after its first rows are in the table; and from a click on the
 * Player header to the frame after the first row changed.
 */
async function playersListTimes(browser: Browser, baseUrl: string, manager: Session) {
  const page = await freshPage(browser, baseUrl, manager);
  const body = JSON.stringify(generatedPlayers());
  await page.route(`**${PLAYERS_CALL}*`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await page.addInitScript({ content: watchPlayersAnswer });
  await page.goto('/players');
  await page.waitForFunction('window.__bench.painted !== undefined', undefined, { timeout: 300_000 });
  const { answered, painted } = await page.evaluate<{ answered: number; painted: number }>('window.__bench');
  const elements = await page.evaluate<number>("document.getElementsByTagName('*').length");
  const rowsInDom = await page.locator(`${PLAYERS_TABLE} tbody tr:not([aria-hidden])`).count();

  const sortTimes: number[] = [];
  for (let click = 0; click < SORT_CLICKS; click++) sortTimes.push(await page.evaluate<number>(timeSortByPlayer));
  await page.context().close();
  return { firstPaint: painted - answered, sortTimes, elements, rowsInDom };
}

/** How many times a list page asks for its rows in one page view (after it shows and the network is quiet). */
async function listFetches(browser: Browser, baseUrl: string, manager: Session, url: string, call: string, table: string) {
  const page = await freshPage(browser, baseUrl, manager);
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.toLowerCase() === call.toLowerCase()) calls++;
  });
  await page.goto(url);
  await page.getByRole('table', { name: table }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.context().close();
  return calls;
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('Build the web app first (npm run build).');
  const stopServer = await startServer();
  const baseUrl = process.env.E2E_BASE_URL!;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const manager = await signIn(baseUrl, MANAGER.email, MANAGER.password);
    const trainer = await demoTrainer(baseUrl, manager);

    const routes = [
      ['/login', await scriptsOf(browser, baseUrl, '/login', (page) => page.getByLabel('E-mail').waitFor())],
      ['overview (/)', await scriptsOf(browser, baseUrl, '/', (page) => page.getByRole('heading', { level: 1 }).first().waitFor(), manager)],
      ['/players', await scriptsOf(browser, baseUrl, '/players', (page) => page.getByRole('table', { name: 'Players' }).waitFor(), manager)],
      ['/workspace', await scriptsOf(browser, baseUrl, '/workspace', (page) => page.getByRole('heading').first().waitFor(), trainer)],
    ] as const;
    const whole = wholeApp();
    console.log('\nWeb app: JavaScript each page needs (gzip, as served; fresh cache)');
    console.log('| page | scripts | gzip |');
    console.log('|---|---|---|');
    for (const [name, { files, gzip }] of routes) console.log(`| ${name} | ${files} | ${kB(gzip)} |`);
    console.log(`| whole app | ${whole.files} | ${kB(whole.gzip)} |`);
    console.log(`Largest scripts: ${whole.largest.map(({ file, gzip }) => `${file} ${kB(gzip)}`).join(', ')}`);
    if (SIZES_ONLY) return;

    const times = await playersListTimes(browser, baseUrl, manager);
    console.log(`\nPlayers list, ${PLAYERS.toLocaleString('en')} rows (Chromium)`);
    console.log('| figure | value |');
    console.log('|---|---|');
    console.log(`| first rows on screen after the answer arrives | ${ms(times.firstPaint)} |`);
    console.log(`| sort repaint (${SORT_CLICKS} header clicks) | ${times.sortTimes.map(ms).join(', ')} (max ${ms(Math.max(...times.sortTimes))}) |`);
    console.log(`| table rows in the page | ${times.rowsInDom} |`);
    console.log(`| elements in the page | ${times.elements.toLocaleString('en')} |`);

    console.log('\nList answers asked for in one page view');
    console.log(`| /teams | ${await listFetches(browser, baseUrl, manager, '/teams', '/api/team/GetTeamOverviewByClubId', 'Teams')} |`);
    console.log(`| /players | ${await listFetches(browser, baseUrl, manager, '/players', PLAYERS_CALL, 'Players')} |`);
  } finally {
    await browser.close();
    await stopServer();
  }
}

await main();
