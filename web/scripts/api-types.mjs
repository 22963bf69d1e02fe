#!/usr/bin/env node
// Generates, from the contract ../api/openapi.yaml, src/api/schema.d.ts (openapi-typescript) and
// ../api/openapi.json (which the server embeds and serves at /api/openapi.json).
// `--check` generates into a temporary folder and fails when a committed file differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { load as loadYaml } from 'js-yaml';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const spec = resolve(webDir, '../api/openapi.yaml');
const target = join(webDir, 'src/api/schema.d.ts');
const jsonTarget = resolve(webDir, '../api/openapi.json');
const cli = join(webDir, 'node_modules/openapi-typescript/bin/cli.js');
const check = process.argv.includes('--check');

function generate(out) {
  execFileSync(process.execPath, [cli, spec, '-o', out], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function generateJson(out) {
  writeFileSync(out, JSON.stringify(loadYaml(readFileSync(spec, 'utf8'))) + '\n');
}

if (!check) {
  generate(target);
  generateJson(jsonTarget);
  console.log(`api-types: wrote ${target} and ${jsonTarget}`);
  process.exit(0);
}

// An unquoted comma inside a one-line `{ description: a, b }` makes YAML read "b" as a key with
// no value: the contract silently loses the text. Refuse any null value in the contract.
const nulls = [];
(function walk(node, path) {
  if (node === null) nulls.push(path.join('.'));
  else if (typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  }
})(loadYaml(readFileSync(spec, 'utf8')), []);
if (nulls.length > 0) {
  console.error(
    'check:api: keys without a value in ../api/openapi.yaml (quote texts with commas):',
  );
  for (const path of nulls) console.error(`  ${path}`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'aplauso-api-'));
try {
  const fresh = join(dir, 'schema.d.ts');
  generate(fresh);
  const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error('check:api: src/api/schema.d.ts is out of date with ../api/openapi.yaml.');
    console.error('Run `npm run gen:api` and commit the result.');
    process.exit(1);
  }
  const freshJson = join(dir, 'openapi.json');
  generateJson(freshJson);
  const committedJson = existsSync(jsonTarget) ? readFileSync(jsonTarget, 'utf8') : '';
  if (readFileSync(freshJson, 'utf8') !== committedJson) {
    console.error('check:api: ../api/openapi.json is out of date with ../api/openapi.yaml.');
    console.error('Run `npm run gen:api` and commit the result.');
    process.exit(1);
  }
  console.log('check:api: schema.d.ts and openapi.json match ../api/openapi.yaml');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
