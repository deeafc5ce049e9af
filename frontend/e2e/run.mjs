/**
 * Browser end-to-end suite: starts the product the way `make run` does (scripts/serve.sh on a built SPA),
 * drives Debian's chromium with playwright-core at phone and desktop sizes, and saves screenshots
 * under frontend/e2e/artifacts/ (with the server's log). Prints "N passed, N failed" and exits non-zero on any failure.
 *
 * Payments go to the Stripe stand-in (backend/quizforge/billing/tests/fake_stripe.py), started on a free port
 * before the server, which is pointed at it and receives its signed webhooks.
 *
 * Each specs/*.e2e.mjs exports `tests = [{ name, viewports?, run }]`; `run` receives { page, context, browser,
 * secondBrowser, baseURL, viewport, shot, mailbox, manage, unique, repo, stripeURL } (see runTest). `node e2e/run.mjs word`
 * runs only the tests whose file or name contains `word`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chromium } from 'playwright-core';

import { createMailbox } from './support/mailbox.mjs';
import { createManage } from './support/manage.mjs';
import { contextOptions } from './support/viewports.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const artifacts = path.join(here, 'artifacts');
const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;
const only = process.argv[2];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Starts the Stripe stand-in on a free port, delivering webhooks to the server under test; answers its URL. */
function startFakeStripe(logFile) {
  const log = fs.openSync(logFile, 'a');
  const fake = spawn(
    path.join(repo, 'backend/.venv/bin/python'),
    ['-m', 'quizforge.billing.tests.fake_stripe', '--port', '0', '--webhook-url', `${baseURL}/api/billing/webhook/`],
    { cwd: path.join(repo, 'backend'), detached: true, stdio: ['ignore', 'pipe', log] },
  );
  fs.closeSync(log);
  const url = new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('The Stripe stand-in did not start')), 30_000);
    fake.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = /listening on (\S+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    fake.on('exit', (code) => reject(new Error(`The Stripe stand-in stopped (${code})`)));
  });
  return { process: fake, url };
}

function serverEnvironment(workDir, stripeURL) {
  const env = {
    ...process.env,
    SITE_URL: baseURL,
    MAIL_FILE_DIR: path.join(workDir, 'mail'),
    THROTTLE_REGISTER: '200/hour',
    THROTTLE_LOGIN: '200/min',
    THROTTLE_PASSWORD_RESET: '200/hour',
    DJANGO_SETTINGS_MODULE: 'config.django.base',
    // The offline generator: the suite never calls an outside AI service unless asked to.
    GENERATION_PROVIDER: process.env.E2E_GENERATION_PROVIDER ?? 'local',
    // The stand-in's defaults (fake_stripe.py): its key, webhook secret and two prices.
    STRIPE_SECRET_KEY: 'sk_test_quizforge_local',
    STRIPE_WEBHOOK_SECRET: 'whsec_quizforge_local',
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_YEARLY: 'price_yearly',
    STRIPE_API_BASE: stripeURL,
  };
  if (!env.DATABASE_URL) env.DATABASE_URL = `sqlite:///${path.join(workDir, 'e2e.sqlite3')}`;
  return env;
}

async function portAnswers() {
  try {
    await fetch(`${baseURL}/api/health/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${baseURL}/api/health/`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not answer ${baseURL}/api/health/ in time`);
}

/** Migrates and starts the server; its output (access log, warnings, worker) goes to `logFile`. */
function startServer(env, logFile) {
  const migrate = spawnSync(path.join(repo, 'backend/.venv/bin/python'), ['manage.py', 'migrate', '--noinput', '-v', '0'], {
    cwd: path.join(repo, 'backend'),
    env,
    stdio: 'inherit',
  });
  if (migrate.status !== 0) throw new Error('migrate failed');
  const log = fs.openSync(logFile, 'a');
  const server = spawn('bash', [path.join(repo, 'scripts/serve.sh'), '127.0.0.1', String(port)], {
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return server;
}

/** The server log's error lines and tracebacks, to explain a failure without opening the file. */
function serverErrors(logFile) {
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n') : [];
  return lines
    .filter((line) => /\[(error|critical)|Traceback|Error:|" 5\d\d /i.test(line))
    .slice(-30)
    .map((line) => `  ${line}`)
    .join('\n');
}

async function loadSpecs() {
  const dir = path.join(here, 'specs');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.e2e.mjs')).sort();
  const specs = [];
  for (const file of files) {
    const module = await import(pathToFileURL(path.join(dir, file)).href);
    for (const test of module.tests) specs.push({ file, ...test });
  }
  return specs.filter((spec) => !only || spec.file.includes(only) || spec.name.includes(only));
}

/** A browser context at the test's size, with its page watched for uncaught errors. */
async function openContext(browser, viewportName, pageErrors) {
  const context = await browser.newContext(contextOptions(viewportName, baseURL));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // Anything the Content-Security-Policy blocks fails the test: the app must work under the policy it is served with.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /CSP violation|Content Security Policy/i.test(message.text())) {
      pageErrors.push(message.text());
    }
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  return { context, page };
}

async function runTest(browser, spec, viewportName, { mailbox, manage, stripeURL }) {
  const pageErrors = [];
  const contexts = [];
  const { context, page } = await openContext(browser, viewportName, pageErrors);
  contexts.push(context);
  /** A second, separate browser (own storage, same size), e.g. for the person a link is shared with. */
  const secondBrowser = async () => {
    const other = await openContext(browser, viewportName, pageErrors);
    contexts.push(other.context);
    return other;
  };
  const slug = `${spec.file.replace('.e2e.mjs', '')}-${spec.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${viewportName}`;
  let shots = 0;
  /** Saves a screenshot of `target` (the test's page unless another one is given) under artifacts/. */
  const shot = async (label, target = page) => {
    shots += 1;
    const file = path.join(artifacts, `${slug}-${String(shots).padStart(2, '0')}-${label}.png`);
    await target.screenshot({ path: file, fullPage: false, animations: 'disabled', caret: 'hide' });
    return file;
  };
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  try {
    await spec.run({
      page,
      context,
      browser,
      secondBrowser,
      baseURL,
      viewport: viewportName,
      shot,
      mailbox,
      manage,
      unique,
      repo,
      stripeURL,
    });
    if (pageErrors.length) throw new Error(`Uncaught errors in the page: ${pageErrors.join(' | ')}`);
    return null;
  } catch (error) {
    for (const [index, open] of contexts.entries()) {
      for (const [pageIndex, openPage] of open.pages().entries()) {
        const suffix = index || pageIndex ? `-${index + 1}.${pageIndex + 1}` : '';
        await openPage.screenshot({ path: path.join(artifacts, `${slug}-FAILED${suffix}.png`) }).catch(() => undefined);
      }
    }
    return error;
  } finally {
    for (const open of contexts) await open.close();
  }
}

async function main() {
  fs.rmSync(artifacts, { recursive: true, force: true });
  fs.mkdirSync(artifacts, { recursive: true });
  if (await portAnswers()) {
    throw new Error(`Something already answers on ${baseURL}: stop it or choose another E2E_PORT`);
  }
  const suiteStarted = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizforge-e2e-'));
  const serverLog = path.join(artifacts, 'server.log');
  const fakeStripe = startFakeStripe(path.join(artifacts, 'fake-stripe.log'));
  const stopFakeStripe = () => {
    try {
      process.kill(-fakeStripe.process.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stopFakeStripe);
  const stripeURL = await fakeStripe.url;
  const env = serverEnvironment(workDir, stripeURL);
  const server = startServer(env, serverLog);
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    stopFakeStripe();
  };
  process.on('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopServer();
      process.exit(130);
    });
  }
  let passed = 0;
  let failed = 0;
  try {
    await waitForHealth(60_000);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const support = { mailbox: createMailbox(env.MAIL_FILE_DIR), manage: createManage(repo, env), stripeURL };
    try {
      for (const spec of await loadSpecs()) {
        for (const viewportName of spec.viewports ?? ['phone', 'desktop']) {
          const started = Date.now();
          const error = await runTest(browser, spec, viewportName, support);
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          if (error) {
            failed += 1;
            console.log(`FAIL ${spec.file} › ${spec.name} [${viewportName}] (${seconds}s)\n  ${error.stack ?? error}`);
          } else {
            passed += 1;
            console.log(`ok   ${spec.file} › ${spec.name} [${viewportName}] (${seconds}s)`);
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    stopServer();
  }
  console.log(`\nScreenshots and server log: ${artifacts}`);
  if (failed) {
    console.log(`Server errors:\n${serverErrors(serverLog) || '  (none logged)'}`);
    console.log(`Mail and embedded database kept in ${workDir}`);
  } else {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`Suite time: ${((Date.now() - suiteStarted) / 1000).toFixed(0)}s`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
