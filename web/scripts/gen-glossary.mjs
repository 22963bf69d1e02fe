#!/usr/bin/env node
// Bundles the glossary's parts (src/i18n/glossary/ and src/features/<feature>/glossary/, see
// glossary-parts.mjs) into the catalogs the server embeds and serves,
// src/i18n/locales/{es,en}/glossary.json.
//   node scripts/gen-glossary.mjs             writes the bundle
//   node scripts/gen-glossary.mjs --check     fails when the bundle is not what the parts give, or
//                                             when two parts define one key
//   node scripts/gen-glossary.mjs --assign    first moves every key the code uses to its home (the
//                                             one feature using it, else the shared part), then
//                                             writes: after code moved between features
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

import {
  LANGUAGES,
  SHARED,
  baseKey,
  bundleFile,
  bundleParts,
  flatten,
  homeOf,
  partDir,
  readParts,
  scanUsage,
  usageAreas,
  webDir,
  writeJson,
  writeKeyList,
} from './glossary-parts.mjs';

const check = process.argv.includes('--check');
const assign = process.argv.includes('--assign');
const name = check ? 'check:i18n' : 'gen:i18n';

function fail(problems) {
  console.error(`${name}: ${problems.length} problem(s) in the glossary's parts`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

/** Sets a dotted key in a nested catalog, creating its sections at the end. */
function setPath(catalog, key, value) {
  const segments = key.split('.');
  let node = catalog;
  for (const segment of segments.slice(0, -1)) node = node[segment] ??= {};
  node[segments.at(-1)] = value;
}

/** The catalog without the keys `drop` says to drop, and without sections left empty. */
function without(catalog, drop, prefix = '') {
  const out = {};
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      const kept = without(value, drop, path);
      if (Object.keys(kept).length > 0) out[key] = kept;
    } else if (!drop(path)) {
      out[key] = value;
    }
  }
  return out;
}

/** Moves each used key to its home part; returns how many keys moved. */
function assignHomes(parts) {
  const { bundle, problems } = bundleParts(parts);
  if (problems.length > 0) fail(problems);
  const partOf = new Map();
  for (const part of parts) {
    for (const key of flatten(part.catalogs.es).keys()) partOf.set(baseKey(key), part.name);
  }
  const usage = scanUsage(new Set(Object.keys(bundle.es)));
  const areas = usageAreas(partOf.keys(), usage);
  const moves = new Map();
  for (const [key, used] of areas) {
    const home = homeOf(used);
    if (used.size > 0 && home !== partOf.get(key)) moves.set(key, home);
  }
  if (moves.size === 0) return 0;

  const byName = new Map(parts.map((part) => [part.name, part]));
  for (const home of new Set(moves.values())) {
    if (!byName.has(home)) {
      const part = {
        name: home,
        dir: partDir(home),
        catalogs: Object.fromEntries(LANGUAGES.map((lng) => [lng, {}])),
        neutral: [],
      };
      parts.push(part);
      byName.set(home, part);
    }
  }
  for (const part of parts) {
    const leaving = (key) => moves.has(baseKey(key)) && moves.get(baseKey(key)) !== part.name;
    const arriving = [...moves].filter(([, home]) => home === part.name).map(([key]) => key);
    for (const lng of LANGUAGES) {
      const kept = without(part.catalogs[lng], leaving);
      // In the bundle's order, with their plural forms.
      for (const [key, value] of flatten(bundle[lng])) {
        if (arriving.includes(baseKey(key)) && partOf.get(baseKey(key)) !== part.name)
          setPath(kept, key, value);
      }
      part.catalogs[lng] = kept;
    }
  }
  const neutral = parts.map((part) =>
    parts.flatMap((other) =>
      other.neutral.filter((key) => (moves.get(key) ?? other.name) === part.name),
    ),
  );
  parts.forEach((part, i) => (part.neutral = neutral[i]));
  for (const part of parts) {
    const empty = Object.keys(part.catalogs.es).length === 0 && part.name !== SHARED;
    mkdirSync(part.dir, { recursive: true });
    for (const lng of LANGUAGES) {
      const file = join(part.dir, `${lng}.json`);
      if (empty) rmSync(file, { force: true });
      else writeJson(file, part.catalogs[lng]);
    }
    const neutralFile = join(part.dir, 'language-neutral.json');
    if (part.neutral.length > 0) writeKeyList(neutralFile, part.neutral);
    else rmSync(neutralFile, { force: true });
    if (empty) rmSync(part.dir, { recursive: true, force: true });
  }
  return moves.size;
}

const parts = readParts();
if (assign && !check) {
  const moved = assignHomes(parts);
  console.log(`gen:i18n: ${moved} key(s) moved to the part of the code using them`);
}
const { bundle, problems } = bundleParts(assign ? readParts() : parts);
if (problems.length > 0) fail(problems);

const stale = LANGUAGES.filter(
  (lng) => readFileSync(bundleFile(lng), 'utf8') !== JSON.stringify(bundle[lng], null, 2) + '\n',
);
const summary = `${parts.length} parts, ${flatten(bundle.es).size} texts per language`;
if (check) {
  if (stale.length > 0) {
    console.error(
      `check:i18n: ${stale.map((lng) => relative(webDir, bundleFile(lng))).join(' and ')} ` +
        'are not what the glossary parts give; edit the parts (src/i18n/glossary/, ' +
        'src/features/*/glossary/), run `npm run gen:i18n` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`check:i18n: the glossary is the bundle of its parts (${summary})`);
} else {
  for (const lng of LANGUAGES) writeJson(bundleFile(lng), bundle[lng]);
  console.log(`gen:i18n: wrote src/i18n/locales/{es,en}/glossary.json (${summary})`);
}
