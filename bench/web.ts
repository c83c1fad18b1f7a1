/**
 * `npm run bench:web`: Lighthouse on the home page, a person page, /community and a public
 * profile of the built web app, mobile and desktop presets, printed as one table with the
 * targets (performance ≥ 95, accessibility 100, LCP under 2 s on mobile, CLS 0.00). Builds
 * the app where it is out of date, loads the demo data set into a temporary data directory
 * (before the server starts: PGlite is single-process), serves the app as `npm start` does
 * on a free port and drives Debian's Chromium (/usr/bin/chromium; no browser is
 * downloaded). Options: --runs N (median by performance, default 3),
 * --preset mobile|desktop|both (default both), --details (failed audits under the table),
 * --save DIR (each Lighthouse result as JSON), --origin URL (audit a server already running
 * with data, e.g. http://localhost:3000, instead of starting one).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium';
import { personPath } from '../src/shared/slug';
import { BUILT_SERVER, startFlags } from './built-app';
import { failedAudits, formatTable, rowFromResult, verdict, type WebRow } from './web-report';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'both' },
    details: { type: 'boolean', default: false },
    save: { type: 'string' },
    origin: { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs) || 3);
const presets: WebRow['preset'][] =
  options.preset === 'mobile' || options.preset === 'desktop'
    ? [options.preset]
    : ['mobile', 'desktop'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

function buildIfOutOfDate() {
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

/** The first person of the directory's first page, and the profile of who added them. */
async function personAndProfilePages(origin: string) {
  const response = await fetch(`${origin}/api/people`);
  const body = (await response.json()) as {
    people?: {
      id: number;
      firstName: string;
      lastName: string;
      addedBy: { username: string } | null;
    }[];
  };
  const person = body.people?.find((candidate) => candidate.addedBy);
  if (!person) throw new Error('GET /api/people returned no person: was the demo data loaded?');
  return {
    person: personPath(person),
    profile: `/users/${encodeURIComponent(person.addedBy!.username)}`,
  };
}

/** Lighthouse on one address with one preset, `runs` times; the run with the median performance. */
async function audit(url: string, preset: WebRow['preset'], port: number) {
  const results = [];
  let retries = 0;
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A failed trace (e.g. NO_NAVSTART, seen now and then on a busy machine) leaves the
    // performance score empty: such a run is repeated, twice at most.
    if (result.lhr.runtimeError && retries < 2) {
      console.log(`  ${result.lhr.runtimeError.code}: running Lighthouse again`);
      retries += 1;
      run -= 1;
      continue;
    }
    results.push(result.lhr);
  }
  results.sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return results[Math.floor(results.length / 2)]!;
}

/** Starts the app on a free port with the demo data in a new data directory. */
async function startServer() {
  buildIfOutOfDate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vv-bench-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    NODE_ENV: 'production',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
  };
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    console.log(`Loading the demo data into ${dataDir}…`);
    const seed = spawnSync('npm', ['run', '--silent', 'cli', '--', 'seed-demo'], {
      env,
      stdio: 'inherit',
    });
    if (seed.status !== 0) throw new Error('seed-demo failed');
    server = spawn(process.execPath, [...startFlags(), BUILT_SERVER], {
      env,
      stdio: 'inherit',
    });
    await waitForServer(`${origin}/api/categories`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function main() {
  const started = options.origin ? undefined : await startServer();
  const origin = options.origin?.replace(/\/$/, '') ?? started!.origin;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const { person, profile } = await personAndProfilePages(origin);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'person', path: person },
      { name: 'community', path: '/community' },
      { name: 'profile', path: profile },
    ];
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
    });
    if (options.save) mkdirSync(options.save, { recursive: true });
    const rows: WebRow[] = [];
    const details: string[] = [];
    for (const page of pages) {
      for (const preset of presets) {
        const url = `${origin}${page.path}`;
        console.log(`Lighthouse ${preset}: ${url}`);
        const lhr = await audit(url, preset, chrome.port);
        if (options.save)
          writeFileSync(
            path.join(options.save, `${page.name}-${preset}.json`),
            JSON.stringify(lhr),
          );
        const row = rowFromResult(`${page.name} (${page.path})`, preset, lhr);
        rows.push(row);
        if (options.details || verdict(row) !== 'met') {
          for (const category of CATEGORIES) {
            const failed = failedAudits(lhr, category);
            if (failed.length > 0)
              details.push(`${row.page}, ${preset}, ${category}: ${failed.join('; ')}`);
          }
        }
      }
    }
    const date = new Date().toISOString().slice(0, 10);
    console.log(
      `\nLighthouse ${lighthouseVersion()}, Chromium /usr/bin/chromium, ${date}, ${runs} run(s) each\n`,
    );
    console.log(formatTable(rows));
    if (details.length > 0)
      console.log(`\nAudits below 0.9:\n${details.map((line) => `- ${line}`).join('\n')}`);
  } finally {
    chrome?.kill();
    await started?.stop();
  }
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

main().catch((error: unknown) => {
  console.error(`bench:web: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
