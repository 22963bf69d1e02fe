#!/usr/bin/env node
// Merges new texts into one part of the glossary in one short read-modify-write per file, so
// several people (or agents) adding keys do not overwrite each other, then writes the bundle.
//   node scripts/i18n-add.mjs texts.json [feature]
// where texts.json is {"es": {...}, "en": {...}} and feature names src/features/<feature>/ (its
// glossary/ part); without one, the shared part src/i18n/glossary/. Keys are nested objects;
// existing keys are overwritten by the new value. `npm run gen:i18n -- --assign` moves keys to the
// feature whose code reads them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { LANGUAGES, SHARED, partDir, webDir, writeJson } from './glossary-parts.mjs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const part = process.argv[3] ?? SHARED;
if (part !== SHARED && !existsSync(join(webDir, 'src/features', part)))
  throw new Error(`no feature src/features/${part}`);

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== 'object') target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

mkdirSync(partDir(part), { recursive: true });
for (const lng of LANGUAGES) {
  if (!input[lng]) throw new Error(`missing "${lng}" texts`);
  const file = join(partDir(part), `${lng}.json`);
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeJson(file, merge(current, input[lng]));
}
console.log(`i18n-add: merged into the ${part} part (es and en)`);
execFileSync(process.execPath, [join(webDir, 'scripts/gen-glossary.mjs')], { stdio: 'inherit' });
