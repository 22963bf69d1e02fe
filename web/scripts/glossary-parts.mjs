// The glossary's parts and how they are bundled (used by gen-glossary.mjs and check-i18n.mjs).
//
// Each feature keeps the texts its code uses in src/features/<feature>/glossary/{es,en}.json; texts
// the shared layers use (app/, components/, lib/, api/, i18n/, ...) or several features use are in
// src/i18n/glossary/{es,en}.json. A part may list its keys whose Spanish and English texts are
// rightly the same in glossary/language-neutral.json (a JSON array of keys). The bundle,
// src/i18n/locales/{es,en}/glossary.json, is every part merged: the shared part first, then the
// features in alphabetical order. The server embeds the bundle and serves it (ADR 0028, 0030).
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const srcDir = join(webDir, 'src');
export const LANGUAGES = ['es', 'en'];
export const SHARED = 'shared';
export const PLURAL = /_(zero|one|two|few|many|other)$/;
const featuresDir = join(srcDir, 'features');

export const bundleFile = (lng) => join(srcDir, `i18n/locales/${lng}/glossary.json`);

/** The folder holding a part's catalogs: `shared` or a feature's name. */
export function partDir(part) {
  return part === SHARED ? join(srcDir, 'i18n/glossary') : join(featuresDir, part, 'glossary');
}

/** The area a source file belongs to: its feature's name, or `shared`. */
export function areaOf(file) {
  const match = /^features\/([^/]+)\//.exec(relative(srcDir, file).split('\\').join('/'));
  return match ? match[1] : SHARED;
}

const readJson = (file, fallback) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;

/** Writes `value` as the catalogs are written (two spaces, a final newline), only if it changed. */
export function writeJson(file, value) {
  const text = JSON.stringify(value, null, 2) + '\n';
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
  return true;
}

/** Writes a list of keys as prettier writes JSON: on one line when it fits in 100 columns. */
export function writeKeyList(file, keys) {
  const items = keys.map((key) => JSON.stringify(key));
  const line = `[${items.join(', ')}]`;
  const text = line.length <= 100 ? line : `[\n${items.map((item) => `  ${item}`).join(',\n')}\n]`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text + '\n') return;
  writeFileSync(file, text + '\n');
}

/** Every part with its catalogs and its language-neutral keys: shared first, then features. */
export function readParts() {
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(partDir(entry.name)))
    .map((entry) => entry.name)
    .sort();
  return [SHARED, ...features].map((name) => {
    const dir = partDir(name);
    return {
      name,
      dir,
      catalogs: Object.fromEntries(
        LANGUAGES.map((lng) => [lng, readJson(join(dir, `${lng}.json`), {})]),
      ),
      neutral: readJson(join(dir, 'language-neutral.json'), []),
    };
  });
}

export const partLabel = (part) =>
  relative(webDir, partDir(typeof part === 'string' ? part : part.name));

export function flatten(value, prefix = '', out = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, path, out);
    else out.set(path, child);
  }
  return out;
}

export const baseKey = (key) => key.replace(PLURAL, '');

/**
 * Merges the parts into one catalog per language. A key (or a section) defined by two parts,
 * or a part whose es and en keys differ, is a problem.
 */
export function bundleParts(parts) {
  const problems = [];
  const bundle = Object.fromEntries(LANGUAGES.map((lng) => [lng, {}]));
  for (const lng of LANGUAGES) {
    const owner = new Map();
    for (const part of parts) {
      for (const [key, value] of flatten(part.catalogs[lng])) {
        const segments = key.split('.');
        let node = bundle[lng];
        let clash = null;
        for (let i = 0; i < segments.length - 1 && !clash; i += 1) {
          const section = segments.slice(0, i + 1).join('.');
          if (typeof node[segments[i]] === 'string') clash = section;
          else node = node[segments[i]] ??= {};
        }
        if (!clash && segments.at(-1) in node) clash = key;
        if (clash) {
          // Reported once, for Spanish: a key only one language has is reported below.
          if (lng === 'es')
            problems.push(
              `"${clash}" is defined in both ${partLabel(owner.get(clash))} and ${partLabel(part)}`,
            );
          continue;
        }
        node[segments.at(-1)] = value;
        for (let i = 1; i <= segments.length; i += 1) {
          const section = segments.slice(0, i).join('.');
          if (!owner.has(section)) owner.set(section, part.name);
        }
      }
    }
  }
  for (const part of parts) {
    const keys = Object.fromEntries(
      LANGUAGES.map((lng) => [lng, new Set([...flatten(part.catalogs[lng]).keys()].map(baseKey))]),
    );
    for (const key of keys.es) {
      if (!keys.en.has(key))
        problems.push(`"${key}" is in ${partLabel(part)}/es.json but not en.json`);
    }
    for (const key of keys.en) {
      if (!keys.es.has(key))
        problems.push(`"${key}" is in ${partLabel(part)}/en.json but not es.json`);
    }
    for (const key of part.neutral) {
      if (!keys.es.has(key))
        problems.push(`language-neutral "${key}" is not in ${partLabel(part)}/es.json`);
    }
  }
  return { bundle, problems };
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

const KEY_SHAPE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/**
 * The keys the app's sources (not tests) use, by the files using them: t('key'),
 * i18nKey="key", any string literal shaped like a key whose first segment is a top-level section
 * of the glossary, and prefixes of keys built at run time (`languages.${lng}`).
 */
export function scanUsage(topLevel) {
  const used = new Map();
  const dynamicPrefixes = new Map();
  const note = (map, key, file) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key).add(file);
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
  return { used, dynamicPrefixes };
}

/**
 * Slots of the glossary: sections one feature's code reads by keys built at run time, whose keys
 * every module brings in its own part (the audit trail's names of a module's areas, actions and
 * targets). A key under them stays in the part that has it, whoever reads it.
 */
export const SLOT_SECTIONS = ['audit.areas', 'audit.actions', 'audit.targets'];
const inSlot = (key) => SLOT_SECTIONS.some((section) => key.startsWith(`${section}.`));

/**
 * For every key of the bundle (plural forms by their base key) the areas whose code uses it,
 * directly or through a prefix built at run time; keys in a slot section aside.
 */
export function usageAreas(keys, usage) {
  const areas = new Map();
  const add = (key, files) => {
    if (!areas.has(key)) areas.set(key, new Set());
    for (const file of files) areas.get(key).add(areaOf(file));
  };
  for (const key of keys) {
    if (inSlot(key)) continue;
    if (usage.used.has(key)) add(key, usage.used.get(key));
    for (const [prefix, files] of usage.dynamicPrefixes) {
      if (key.startsWith(`${prefix}.`)) add(key, files);
    }
  }
  return areas;
}

/** Where a key used by `areas` belongs: the one feature using it, else the shared part. */
export function homeOf(areas) {
  return areas.size === 1 && !areas.has(SHARED) ? [...areas][0] : SHARED;
}
