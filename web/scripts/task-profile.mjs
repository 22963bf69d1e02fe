#!/usr/bin/env node
// The long main-thread tasks of one cold page load and what runs in them: for every task over
// MIN ms, its largest trace events and the functions with the most CPU samples. A benchmark
// tool, not a test. Needs a running server with the demo organisation, e.g.
// `E2E_PORT=8191 E2E_STATIC_DIR=/tmp/dist-prof APLAUSO_BIN=server/build/release/aplauso
// scripts/e2e-server` serving `npx vite build --minify false --outDir /tmp/dist-prof` (readable
// function names), and `node scripts/lighthouse.mjs` run once (it installs puppeteer-core).
//
//   BASE=http://localhost:8191 node scripts/task-profile.mjs        the signed-in home, returning
//   PAGE=/login SIGN_IN=0 ...                                       a visitor's /login
//   LIGHTHOUSE_CATEGORIES=1 ...    records with Lighthouse's trace categories (stack traces for
//                                  timers, requests and DOM changes), whose overhead its TBT sees
//   MIN=12.5 TOP=10 ...            the shortest task shown (ms) and functions listed per task
//   INCLUSIVE=1 ...                also lists functions by inclusive samples (a function and
//                                  everything it called: which component or commit phase)
//   TRACE_OUT=/tmp/home.json ...   keeps the whole trace (for DevTools' Performance panel)
import { writeFileSync } from 'node:fs';

import { CHROMIUM, loadFromCache as load, signInDemo } from './lighthouse-support.mjs';

const base = process.env.BASE;
if (!base) throw new Error('BASE=http://localhost:PORT of a running server, please');
const minMs = Number(process.env.MIN ?? 12.5);
const top = Number(process.env.TOP ?? 10);
// Lighthouse 13's default categories (core/gather/gatherers/trace.js), with CPU samples.
const LIGHTHOUSE = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
];
// blink.user_timing carries navigationStart, which names the page's renderer thread.
const PLAIN = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
];
const categories = [
  ...(process.env.LIGHTHOUSE_CATEGORIES ? LIGHTHOUSE : PLAIN),
  'disabled-by-default-v8.cpu_profiler',
];

const { default: puppeteer } = await load('puppeteer-core');
const chromeLauncher = await load('chrome-launcher');
const chrome = await chromeLauncher.launch(CHROMIUM);
let trace;
try {
  if (process.env.SIGN_IN !== '0') await signInDemo(puppeteer, chrome.port, base);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  // Lighthouse's mobile screen.
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.tracing.start({ categories });
  await page.goto(`${base}${process.env.PAGE ?? '/'}`, { waitUntil: 'load' });
  await new Promise((done) => setTimeout(done, 3000));
  trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  await browser.disconnect();
} finally {
  await chrome.kill();
}

if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(trace));
const events = trace.traceEvents ?? trace;
// The page's renderer: the main thread that ran the page's navigation.
const navigation = events.find(
  (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base),
);
if (!navigation) throw new Error(`no navigation to ${base} in the trace`);
const isPageMain = (e) => e.pid === navigation.pid && e.tid === navigation.tid;
const tasks = events.filter(
  (e) => isPageMain(e) && e.name === 'RunTask' && e.ph === 'X' && e.dur >= minMs * 1000,
);

// CPU samples of the page's renderer, each with its time and leaf function.
const nodes = new Map();
const samples = [];
let sampleTime = events.find((e) => e.name === 'Profile' && e.pid === navigation.pid)?.args?.data
  ?.startTime;
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== navigation.pid) continue;
  const profile = e.args.data.cpuProfile ?? {};
  for (const node of profile.nodes ?? []) nodes.set(node.id, { ...nodes.get(node.id), ...node });
  const deltas = e.args.data.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    sampleTime += deltas[i] ?? 0;
    samples.push({ ts: sampleTime, id });
  });
}
const functionName = (node) => {
  const frame = node?.callFrame;
  if (!frame) return '?';
  const file = (frame.url || '').replace(/^.*\//, '');
  return `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
};

const start = navigation.ts;
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  blocking += Math.max(0, (task.dur / 1000) * 4 - 50);
  console.log(
    `\n${((task.ts - start) / 1000).toFixed(0)} ms: task of ${(task.dur / 1000).toFixed(1)} ms`,
  );
  const inner = events.filter(
    (e) => isPageMain(e) && e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task,
  );
  for (const e of inner.filter((e) => e.dur >= 2000 && !e.name.startsWith('V8.')).slice(0, 8)) {
    const url = (e.args?.data?.url ?? '').replace(/^.*\//, '');
    console.log(`   ${e.name} ${(e.dur / 1000).toFixed(1)} ms ${url}`);
  }
  const counts = new Map();
  for (const { ts, id } of samples) {
    if (ts < task.ts || ts >= end) continue;
    const name = functionName(nodes.get(id));
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0) || 1;
  for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`     ${String(Math.round((100 * n) / total)).padStart(3)} %  ${name}`);
  }
  if (process.env.INCLUSIVE) {
    // Each sample counts once for every function on its stack.
    const inclusive = new Map();
    for (const { ts, id } of samples) {
      if (ts < task.ts || ts >= end) continue;
      const seen = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const name = functionName(node);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      }
    }
    console.log('   inclusive:');
    for (const [name, n] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top * 3)) {
      console.log(`     ${String(Math.round((100 * n) / total)).padStart(3)} %  ${name}`);
    }
  }
}
console.log(
  `\n${tasks.length} tasks over ${minMs} ms; 4 × each − 50 ms, summed: ${Math.round(blocking)} ms ` +
    '(Lighthouse counts only those after the first paint, and layout at 2 ×)',
);
