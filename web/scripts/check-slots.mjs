#!/usr/bin/env node
// Part of `npm run check:modules`: fails when a list naming modules comes back outside the
// modules' own folders. A feature's manifest (src/features/<feature>/module.ts) declares the
// ledger kinds it writes (`ledgerKinds`) and the live hints it listens to (`liveHints`), and its
// console parts (src/features/<feature>/console.ts) the switches of its module flags
// (`switches`); this check reads those declarations from the sources and fails when
//  - a kind, hint or switch is declared by two features, or outside the feature's file for it;
//  - shared code (app/, lib/, components/, api/, stores/, config/, i18n/, theme/; tests aside)
//    names a declared hint, or lists two declared kinds in one array;
//  - a glossary part has a section naming two or more modules or kinds it does not own (as
//    `orgSettings.modules.items`, `admin.budgets.kinds`, `admin.nav` and `audit.areas` did).
// It reads the sources as text (prettier's layout of module.ts and console.ts), so it stays
// cheap: no build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(webDir, 'src');
const featuresDir = join(srcDir, 'features');
const SHARED_DIRS = ['app', 'lib', 'components', 'api', 'stores', 'config', 'i18n', 'theme'];

const problems = [];
const rel = (file) => relative(webDir, file);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** Source without its comments (a `//` inside a string is rare enough in this code base). */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const isSource = (file) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

// Module flags (../modules.json).
const flags = new Set(
  JSON.parse(readFileSync(resolve(webDir, '../modules.json'), 'utf8')).flags.map((f) => f.flag),
);

// What each feature declares.
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const declared = { kinds: new Map(), hints: new Map(), switches: new Map() };
const owns = new Map(features.map((feature) => [feature, new Set()]));

/** The text of the `property: [...]` or `property: {...}` value in a manifest. */
function block(text, property) {
  const start = text.search(new RegExp(`\\b${property}:\\s*[[{]`));
  if (start < 0) return '';
  const open = text.indexOf(text.slice(start).match(/[[{]/)[0], start);
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if ('[{'.includes(text[i])) depth += 1;
    if (']}'.includes(text[i])) depth -= 1;
    if (depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

function declare(kind, name, feature) {
  const map = declared[kind];
  if (map.has(name) && map.get(name) !== feature)
    problems.push(
      `${kind} "${name}" is declared by features/${map.get(name)} and features/${feature}`,
    );
  map.set(name, feature);
  owns.get(feature).add(name);
}

/** A feature's slot file's text, without comments ('' when it has none). */
function slotFile(feature, name) {
  const file = join(featuresDir, feature, name);
  return existsSync(file) ? code(readFileSync(file, 'utf8')) : '';
}

for (const feature of features) {
  const manifest = slotFile(feature, 'module.ts');
  for (const [, kind] of block(manifest, 'ledgerKinds').matchAll(
    /['"]?([\w-]+)['"]?:\s*\{\s*entry:/g,
  ))
    declare('kinds', kind, feature);
  for (const [, hint] of block(manifest, 'liveHints').matchAll(/\bname:\s*[`'"]([^`'"]+)[`'"]/g))
    declare('hints', hint, feature);
  const console = slotFile(feature, 'console.ts');
  for (const [, flag] of block(console, 'switches').matchAll(/\bflag:\s*['"]([\w-]+)['"]/g)) {
    if (!flags.has(flag))
      problems.push(`features/${feature}/console.ts switches unknown flag "${flag}"`);
    declare('switches', flag, feature);
  }
}

// Declarations outside a feature's module.ts (kinds, hints) or console.ts (switches), and shared
// code naming what features declare.
const kinds = new Set(declared.kinds.keys());
const declaredIn = { ledgerKinds: 'module.ts', liveHints: 'module.ts', switches: 'console.ts' };
for (const file of walk(srcDir).filter(isSource)) {
  const path = relative(srcDir, file).split('\\').join('/');
  const text = code(readFileSync(file, 'utf8'));
  for (const [, property] of text.matchAll(/\b(ledgerKinds|liveHints|switches):\s*[[{]/g)) {
    const own = declaredIn[property];
    if (!new RegExp(`^features/[^/]+/${own.replace('.', '\\.')}$`).test(path))
      problems.push(`${rel(file)} declares ${property}: only a feature's ${own} may`);
  }
  if (!SHARED_DIRS.includes(path.split('/')[0])) continue;
  for (const [, hint] of text.matchAll(/[`'"]([\w-]+\.[\w.-]+)[`'"]/g)) {
    if (declared.hints.has(hint))
      problems.push(
        `${rel(file)} names the live hint "${hint}" of features/${declared.hints.get(hint)}`,
      );
  }
  for (const [list] of text.matchAll(/\[[^[\]]*\]/g)) {
    const named = [...list.matchAll(/[`'"]([\w-]+)[`'"]/g)]
      .map((match) => match[1])
      .filter((word) => kinds.has(word));
    if (new Set(named).size >= 2)
      problems.push(`${rel(file)} lists the ledger kinds ${[...new Set(named)].join(', ')}`);
  }
}

// Glossary sections naming modules or kinds their part does not own.
const parts = [['shared', join(srcDir, 'i18n/glossary/es.json')]].concat(
  features.map((feature) => [feature, join(featuresDir, feature, 'glossary/es.json')]),
);
const named = new Set([...flags, ...kinds]);
function sections(value, path, visit) {
  for (const [key, child] of Object.entries(value)) {
    if (child && typeof child === 'object') {
      const section = path ? `${path}.${key}` : key;
      visit(section, Object.keys(child));
      sections(child, section, visit);
    }
  }
}
for (const [part, file] of parts) {
  if (!existsSync(file)) continue;
  const own = owns.get(part) ?? new Set();
  sections(JSON.parse(readFileSync(file, 'utf8')), '', (section, keys) => {
    const strangers = keys.filter((key) => named.has(key) && !own.has(key));
    if (strangers.length >= 2)
      problems.push(
        `${rel(file)}: "${section}" names ${strangers.join(', ')}: a list naming modules; let each module word its own in its manifest and glossary part`,
      );
  });
}

if (problems.length > 0) {
  console.error(`check:modules: ${problems.length} list(s) naming modules outside their folders`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `check:modules: ${declared.kinds.size} ledger kinds, ${declared.hints.size} live hints and ${declared.switches.size} module switches, each declared by its own feature; no shared list names them`,
);
