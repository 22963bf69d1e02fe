#!/usr/bin/env node
// Builds the app (vite build) only when dist/ is missing or stale: older than anything the build
// reads, or built with other VITE_* variables (`--force` builds anyway). A build never touches
// the files a running server is serving: it goes into a new folder under dist-builds/, and
// dist/ (a symbolic link to the current build) is then replaced in one rename, so a server
// reading web/dist sees the old build until the new one is whole, and never "not built". The
// previous build stays (a page loaded just before the swap still finds its assets); older ones
// are removed. A dist/ that is a plain folder (an older checkout) is moved under dist-builds/.
//   node scripts/build-if-stale.mjs [--force]
import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILDS = 'dist-builds';
const ENV_FILE = '.build-env.json';
const KEEP = 2;

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** The VITE_* variables a build bakes in, as the build would see them. */
export function buildEnv(env = process.env) {
  return Object.fromEntries(
    Object.keys(env)
      .filter((key) => key.startsWith('VITE_'))
      .sort()
      .map((key) => [key, env[key]]),
  );
}

/** Why dist/ needs a build ('' when it is up to date). */
export function staleness(webDir, env = process.env) {
  const manifest = join(webDir, 'dist/.vite/manifest.json');
  if (!existsSync(manifest)) return 'dist/ is missing';
  const built = statSync(manifest).mtimeMs;
  if (built < Math.max(...INPUTS.map((input) => newest(join(webDir, input))))) {
    return 'dist/ is older than its sources';
  }
  const envPath = join(webDir, 'dist', ENV_FILE);
  const recorded = existsSync(envPath) ? readFileSync(envPath, 'utf8') : '';
  if (recorded !== JSON.stringify(buildEnv(env))) return 'the VITE_* variables changed';
  return '';
}

/** vite build into `outDir` (a child process). */
export function viteBuild(webDir, outDir) {
  return run(process.execPath, [
    join(webDir, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ]);
}

function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** Points dist at `target` (relative to webDir) in one rename. */
function swapDist(webDir, target) {
  const dist = join(webDir, 'dist');
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    // A plain folder from before: kept as an old build (the one moment dist is missing).
    renameSync(dist, join(webDir, BUILDS, `plain-${Date.now()}`));
  }
  const link = join(webDir, `dist.swap-${process.pid}`);
  rmSync(link, { force: true });
  symlinkSync(target, link, 'dir');
  renameSync(link, dist);
}

/** Removes every build but the current one and the newest KEEP - 1 others. */
function prune(webDir, current) {
  const root = join(webDir, BUILDS);
  const others = readdirSync(root)
    .filter((name) => name !== current)
    .map((name) => ({ name, at: statSync(join(root, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { name } of others.slice(KEEP - 1)) {
    rmSync(join(root, name), { recursive: true, force: true });
  }
}

/**
 * Builds when stale (or `force`) and swaps the new build in. `build(outDir)` writes a whole
 * build into outDir (vite build by default). Answers 'built' or 'fresh'.
 */
export async function ensureBuilt({
  webDir,
  force = false,
  env = process.env,
  build = (outDir) => viteBuild(webDir, outDir),
  log = console.log,
}) {
  const why = force ? 'asked to build' : staleness(webDir, env);
  if (!why) return 'fresh';
  log(`${why}; building the web app (vite build)…`);
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const outDir = join(webDir, BUILDS, name);
  mkdirSync(outDir, { recursive: true });
  try {
    await build(outDir);
    writeFileSync(join(outDir, ENV_FILE), JSON.stringify(buildEnv(env)));
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  swapDist(webDir, join(BUILDS, name));
  prune(webDir, name);
  return 'built';
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  ensureBuilt({ webDir, force: process.argv.includes('--force') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
