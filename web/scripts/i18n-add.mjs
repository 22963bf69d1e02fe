#!/usr/bin/env node
// Merges new texts into both glossary catalogs in one short read-modify-write per file, so
// several people (or agents) adding keys to different sections do not overwrite each other.
//   node scripts/i18n-add.mjs texts.json     where texts.json is {"es": {...}, "en": {...}}
// Keys are nested objects; existing keys are overwritten by the new value.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));

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

for (const lng of ['es', 'en']) {
  if (!input[lng]) throw new Error(`missing "${lng}" texts`);
  const file = resolve(webDir, `src/i18n/locales/${lng}/glossary.json`);
  const merged = merge(JSON.parse(readFileSync(file, 'utf8')), input[lng]);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(merged, null, 2) + '\n');
  renameSync(temp, file);
}
console.log('i18n-add: merged into es and en');
