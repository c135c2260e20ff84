// Lighthouse (performance, accessibility, best practices) on the built app, driving
// Debian's Chromium: the signed-out home and the signed-in main screen, each with the
// mobile preset (Lighthouse's default: a mid-range phone on slow 4G) and the desktop
// preset, under Lighthouse's default simulated throttling, which is what the goals mean.
// The baseline, measured in the same run, is a small static page served by a bare Node
// HTTP server: the best any page can score on this machine under the same throttling.
// Each page runs LIGHTHOUSE_RUNS times (default 3); every figure is the median of its runs.
// Run `npm run build` first (or point WEB_DIST_DIR at another web build); set
// LIGHTHOUSE_REPORT_DIR to keep each run's report (JSON, opens in the Lighthouse viewer),
// LIGHTHOUSE_ONLY=signed-in to audit only the pages whose name contains it (and the baseline),
// LIGHTHOUSE_PRESETS=mobile to audit with that preset only.
// The CPU column is Lighthouse's own measure of the machine's speed (its benchmark index,
// higher is faster): the simulation multiplies the time each task took on this machine, so a
// slower or busier machine shows more blocking time for the same page.
// LIGHTHOUSE_CPU_SCALE=2 multiplies each preset's CPU slowdown (4 on mobile, 1 on desktop)
// by 2: the figures a machine half as fast would give, to see how much room a page has
// left when this machine scores it 0 ms of blocking time.
// LIGHTHOUSE_THROTTLING=devtools applies the preset's network and CPU throttling to the
// browser and reports what it observed, instead of simulating the load from a fast one.
// Simulation rebuilds the page's paint from what happened before it on this machine, where
// the scripts arrive at once and run before the first frame; a phone on a slow network
// paints the server's HTML while they are still downloading, which devtools throttling shows.
// LIGHTHOUSE_BEFORE=<path of an earlier checkout, built> compares that build with this one:
// both servers run side by side and their runs alternate, page by page and preset by preset,
// so a change of the machine's speed during the run weighs on both alike.
// Run: npm run bench:lighthouse
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { type BuiltServer, startBuiltServer } from './support/built-server';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const ROOT = new URL('..', import.meta.url).pathname;
const SERVER_PATH = 'apps/server/dist/main.js';
const SERVER = path.join(ROOT, SERVER_PATH);
const WEB_DIST_DIR = path.resolve(ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3450);
const BASELINE_PORT = PORT + 1;
const BEFORE_PORT = PORT + 2;
const BEFORE = process.env.LIGHTHOUSE_BEFORE ? path.resolve(process.env.LIGHTHOUSE_BEFORE) : '';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const ONLY = process.env.LIGHTHOUSE_ONLY ?? '';
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop')
  .split(',')
  .filter((preset): preset is 'mobile' | 'desktop' => preset === 'mobile' || preset === 'desktop');
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const CPU_SCALE = Number(process.env.LIGHTHOUSE_CPU_SCALE ?? 1);
/** Lighthouse's CPU slowdown of each preset's simulated throttling. */
const CPU_SLOWDOWN = { mobile: 4, desktop: 1 };
const PASSWORD = 'Bench-Story-42';

/**
 * The product's goals (decision 026), by preset and by screen. Scores are out of 100. With
 * devtools throttling the browser itself is slowed: the signed-out LCP goal is 2 s there.
 */
interface Goals {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function goalsFor(preset: 'mobile' | 'desktop', signedIn: boolean): Goals {
  const shared = { accessibility: 100, bestPractices: 95, cls: 0.02 };
  if (preset === 'desktop') return { ...shared, performance: 98, lcpMs: 2500, tbtMs: 200 };
  if (signedIn) return { ...shared, performance: 90, lcpMs: 2500, tbtMs: 200 };
  return { ...shared, performance: 95, lcpMs: THROTTLING === 'devtools' ? 2000 : 2500, tbtMs: 150 };
}

const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page: the baseline of the Lighthouse bench." />
    <title>Baseline</title>
  </head>
  <body>
    <main>
      <h1>Baseline</h1>
      <p>A static page served by a bare Node HTTP server, with no script, style or font.</p>
    </main>
  </body>
</html>`;

interface Page {
  /** Which build serves it: before, after, or the static baseline. */
  build: string;
  url: string;
  /** The browser's cookies for each run, as a Cookie header: the signed-in writer's session. */
  cookie?: string;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's benchmark index of the machine during the runs. */
  cpu: number;
  /** Audits that did not pass in at least one run, with the worst score seen. */
  failing: Map<string, string>;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A writer with two ideas in their history, so the main screen shows what a writer sees. */
async function signUpWriter(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'lighthouse@example.com', password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  for (const mode of ['quick', 'detailed']) {
    const generation = await fetch(`${base}/api/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ genres: ['space-opera', 'cozy-mystery'], mode, language: 'en' }),
    });
    if (!generation.ok) throw new Error(`generation: ${generation.status}`);
  }
  return cookie;
}

/**
 * Every run starts with exactly the page's cookies in the browser, like a visitor's first
 * load: Lighthouse keeps cookies between runs, and the app writes one (the language). The
 * session goes in the browser's cookie store, not in Lighthouse's extra headers, which
 * Chromium replaces with the store's cookies as soon as the store has any.
 */
async function resetCookies(port: number, page: Page) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const session = await browser.target().createCDPSession();
    await session.send('Storage.clearCookies');
    const cookies = (page.cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const equals = pair.indexOf('=');
        const name = pair.slice(0, equals);
        const value = pair.slice(equals + 1);
        // The server runs as in production: its session cookie is __Secure-, which
        // Chromium accepts on http://127.0.0.1, a secure context.
        return { name, value, url: page.url, secure: name.startsWith('__Secure-'), httpOnly: true };
      });
    if (cookies.length) await session.send('Storage.setCookies', { cookies });
  } finally {
    await browser.disconnect();
  }
}

async function audit(port: number, page: Page, preset: 'mobile' | 'desktop', attempt = 1) {
  await resetCookies(port, page);
  const result = await lighthouse(
    page.url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttlingMethod: THROTTLING,
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN[preset] * CPU_SCALE },
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${page.url}`);
  if (lhr.runtimeError) {
    // A busy machine sometimes loses the trace (NO_NAVSTART); Lighthouse asks to run again.
    if (attempt < 3) return audit(port, page, preset, attempt + 1);
    throw new Error(`${page.url}: ${lhr.runtimeError.message}`);
  }
  return lhr;
}

/** The runs of each version of a page, alternating (before, after, before, after...). */
async function measure(port: number, versions: Page[], preset: 'mobile' | 'desktop') {
  const runs: Result[][] = versions.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    for (const [index, version] of versions.entries()) {
      const lhr = await audit(port, version, preset);
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const name = `${new URL(version.url).pathname.replace(/[^a-z0-9]+/gi, '-')}-${version.cookie ? 'signed-in' : 'signed-out'}-${version.build}-${preset}-${run + 1}.json`;
        writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
      }
      runs[index]?.push(lhr);
    }
  }
  return runs.map(figuresOf);
}

function figuresOf(runs: Result[]): Figures {
  const score = (id: string) =>
    median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
  const failing = new Map<string, string>();
  for (const lhr of runs) {
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const result = lhr.audits[ref.id];
        // Metrics are in the table; informative, manual and not-applicable audits cannot fail.
        if (!result || ref.group === 'metrics' || result.score === null || result.score >= 0.9)
          continue;
        const detail = `${category.title}: ${result.title}${result.displayValue ? ` (${result.displayValue})` : ''}`;
        if (!failing.has(ref.id)) failing.set(ref.id, detail);
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    cpu: median(runs.map((lhr) => lhr.environment.benchmarkIndex)),
    failing,
  };
}

function missedGoals(figures: Figures, goals: Goals): string[] {
  const missed = [];
  if (figures.performance < goals.performance) missed.push('performance');
  if (figures.accessibility < goals.accessibility) missed.push('accessibility');
  if (figures.bestPractices < goals.bestPractices) missed.push('best practices');
  if (figures.lcpMs >= goals.lcpMs) missed.push('LCP');
  if (figures.tbtMs >= goals.tbtMs) missed.push('TBT');
  if (figures.cls >= goals.cls) missed.push('CLS');
  return missed;
}

for (const [file, hint] of [
  [SERVER, 'run npm run build first'],
  [path.join(WEB_DIST_DIR, 'server', 'index.js'), 'run npm run build first, or set WEB_DIST_DIR'],
  ...(BEFORE ? [[path.join(BEFORE, SERVER_PATH), 'build the earlier checkout first']] : []),
  [CHROMIUM, 'install chromium or set CHROMIUM_PATH'],
]) {
  if (!existsSync(file as string)) {
    console.error(`${file} is missing: ${hint}`);
    process.exit(1);
  }
}

/** A built Plume server, started as in production with a database of its own. */
interface Build {
  name: string;
  server: BuiltServer;
  /** The signed-in writer's cookies. */
  cookie: string;
}

async function startBuild(name: string, root: string, port: number, webDistDir?: string) {
  const server = await startBuiltServer({
    port,
    root,
    env: {
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
      // As in production (secure cookies, no dev mailbox).
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SIGNUP_CREDITS: '10',
    },
  });
  return { name, server, cookie: await signUpWriter(server.base) };
}

const baseline = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(BASELINE_HTML);
});
await new Promise<void>((resolve) => baseline.listen(BASELINE_PORT, '127.0.0.1', resolve));

const builds: Build[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  if (BEFORE) builds.push(await startBuild('before', BEFORE, BEFORE_PORT));
  builds.push(await startBuild(BEFORE ? 'after' : 'this', ROOT, PORT, WEB_DIST_DIR));
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // --no-sandbox: Chromium refuses to start as root with its sandbox.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  /** Each page in each build: with an earlier build, their runs alternate. */
  const pages: { name: string; versions: Page[] }[] = [
    {
      name: 'baseline (static page)',
      versions: [{ build: 'static', url: `http://127.0.0.1:${BASELINE_PORT}/` }],
    },
    ...[
      { name: 'signed-out home /', path: '/', signedIn: false },
      { name: 'signed-out home /en', path: '/en', signedIn: false },
      { name: 'signed-in main screen /', path: '/', signedIn: true },
    ]
      .filter((page) => page.name.includes(ONLY))
      .map((page) => ({
        name: page.name,
        versions: builds.map((build) => ({
          build: build.name,
          url: `${build.server.base}${page.path}`,
          cookie: page.signedIn ? build.cookie : undefined,
        })),
      })),
  ];
  const [load1, load5] = os.loadavg();
  console.log(
    `Lighthouse ${RUNS} run(s) per page and preset, medians, ${THROTTLING} throttling; ${os.cpus().length} cores, load average ${load1?.toFixed(2)} / ${load5?.toFixed(2)} (1 / 5 min) at the start.`,
  );
  if (BEFORE) console.log(`before: the build in ${BEFORE}; after: this one. Their runs alternate.`);
  if (CPU_SCALE !== 1)
    console.log(
      `CPU slowdown scaled by ${CPU_SCALE}: ${CPU_SLOWDOWN.mobile * CPU_SCALE}x on mobile, ${CPU_SLOWDOWN.desktop * CPU_SCALE}x on desktop.`,
    );
  console.log(
    `Goals: mobile signed out performance >= 95, LCP < ${goalsFor('mobile', false).lcpMs / 1000} s, TBT < 150 ms; mobile desk >= 90, LCP < 2.5 s, TBT < 200 ms; desktop >= 98; everywhere accessibility 100, best practices >= 95, CLS < 0.02.\n`,
  );
  console.log(
    `${'page'.padEnd(26)} ${'build'.padEnd(7)} ${'preset'.padEnd(8)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'b.p.'.padStart(4)} ${'LCP'.padStart(8)} ${'LCP/base'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'CPU'.padStart(5)}  goals`,
  );
  const baselineLcp = new Map<string, number>();
  const failures: string[] = [];
  let allMet = true;
  for (const page of pages) {
    for (const preset of PRESETS) {
      const measured = await measure(chrome.port, page.versions, preset);
      for (const [index, figures] of measured.entries()) {
        const build = page.versions[index]?.build ?? '';
        if (page === pages[0]) baselineLcp.set(preset, figures.lcpMs);
        const signedIn = page.versions[index]?.cookie !== undefined;
        const missed = missedGoals(figures, goalsFor(preset, signedIn));
        if (page !== pages[0] && build !== 'before' && missed.length) allMet = false;
        const ratio = figures.lcpMs / (baselineLcp.get(preset) ?? Number.NaN);
        console.log(
          `${page.name.padEnd(26)} ${build.padEnd(7)} ${preset.padEnd(8)} ${String(figures.performance).padStart(4)} ${String(figures.accessibility).padStart(4)} ${String(figures.bestPractices).padStart(4)} ${`${(figures.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`x${ratio.toFixed(2)}`.padStart(8)} ${`${figures.tbtMs.toFixed(0)} ms`.padStart(7)} ${figures.cls.toFixed(3).padStart(6)} ${figures.cpu.toFixed(0).padStart(5)}  ${missed.length ? `NOT met: ${missed.join(', ')}` : 'met'}`,
        );
        for (const detail of figures.failing.values())
          failures.push(`${page.name} (${build}), ${preset}: ${detail}`);
      }
      const [before, after] = measured;
      if (before && after) {
        const tbtChange = after.tbtMs - before.tbtMs;
        console.log(
          `${''.padEnd(26)} after / before: LCP x${(after.lcpMs / before.lcpMs).toFixed(2)}, TBT ${tbtChange >= 0 ? '+' : ''}${tbtChange.toFixed(0)} ms`,
        );
      }
    }
  }
  console.log(
    failures.length
      ? `\nAudits below 90 in at least one run:\n${failures.map((line) => `  ${line}`).join('\n')}`
      : '\nEvery scored audit at 90 or above in every run.',
  );
  console.log(`\n${allMet ? 'Every goal met.' : 'Some goals NOT met (above).'}`);
} finally {
  await chrome?.kill();
  for (const build of builds) await build.server.stop();
  baseline.close();
}
