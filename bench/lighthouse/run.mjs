/**
 * Lighthouse scores of the home page (mobile, Lighthouse's default simulated slow 4G and 4x slower CPU),
 * on Debian's chromium, against the built app served the way `make run` serves it (daphne + WhiteNoise).
 *
 *   make build && (cd bench/lighthouse && npm install) && node bench/lighthouse/run.mjs [--runs 3] [--path /]
 *
 * Prints each run's performance and accessibility scores and metrics, the median, and the bytes of
 * JavaScript the page transferred; exits non-zero when the median misses performance >= 90 or
 * accessibility >= 95. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const GOALS = { performance: 90, accessibility: 95 };
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, path: { type: 'string', default: '/' } },
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL, deadlineMs = 60_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${baseURL}/api/health/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${baseURL} did not answer in time`);
}

function startServer(port, workDir) {
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:///${path.join(workDir, 'lighthouse.sqlite3')}`,
    REDIS_URL: '',
    DJANGO_SETTINGS_MODULE: 'config.django.base',
  };
  const python = path.join(repo, 'backend/.venv/bin/python');
  const migrate = spawnSync(python, ['manage.py', 'migrate', '--noinput', '-v', '0'], { cwd: path.join(repo, 'backend'), env });
  if (migrate.status !== 0) throw new Error(`migrate failed: ${migrate.stderr}`);
  return spawn('bash', [path.join(repo, 'scripts/serve.sh'), '127.0.0.1', String(port)], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests').details.items;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    jsTransferred: scripts.reduce((sum, item) => sum + item.transferSize, 0),
    jsResources: scripts.reduce((sum, item) => sum + item.resourceSize, 0),
    jsFiles: scripts.map((item) => `${new URL(item.url).pathname} (${kb(item.transferSize)})`),
    failing: Object.values(lhr.categories.accessibility.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((item) => item.score !== null && item.score < 1)
      .map((item) => item.id),
  };
}

async function main() {
  if (!fs.existsSync(path.join(repo, 'frontend/dist/index.html'))) throw new Error('Build the app first: make build');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizforge-lighthouse-'));
  const server = startServer(port, workDir);
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  let chrome;
  try {
    await waitForHealth(baseURL);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const runs = [];
    for (let run = 1; run <= Number(args.runs); run += 1) {
      const result = await lighthouse(`${baseURL}${args.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result.lhr.runtimeError) {
        console.log(`run ${run}: Lighthouse could not measure: ${result.lhr.runtimeError.message}`);
        continue;
      }
      const figures = summarise(result.lhr);
      runs.push(figures);
      console.log(
        `run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility} | ` +
          `FCP ${(figures.fcp / 1000).toFixed(2)} s, LCP ${(figures.lcp / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, SI ${(figures.si / 1000).toFixed(2)} s`,
      );
      if (figures.failing.length) console.log(`  accessibility audits not passed: ${figures.failing.join(', ')}`);
    }
    if (runs.length === 0) throw new Error('No run could be measured');
    const last = runs[runs.length - 1];
    console.log(`JavaScript of ${args.path}: ${kb(last.jsTransferred)} transferred (${kb(last.jsResources)} uncompressed)`);
    for (const file of last.jsFiles) console.log(`  ${file}`);
    const performance = median(runs.map((run) => run.performance));
    const accessibility = median(runs.map((run) => run.accessibility));
    console.log(`median of ${runs.length}: performance ${performance} (goal ${GOALS.performance}), accessibility ${accessibility} (goal ${GOALS.accessibility})`);
    process.exitCode = performance >= GOALS.performance && accessibility >= GOALS.accessibility ? 0 : 1;
  } finally {
    if (chrome) await chrome.kill();
    stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
