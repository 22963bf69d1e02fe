#!/usr/bin/env node
// Sizes of the built app (raw / gzip / brotli, from the precompressed files beside each file):
// - the first load: the entry chunk plus every chunk and stylesheet it imports statically;
// - every route: its own lazy chunk, and with what it imports that the first load does not hold
//   (what opening that screen first downloads);
// - the other lazy chunks (dialogs, toasts, error reporting...);
// - the first screens: what /login and the signed-in home download before they show, which
//   vite.config.ts groups into the `shell` and `home` chunks.
// `--check` fails when the first load is over the budget (155 KiB gzip) or when the login needs
// more than a handful of script files; `--json` prints only the figures; `--dist DIR` reads
// another build.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIRST_LOAD_BUDGET_GZIP = 155 * 1024;
/** Script files /login may need: the entry, the shell and a little slack. */
export const LOGIN_SCRIPT_FILES = 4;

/** Lazy chunks that are screens (routes of app/router.tsx and of the modules' manifests). */
const ROUTE_SOURCE =
  /(-page|-layout|-routes?|\/ui-shell|\/standalone-app|\/not-found|\/module-gate)\.tsx$/;

const args = process.argv.slice(2);
const check = args.includes('--check');
const jsonOnly = args.includes('--json');
const distArg = args.indexOf('--dist');
const dist =
  distArg >= 0
    ? resolve(args[distArg + 1])
    : resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`bundle-size: no build in ${dist} (run \`npm run build\` first)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');

/** The files a chunk needs before it runs: itself, its CSS and its static imports. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const size = (file) => (existsSync(file) ? statSync(file).size : 0);
function measure(files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const path = join(dist, file);
    total.raw += size(path);
    total.gzip += size(`${path}.gz`);
    total.brotli += size(`${path}.br`);
  }
  return total;
}

const firstLoadFiles = closure(entryKey);
const firstLoad = measure(firstLoadFiles);

const lazy = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src)
  .map(([key, chunk]) => {
    const own = [...closure(key)].filter((file) => !firstLoadFiles.has(file));
    return {
      src: chunk.src,
      route: ROUTE_SOURCE.test(chunk.src),
      chunkGzip: measure([chunk.file, ...(chunk.css ?? [])]).gzip,
      ...measure(own),
    };
  })
  .sort((a, b) => a.src.localeCompare(b.src));
/** A group chunk of vite.config.ts (`shell`, `home`) by its name, with what it imports. */
function group(name) {
  const key = Object.keys(manifest).find((k) => manifest[k].name === name && !manifest[k].src);
  return key ? closure(key) : new Set();
}
const screen = (...groups) => {
  const files = new Set(firstLoadFiles);
  for (const name of groups) for (const file of group(name)) files.add(file);
  return { scripts: [...files].filter((file) => file.endsWith('.js')).length, ...measure(files) };
};
const firstScreens = { login: screen('shell'), home: screen('shell', 'home') };

const routes = lazy.filter((chunk) => chunk.route);
const others = lazy.filter((chunk) => !chunk.route);

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const row = (label, figures) =>
  `${label.padEnd(64)} ${kib(figures.raw).padStart(11)} ${kib(figures.gzip).padStart(11)} ${kib(figures.brotli).padStart(11)}`;
const lazyRow = (chunk) =>
  `${`  ${chunk.src}`.padEnd(64)} ${kib(chunk.chunkGzip).padStart(11)} ${kib(chunk.gzip).padStart(11)}`;

if (!jsonOnly) {
  console.log(
    `${''.padEnd(64)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}`,
  );
  for (const file of firstLoadFiles) console.log(row(file, measure([file])));
  console.log(row('first load (entry + static imports)', firstLoad));
  // "opened first": the chunk with every chunk it imports that the first load does not hold
  // (MUI's core counts in each: it comes with whichever screen opens first, then is cached).
  const header = `${''.padEnd(64)} ${'chunk gzip'.padStart(11)} ${'opened first'.padStart(11)}`;
  console.log(`\nroutes\n${header}`);
  for (const chunk of routes) console.log(lazyRow(chunk));
  console.log(`\nother lazy chunks\n${header}`);
  for (const chunk of others) console.log(lazyRow(chunk));
  console.log(`\nfirst screens (entry + groups)`);
  for (const [name, figures] of Object.entries(firstScreens)) {
    console.log(row(`  ${name} (${figures.scripts} script files)`, figures));
  }
}
console.log(
  JSON.stringify({
    firstLoad,
    budgetGzip: FIRST_LOAD_BUDGET_GZIP,
    firstScreens,
    routes: Object.fromEntries(
      routes.map((chunk) => [
        chunk.src,
        { chunkGzip: chunk.chunkGzip, openedFirstGzip: chunk.gzip },
      ]),
    ),
  }),
);

if (check) {
  if (firstLoad.gzip > FIRST_LOAD_BUDGET_GZIP) {
    console.error(
      `check:size: the first load is ${kib(firstLoad.gzip)} gzip, over the ${kib(FIRST_LOAD_BUDGET_GZIP)} budget.`,
    );
    process.exit(1);
  }
  if (firstScreens.login.scripts > LOGIN_SCRIPT_FILES) {
    console.error(
      `check:size: /login needs ${firstScreens.login.scripts} script files, more than ${LOGIN_SCRIPT_FILES} (see firstScreenGroups in vite.config.ts).`,
    );
    process.exit(1);
  }
  console.log(
    `check:size: first load ${kib(firstLoad.gzip)} gzip, within the ${kib(FIRST_LOAD_BUDGET_GZIP)} budget; /login in ${firstScreens.login.scripts} script files.`,
  );
}
