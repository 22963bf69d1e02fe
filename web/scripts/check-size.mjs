#!/usr/bin/env node
// The first-load budget as a check: builds the app when it is stale, then runs
// bundle-size.mjs --check (which prints every route's chunks).
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
for (const script of [['build-if-stale.mjs'], ['bundle-size.mjs', '--check']]) {
  execFileSync(process.execPath, [join(webDir, 'scripts', script[0]), ...script.slice(1)], {
    cwd: webDir,
    stdio: 'inherit',
  });
}
