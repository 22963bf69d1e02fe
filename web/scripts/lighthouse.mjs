#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on /login and on the signed-in home, in Debian's
// Chromium, against a throwaway server with the demo organisation (scripts/e2e-server). A
// benchmark, not a test: run it on a quiet machine, after `npm run build` and a release build
// of the server (`make server`; the bench preset's binary works too).
//
//   node scripts/lighthouse.mjs            prints score, LCP, TBT, CLS, FCP and the requests
//   APLAUSO_BIN=... node scripts/...       another server binary
//   LIGHTHOUSE_REPORTS=DIR node scripts/... also writes both JSON reports into DIR (long tasks,
//                                           LCP element, per-script boot-up time)
//
// Lighthouse and puppeteer-core are installed on first use into web/.cache/lighthouse (not in
// package.json: `npm ci` of every test run would download them for nothing).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  CHROMIUM,
  LIGHTHOUSE_CACHE as cache,
  loadFromCache as load,
  signInDemo,
} from './lighthouse-support.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const PUPPETEER_VERSION = '25.9.0';
const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(webDir, '..');

function install() {
  const marker = join(cache, 'node_modules', 'lighthouse', 'package.json');
  if (existsSync(marker)) return;
  mkdirSync(cache, { recursive: true });
  console.log(`installing lighthouse ${LIGHTHOUSE_VERSION} into ${cache}…`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      cache,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
      `puppeteer-core@${PUPPETEER_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function serverBinary() {
  if (process.env.APLAUSO_BIN) return process.env.APLAUSO_BIN;
  for (const preset of ['release', 'bench']) {
    const bin = join(root, 'server', 'build', preset, 'aplauso');
    if (existsSync(bin)) return bin;
  }
  throw new Error('no release server binary: run `make server` first (or set APLAUSO_BIN)');
}

function keep(name, result) {
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (!dir) return result;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  return result;
}

function figures(result) {
  const audit = (id) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = result.lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests: requests.length,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
  };
}

function print(name, f, targets) {
  const ms = (v) => `${Math.round(v)} ms`.padStart(8);
  console.log(
    `${name.padEnd(16)} score ${String(f.score).padStart(3)} (target ≥ ${targets.score})  ` +
      `FCP ${ms(f.fcp)}  LCP ${ms(f.lcp)} (≤ 2500)  TBT ${ms(f.tbt)} (≤ 200)  ` +
      `CLS ${f.cls.toFixed(3)} (≤ 0.05)  requests ${f.requests} (${f.scripts} scripts)`,
  );
}

install();
const { default: lighthouse } = await load('lighthouse');
const chromeLauncher = await load('chrome-launcher');
const { default: puppeteer } = await load('puppeteer-core');

const port = await freePort();
const server = spawn(join(root, 'scripts', 'e2e-server'), {
  env: { ...process.env, E2E_PORT: String(port), APLAUSO_BIN: serverBinary() },
  stdio: 'inherit',
});
const base = `http://localhost:${port}`;
let chrome;
try {
  await waitFor(`${base}/api/health`);
  chrome = await chromeLauncher.launch(CHROMIUM);
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };

  const login = figures(keep('login', await lighthouse(`${base}/login`, flags)));

  // Sign in once in the same browser; the home run keeps that storage.
  await signInDemo(puppeteer, chrome.port, base);
  const home = figures(
    keep('home', await lighthouse(`${base}/`, { ...flags, disableStorageReset: true })),
  );

  console.log(
    `lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, ${new Date().toISOString().slice(0, 10)}`,
  );
  print('/login', login, { score: 90 });
  print('/ (signed in)', home, { score: 80 });
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
}
