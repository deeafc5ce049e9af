/**
 * Browser end-to-end suite: starts the product the way `make run` does (scripts/serve.sh on a built SPA),
 * drives Debian's chromium with playwright-core at phone and desktop sizes, and saves screenshots
 * under frontend/e2e/artifacts/. Prints "N passed, N failed" and exits non-zero on any failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { chromium } from 'playwright-core';

import { createMailbox } from './support/mailbox.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');
const artifacts = path.join(here, 'artifacts');
const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;
const only = process.argv[2];

export const VIEWPORTS = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
  desktop: { width: 1366, height: 768, isMobile: false, hasTouch: false },
};

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

function serverEnvironment(workDir) {
  const env = {
    ...process.env,
    SITE_URL: baseURL,
    MAIL_FILE_DIR: path.join(workDir, 'mail'),
    THROTTLE_REGISTER: '200/hour',
    THROTTLE_LOGIN: '200/min',
    THROTTLE_PASSWORD_RESET: '200/hour',
    DJANGO_SETTINGS_MODULE: 'config.django.base',
  };
  if (!env.DATABASE_URL) env.DATABASE_URL = `sqlite:///${path.join(workDir, 'e2e.sqlite3')}`;
  return env;
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

function startServer(env) {
  const migrate = spawnSync(path.join(repo, 'backend/.venv/bin/python'), ['manage.py', 'migrate', '--noinput', '-v', '0'], {
    cwd: path.join(repo, 'backend'),
    env,
    stdio: 'inherit',
  });
  if (migrate.status !== 0) throw new Error('migrate failed');
  const server = spawn('bash', [path.join(repo, 'scripts/serve.sh'), '127.0.0.1', String(port)], {
    env,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return server;
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

async function runTest(browser, spec, viewportName, mailbox) {
  const viewport = VIEWPORTS[viewportName];
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.hasTouch,
    acceptDownloads: true,
    baseURL,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const consoleErrors = [];
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  const slug = `${spec.file.replace('.e2e.mjs', '')}-${spec.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${viewportName}`;
  let shots = 0;
  const shot = async (label) => {
    shots += 1;
    const file = path.join(artifacts, `${slug}-${String(shots).padStart(2, '0')}-${label}.png`);
    await page.screenshot({ path: file, fullPage: false });
    return file;
  };
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  try {
    await spec.run({ page, context, browser, baseURL, viewport: viewportName, shot, mailbox, unique, repo });
    if (consoleErrors.length) throw new Error(`Uncaught errors in the page: ${consoleErrors.join(' | ')}`);
    return null;
  } catch (error) {
    await page.screenshot({ path: path.join(artifacts, `${slug}-FAILED.png`) }).catch(() => undefined);
    return error;
  } finally {
    await context.close();
  }
}

async function main() {
  fs.rmSync(artifacts, { recursive: true, force: true });
  fs.mkdirSync(artifacts, { recursive: true });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizforge-e2e-'));
  const env = serverEnvironment(workDir);
  const server = startServer(env);
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stopServer);
  let passed = 0;
  let failed = 0;
  try {
    await waitForHealth(60_000);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const mailbox = createMailbox(env.MAIL_FILE_DIR);
    try {
      for (const spec of await loadSpecs()) {
        for (const viewportName of spec.viewports ?? ['phone', 'desktop']) {
          const started = Date.now();
          const error = await runTest(browser, spec, viewportName, mailbox);
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
  console.log(`\nScreenshots: ${artifacts}`);
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
