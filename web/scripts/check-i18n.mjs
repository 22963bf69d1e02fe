#!/usr/bin/env node
// Fails when a translation key used in src/ is missing from the es or en glossary, when the
// two catalogs do not have the same keys (plural forms compared by their base key), when a
// key's Spanish and English texts are identical and the key is not listed as language-neutral
// in its part's glossary/language-neutral.json (names, formats, units: the same in both
// languages), or when a key is not in its home: code in a feature reads only its own part
// (src/features/<feature>/glossary/) and the shared one (src/i18n/glossary/), shared code only the
// shared one, and a key that one feature alone uses is in that feature's part
// (`npm run gen:i18n -- --assign` moves them). `gen-glossary.mjs --check` runs first (package.json):
// the bundle is its parts.
//
// Keys are found in: t('key'), i18nKey="key", and any string literal shaped like a key whose
// first segment is a top-level section of the glossary ('auth.login.emailRequired').
// Keys built at run time from a literal prefix (`languages.${lng}`) need that prefix to be a
// section of the glossary, and every key under it is read by the code building it.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

import {
  SHARED,
  SLOT_SECTIONS,
  baseKey,
  bundleFile,
  flatten,
  homeOf,
  partLabel,
  readParts,
  scanUsage,
  usageAreas,
  webDir,
} from './glossary-parts.mjs';

const catalogs = {
  es: JSON.parse(readFileSync(bundleFile('es'), 'utf8')),
  en: JSON.parse(readFileSync(bundleFile('en'), 'utf8')),
};
const parts = readParts();

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

const flat = { es: flatten(catalogs.es), en: flatten(catalogs.en) };
const baseKeys = (map) => new Set([...map.keys()].map(baseKey));
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
// Spanish interface, or the reverse), unless the key's part says it may be.
const neutral = new Set(parts.flatMap((part) => part.neutral));
for (const [key, value] of flat.es) {
  const same = flat.en.get(key) === value;
  if (same && !neutral.has(key))
    problems.push(
      `"${key}" reads ${JSON.stringify(value)} in both es and en: translate it, or list it in its part's glossary/language-neutral.json`,
    );
  if (!same && neutral.has(key))
    problems.push(`"${key}" is listed as language-neutral but its es and en texts differ`);
}
for (const key of neutral) {
  if (!flat.es.has(key)) problems.push(`language-neutral "${key}" is not in the glossary`);
}

const { used, dynamicPrefixes } = scanUsage(topLevel);
const files = (set) => [...set].map((file) => relative(webDir, file)).join(', ');
for (const [key, users] of used) {
  // A slot section is read whole (the modules' words in it).
  if (SLOT_SECTIONS.includes(key) && knownSections.has(key)) continue;
  for (const lng of ['es', 'en']) {
    if (!base[lng].has(key))
      problems.push(`"${key}" (used in ${files(users)}) is missing from ${lng}`);
  }
}
for (const [prefix, users] of dynamicPrefixes) {
  if (!knownSections.has(prefix)) {
    problems.push(
      `dynamic keys under "${prefix}." (used in ${files(users)}) have no section in the glossary`,
    );
  }
}

// Each key in its home: what a feature reads is its own or shared, what one feature alone
// reads is its own.
const partOf = new Map();
for (const part of parts) {
  for (const key of flatten(part.catalogs.es).keys()) partOf.set(baseKey(key), part.name);
}
for (const [key, areas] of usageAreas(partOf.keys(), { used, dynamicPrefixes })) {
  const part = partOf.get(key);
  const strangers = [...areas].filter((area) => part !== SHARED && area !== part);
  if (strangers.length > 0) {
    problems.push(
      `"${key}" is in ${partLabel(part)} but read by ${strangers.map((area) => (area === SHARED ? 'shared code' : `features/${area}`)).join(', ')}: move it to ${partLabel(homeOf(areas))} (npm run gen:i18n -- --assign)`,
    );
  } else if (part === SHARED && homeOf(areas) !== SHARED) {
    problems.push(
      `"${key}" is read only by features/${homeOf(areas)}: move it to ${partLabel(homeOf(areas))} (npm run gen:i18n -- --assign)`,
    );
  }
}

if (problems.length > 0) {
  console.error(`check:i18n: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`check:i18n: ${used.size} keys used, ${base.es.size} keys in es and en, all present.`);
