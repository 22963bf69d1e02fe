// build-if-stale.mjs on a throwaway web folder with a fake build (node --test): a second run
// builds nothing, a rebuild replaces dist/ in one step while another process keeps reading it
// (never missing, the old build until the new one is whole), and `make run` builds only when
// stale (issue 27, §8.9).
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { ensureBuilt } from './build-if-stale.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const folders = [];
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fakeWeb() {
  const dir = mkdtempSync(join(tmpdir(), 'aplauso-web-'));
  folders.push(dir);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/main.ts'), 'export {};\n');
  writeFileSync(join(dir, 'index.html'), '<!doctype html>\n');
  return dir;
}

// A build that takes a while, as vite's does, and writes its index among the last files.
function slowBuild(version, counter = { builds: 0 }) {
  return async (outDir) => {
    counter.builds += 1;
    mkdirSync(join(outDir, '.vite'), { recursive: true });
    for (let i = 0; i < 30; i += 1) {
      writeFileSync(join(outDir, `chunk-${i}.js`), `// ${version}\n`);
      await new Promise((done) => setTimeout(done, 5));
    }
    writeFileSync(join(outDir, 'index.html'), version);
    writeFileSync(join(outDir, '.vite/manifest.json'), '{}');
  };
}

const quiet = () => {};

// Marks the sources as changed after the current build.
function touchSources(dir) {
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dir, 'src/main.ts'), later, later);
}

// Another process (a server) reading dist/index.html as fast as it can until told to stop.
async function startReader(dir) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs');
       const [file, stop] = process.argv.slice(1);
       let reads = 0, failures = 0;
       const seen = [];
       process.stdout.write('ready\\n');
       const read = () => {
         try {
           const text = fs.readFileSync(file, 'utf8');
           reads += 1;
           if (seen[seen.length - 1] !== text) seen.push(text);
         } catch {
           failures += 1;
         }
       };
       while (!fs.existsSync(stop)) read();
       // Once more after the stop: the stop comes after the swap, so this read sees the new
       // build even when the reader was not scheduled between the swap and the stop.
       read();
       process.stdout.write(JSON.stringify({ reads, failures, seen }));`,
      join(dir, 'dist/index.html'),
      join(dir, 'stop-reading'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  await new Promise((ready) => {
    const check = () => (output.includes('ready') ? ready() : setTimeout(check, 5));
    check();
  });
  const finished = new Promise((done) => child.on('exit', done));
  return async () => {
    writeFileSync(join(dir, 'stop-reading'), '');
    await finished;
    return JSON.parse(output.slice(output.indexOf('\n') + 1));
  };
}

test('a second run builds nothing; a change of sources or of VITE_* variables builds again', async () => {
  const dir = fakeWeb();
  const counter = { builds: 0 };
  const build = slowBuild('v1', counter);
  assert.equal(await ensureBuilt({ webDir: dir, env: {}, build, log: quiet }), 'built');
  assert.ok(lstatSync(join(dir, 'dist')).isSymbolicLink());
  const target = readlinkSync(join(dir, 'dist'));

  assert.equal(await ensureBuilt({ webDir: dir, env: {}, build, log: quiet }), 'fresh');
  assert.equal(counter.builds, 1);
  assert.equal(readlinkSync(join(dir, 'dist')), target, 'dist untouched');

  const env = { VITE_SENTRY_DSN: 'https://sentry.example/1' };
  assert.equal(await ensureBuilt({ webDir: dir, env, build, log: quiet }), 'built');
  assert.equal(await ensureBuilt({ webDir: dir, env, build, log: quiet }), 'fresh');
  touchSources(dir);
  assert.equal(await ensureBuilt({ webDir: dir, env, build, log: quiet }), 'built');
  assert.equal(counter.builds, 3);
});

test('a rebuild swaps dist in one step while another process reads it', async () => {
  const dir = fakeWeb();
  await ensureBuilt({ webDir: dir, env: {}, build: slowBuild('v1'), log: quiet });
  const stopReading = await startReader(dir);
  touchSources(dir);
  await ensureBuilt({ webDir: dir, env: {}, build: slowBuild('v2'), log: quiet });
  const { reads, failures, seen } = await stopReading();
  assert.equal(failures, 0, 'dist/index.html was missing or partial during the rebuild');
  assert.ok(reads > 0);
  assert.deepEqual(seen, ['v1', 'v2'], 'the old build until the new one is whole');

  // The previous build stays for pages loaded just before the swap; older ones go.
  touchSources(dir);
  await ensureBuilt({ webDir: dir, env: {}, build: slowBuild('v3'), log: quiet });
  assert.equal(readdirSync(join(dir, 'dist-builds')).length, 2);
  assert.equal(readFileSync(join(dir, 'dist/index.html'), 'utf8'), 'v3');
});

test('a plain dist folder from an older checkout becomes the previous build', async () => {
  const dir = fakeWeb();
  mkdirSync(join(dir, 'dist/.vite'), { recursive: true });
  writeFileSync(join(dir, 'dist/index.html'), 'plain');
  await ensureBuilt({ webDir: dir, env: {}, build: slowBuild('v1'), log: quiet });
  assert.ok(lstatSync(join(dir, 'dist')).isSymbolicLink());
  assert.equal(readFileSync(join(dir, 'dist/index.html'), 'utf8'), 'v1');
  const builds = readdirSync(join(dir, 'dist-builds'));
  assert.equal(builds.length, 2);
  assert.ok(builds.some((name) => name.startsWith('plain-')));
  assert.ok(!existsSync(join(dir, `dist.swap-${process.pid}`)));
});

test('make run builds the web app only when it is stale', () => {
  const plan = execFileSync('make', ['--dry-run', '--always-make', '-C', repo, 'run'], {
    encoding: 'utf8',
  });
  assert.match(plan, /build-if-stale\.mjs/);
  assert.doesNotMatch(plan, /npm run build|vite build|--force/);
});
