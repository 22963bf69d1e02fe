#!/usr/bin/env node
// What Lighthouse's simulated LCP (or TBT) of one page is made of: the requests and main-thread
// tasks of Lantern's graph, with the times Lantern simulated for them (4× CPU, 150 ms RTT,
// 1.6 Mbit/s). A benchmark tool, not a test. Needs a running server with the demo organisation,
// e.g. `E2E_PORT=8190 APLAUSO_BIN=server/build/release/aplauso scripts/e2e-server`, and
// `node scripts/lighthouse.mjs` run once (it installs Lighthouse into web/.cache/lighthouse).
//
//   BASE=http://localhost:8190 node scripts/lantern-graph.mjs             /login, LCP
//   BASE=... PAGE=/ SIGN_IN=1 node scripts/lantern-graph.mjs              the signed-in home
//   BASE=... METRIC=tbt ...                                               TBT's graph instead
//
// Lantern's LCP is the end of the last node: every request that finished before the page's
// observed LCP, and the tasks they depend on. Bytes before LCP, and requests started by scripts
// rather than by the page, are what move it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  CHROMIUM,
  LIGHTHOUSE_CACHE,
  loadFromCache as load,
  signInDemo,
} from './lighthouse-support.mjs';

const lighthouseFile = (path) =>
  import(pathToFileURL(join(LIGHTHOUSE_CACHE, 'node_modules', 'lighthouse', path)).href);

const base = process.env.BASE;
if (!base) throw new Error('BASE=http://localhost:PORT of a running server, please');
const metric = process.env.METRIC === 'tbt' ? 'tbt' : 'lcp';
const artifactsDir = mkdtempSync(join(tmpdir(), 'aplauso-lantern-'));

const { default: lighthouse } = await load('lighthouse');
const chromeLauncher = await load('chrome-launcher');
const chrome = await chromeLauncher.launch(CHROMIUM);
try {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    gatherMode: artifactsDir,
  };
  // CPU samples in the kept trace (artifacts directory printed below), for a breakdown by function.
  if (process.env.CPU_PROFILE)
    flags.additionalTraceCategories = 'disabled-by-default-v8.cpu_profiler';
  if (process.env.SIGN_IN) {
    const { default: puppeteer } = await load('puppeteer-core');
    await signInDemo(puppeteer, chrome.port, base);
    flags.disableStorageReset = true;
  }
  await lighthouse(`${base}${process.env.PAGE ?? '/login'}`, flags);
} finally {
  await chrome.kill();
}

console.log(`artifacts: ${artifactsDir}`);
const { loadArtifacts } = await lighthouseFile('core/lib/asset-saver.js');
const artifacts = await loadArtifacts(artifactsDir);
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: artifacts.settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  HostDPR: artifacts.HostDPR,
  simulator: null,
};
const context = { computedCache: new Map(), settings: artifacts.settings };
const computed =
  metric === 'tbt'
    ? (await lighthouseFile('core/computed/metrics/lantern-total-blocking-time.js'))
        .LanternTotalBlockingTime
    : (await lighthouseFile('core/computed/metrics/lantern-largest-contentful-paint.js'))
        .LanternLargestContentfulPaint;
const result = await computed.request(data, context);
const ms = (value) => String(Math.round(value)).padStart(6);
console.log(
  `${metric.toUpperCase()} ${Math.round(result.timing)} ms (optimistic ` +
    `${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ` +
    `${Math.round(result.pessimisticEstimate.timeInMs)})`,
);
console.log(' start    end  node (pessimistic graph; tasks under 5 ms simulated left out)');
const rows = [...result.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, timing] of rows) {
  if (node.type === 'cpu' && timing.duration < 5) continue;
  const label =
    node.type === 'network'
      ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${node.request.transferSize} B)`
      : `main-thread task, ${Math.round(node.duration / 1000)} ms observed`;
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${label}`);
}
