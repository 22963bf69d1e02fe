#!/usr/bin/env node
// Builds the app (vite build) when dist/ is missing or older than anything the build reads, so
// `make test` builds it once for the size check and the browser tests. Type-checking is verify's
// own step; this needs only the bundle.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(webDir, 'dist/.vite/manifest.json');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
const changed = Math.max(...inputs.map((input) => newest(join(webDir, input))));
if (built < changed) {
  console.log('dist/ is missing or stale; building (vite build)…');
  execFileSync(
    process.execPath,
    [join(webDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit' },
  );
}
