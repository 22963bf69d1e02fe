#!/usr/bin/env node
// Fails when a translation key used in src/ is missing from the es or en glossary, when the
// two catalogs do not have the same keys (plural forms compared by their base key), or when a
// key's Spanish and English texts are identical and the key is not listed as language-neutral
// in src/i18n/language-neutral.json (names, formats, units: the same in both languages).
//
// Keys are found in: t('key'), i18nKey="key", and any string literal shaped like a key whose
// first segment is a top-level section of the glossary ('auth.login.emailRequired').
// Keys built at run time from a literal prefix (`languages.${lng}`) need that prefix to be a
// section of the glossary.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(webDir, 'src');
const catalogs = {
  es: JSON.parse(readFileSync(join(srcDir, 'i18n/locales/es/glossary.json'), 'utf8')),
  en: JSON.parse(readFileSync(join(srcDir, 'i18n/locales/en/glossary.json'), 'utf8')),
};
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value, prefix = '', out = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, path, out);
    else out.set(path, child);
  }
  return out;
}

function sections(value, prefix = '', out = new Set()) {
  for (const [key, child] of Object.entries(value)) {
    if (child && typeof child === 'object') {
      const path = prefix ? `${prefix}.${key}` : key;
      out.add(path);
      sections(child, path, out);
    }
  }
  return out;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    if (entry.name.endsWith('.d.ts')) return [];
    return [path];
  });
}

const flat = { es: flatten(catalogs.es), en: flatten(catalogs.en) };
const baseKeys = (map) => new Set([...map.keys()].map((key) => key.replace(PLURAL, '')));
const base = { es: baseKeys(flat.es), en: baseKeys(flat.en) };
const topLevel = new Set(Object.keys(catalogs.es));
const knownSections = sections(catalogs.es);
const problems = [];

for (const [lng, keys] of Object.entries(base)) {
  const other = lng === 'es' ? base.en : base.es;
  for (const key of keys) {
    if (!other.has(key))
      problems.push(`"${key}" is in ${lng} but not in ${lng === 'es' ? 'en' : 'es'}`);
  }
}
for (const [lng, map] of Object.entries(flat)) {
  for (const [key, value] of map) {
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`${lng}: "${key}" is empty`);
  }
}

// The same text in both languages is nearly always an untranslated one (English in the
// Spanish interface, or the reverse), unless the key says it may be.
const neutral = new Set(
  JSON.parse(readFileSync(join(srcDir, 'i18n/language-neutral.json'), 'utf8')).keys,
);
for (const [key, value] of flat.es) {
  const same = flat.en.get(key) === value;
  if (same && !neutral.has(key))
    problems.push(
      `"${key}" reads ${JSON.stringify(value)} in both es and en: translate it, or list it in src/i18n/language-neutral.json`,
    );
  if (!same && neutral.has(key))
    problems.push(`"${key}" is listed as language-neutral but its es and en texts differ`);
}
for (const key of neutral) {
  if (!flat.es.has(key)) problems.push(`language-neutral "${key}" is not in the glossary`);
}

const KEY_SHAPE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
const used = new Map();
const dynamicPrefixes = new Map();
const note = (map, key, file) => {
  if (!map.has(key)) map.set(key, new Set());
  map.get(key).add(relative(webDir, file));
};

for (const file of sourceFiles(srcDir)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g)) note(used, match[2], file);
  for (const match of text.matchAll(/i18nKey=(['"])([^'"\n]+)\1/g)) note(used, match[2], file);
  for (const match of text.matchAll(/(['"])([A-Za-z][\w.-]*)\1/g)) {
    const candidate = match[2];
    if (KEY_SHAPE.test(candidate) && topLevel.has(candidate.split('.')[0]))
      note(used, candidate, file);
  }
  for (const match of text.matchAll(/`([A-Za-z][\w.]*)\.\$\{/g)) {
    if (topLevel.has(match[1].split('.')[0])) note(dynamicPrefixes, match[1], file);
  }
}

for (const [key, files] of used) {
  for (const lng of ['es', 'en']) {
    if (!base[lng].has(key))
      problems.push(`"${key}" (used in ${[...files].join(', ')}) is missing from ${lng}`);
  }
}
for (const [prefix, files] of dynamicPrefixes) {
  if (!knownSections.has(prefix)) {
    problems.push(
      `dynamic keys under "${prefix}." (used in ${[...files].join(', ')}) have no section in the glossary`,
    );
  }
}

if (problems.length > 0) {
  console.error(`check:i18n: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`check:i18n: ${used.size} keys used, ${base.es.size} keys in es and en, all present.`);
