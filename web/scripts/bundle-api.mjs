#!/usr/bin/env node
// Bundles the contract from its parts into ../api/openapi.yaml (committed: the server's contract
// test reads it, `npm run gen:api` turns it into src/api/schema.d.ts and ../api/openapi.json):
//   ../api/base.yaml               what every module shares: openapi, info, servers, the security
//                                  schemes, the error envelope, schemas and parameters several
//                                  modules use
//   ../api/modules/<module>.yaml   one per server module that serves calls (named as in
//                                  ../modules.json "server"): its `paths` and the components only it
//                                  uses (`components.schemas`, `components.parameters`, ...)
// The bundle is text: each path and each component keeps its lines as written in its part, base
// first, then the modules in modules.json's order. The top-level `tags` list is every tag the
// operations use, in order of first use. Fails on a path or component defined twice, a part with
// sections it may not have, a module file not in modules.json, a path whose literal is registered
// by another module's server sources, or a bundle that does not read back as its parts.
//   node scripts/bundle-api.mjs            writes ../api/openapi.yaml
//   node scripts/bundle-api.mjs --check    fails when ../api/openapi.yaml is not what the parts give
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

import { load as loadYaml } from 'js-yaml';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(webDir, '..');
const apiDir = join(root, 'api');
const target = join(apiDir, 'openapi.yaml');
const check = process.argv.includes('--check');
const name = check ? 'check:api' : 'gen:api';
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];
const BASE_SECTIONS = ['openapi', 'info', 'servers', 'components'];
const MODULE_SECTIONS = ['paths', 'components'];

const problems = [];
const rel = (file) => relative(root, file);

/** Splits lines into entries that start at `indent` spaces (a key), each with its deeper lines. */
function entries(lines, indent, file) {
  const out = [];
  const pad = ' '.repeat(indent);
  for (const line of lines) {
    const trimmed = line.trimStart();
    const depth = line.length - trimmed.length;
    if (trimmed === '') {
      if (out.length > 0) out.at(-1).lines.push(line);
    } else if (trimmed.startsWith('#') && depth <= indent) {
      // A part's own commentary (what the file is): not carried into the bundle.
    } else if (depth === indent) {
      const match = /^((?:'[^']*'|"[^"]*"|[^:#\s][^:#]*?)):(\s|$)/.exec(trimmed);
      if (!match) throw new Error(`${rel(file)}: cannot read the key in ${JSON.stringify(line)}`);
      out.push({ key: match[1].replace(/^(['"])(.*)\1$/, '$2'), lines: [line] });
    } else if (depth > indent && out.length > 0) {
      out.at(-1).lines.push(line);
    } else {
      throw new Error(`${rel(file)}: unexpected indentation in ${JSON.stringify(line)}`);
    }
  }
  for (const entry of out) {
    while (entry.lines.at(-1).trim() === '') entry.lines.pop();
    if (!entry.lines[0].startsWith(pad)) throw new Error(`${rel(file)}: bad entry ${entry.key}`);
  }
  return out;
}

/** A part: its parsed value and its text by section (components by kind, then by name). */
function readPart(file, allowed) {
  const text = readFileSync(file, 'utf8');
  const value = loadYaml(text) ?? {};
  const sections = new Map();
  for (const section of entries(text.split('\n'), 0, file)) {
    if (!allowed.includes(section.key)) {
      problems.push(
        `${rel(file)}: "${section.key}" is not bundled from this file (it may hold ${allowed.join(', ')})`,
      );
      continue;
    }
    if (section.key === 'paths') {
      sections.set('paths', entries(section.lines.slice(1), 2, file));
    } else if (section.key === 'components') {
      const kinds = new Map();
      for (const kind of entries(section.lines.slice(1), 2, file)) {
        kinds.set(kind.key, entries(kind.lines.slice(1), 4, file));
      }
      sections.set('components', kinds);
    } else {
      sections.set(section.key, section.lines);
    }
  }
  return { file, value, sections };
}

function serverModules() {
  const { server } = JSON.parse(readFileSync(join(root, 'modules.json'), 'utf8'));
  return server;
}

/** Every C++ source of each server module, to tell which module registers a path. */
function moduleSources(modules) {
  const sources = new Map();
  for (const module of modules) {
    const dir = join(root, 'server/src/modules', module);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(cpp|h)$/.test(f)) : [];
    sources.set(module, files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n'));
  }
  return sources;
}

/** The module whose sources hold this path's literal, or a path built from its pieces. */
function checkServedBy(module, path, sources) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const registration = new RegExp(`Method::k\\w+,\\s*"${escaped}"`);
  const holders = [...sources].filter(([, text]) => registration.test(text)).map(([m]) => m);
  if (holders.length > 0) {
    if (!holders.includes(module))
      problems.push(
        `api/modules/${module}.yaml: ${path} is registered by ${holders.join(', ')}; move it to that module's file`,
      );
    return;
  }
  // A path assembled at run time ("/communications/" + kind + "/{id}"): each fixed piece must
  // be in one of the module's string literals.
  const text = sources.get(module) ?? '';
  const pieces = path.split('/').filter((piece) => piece && !piece.startsWith('{'));
  const quoted = [...text.matchAll(/"([^"\n]*)"/g)].map((m) => m[1]);
  const missing = pieces.filter(
    (piece) => !quoted.some((q) => q.split('/').includes(piece) || q === piece),
  );
  if (missing.length > 0)
    problems.push(
      `api/modules/${module}.yaml: ${path} is not registered in server/src/modules/${module}/`,
    );
}

const modules = serverModules();
const base = readPart(join(apiDir, 'base.yaml'), BASE_SECTIONS);
const moduleDir = join(apiDir, 'modules');
const moduleFiles = existsSync(moduleDir)
  ? readdirSync(moduleDir).filter((f) => f.endsWith('.yaml'))
  : [];
for (const file of moduleFiles) {
  if (!modules.includes(basename(file, '.yaml')))
    problems.push(
      `api/modules/${file}: no server module "${basename(file, '.yaml')}" in modules.json`,
    );
}
const parts = [base];
for (const module of modules) {
  const file = join(moduleDir, `${module}.yaml`);
  if (existsSync(file)) parts.push({ module, ...readPart(file, MODULE_SECTIONS) });
}

// Paths and components, each defined once across the parts.
const sources = moduleSources(modules);
const owners = new Map();
const claim = (what, part) => {
  if (owners.has(what))
    problems.push(`${what} is defined in both ${rel(owners.get(what))} and ${rel(part.file)}`);
  else owners.set(what, part.file);
};
const paths = [];
const components = new Map();
for (const part of parts) {
  for (const entry of part.sections.get('paths') ?? []) {
    claim(`path ${entry.key}`, part);
    checkServedBy(part.module, entry.key, sources);
    paths.push(entry);
  }
  for (const [kind, list] of part.sections.get('components') ?? new Map()) {
    if (!components.has(kind)) components.set(kind, []);
    for (const entry of list) {
      claim(`components.${kind}.${entry.key}`, part);
      components.get(kind).push(entry);
    }
  }
}

// Every tag the operations use, in order of first use.
const tags = [];
for (const part of parts.slice(1)) {
  for (const item of Object.values(part.value.paths ?? {})) {
    for (const method of METHODS) {
      for (const tag of item?.[method]?.tags ?? []) if (!tags.includes(tag)) tags.push(tag);
    }
  }
}

const out = [
  '# Generated by web/scripts/bundle-api.mjs from api/base.yaml and api/modules/*.yaml: do not',
  '# edit here. Change the parts and run `cd web && npm run gen:api`.',
];
for (const section of ['openapi', 'info', 'servers']) {
  if (base.sections.has(section)) out.push(...base.sections.get(section));
}
out.push('tags:', ...tags.map((tag) => `  - name: ${tag}`), '');
out.push('components:');
for (const [kind, list] of components) {
  out.push(`  ${kind}:`);
  for (const entry of list) out.push(...entry.lines);
}
out.push('', 'paths:');
for (const entry of paths) out.push(...entry.lines);
const bundle = out.join('\n') + '\n';

// The bundle must read back as exactly its parts merged.
const expected = {
  ...base.value,
  tags: tags.map((tag) => ({ name: tag })),
  components: {},
  paths: {},
};
for (const part of parts) {
  for (const [kind, map] of Object.entries(part.value.components ?? {})) {
    expected.components[kind] = { ...expected.components[kind], ...map };
  }
  Object.assign(expected.paths, part.value.paths ?? {});
}
if (problems.length === 0 && !isDeepStrictEqual(loadYaml(bundle), expected)) {
  problems.push(
    'the bundle does not read back as its parts: keep each path and component a plain block ' +
      '(paths at two spaces, components at four, no anchors shared between files)',
  );
}

if (problems.length > 0) {
  console.error(`${name}: ${problems.length} problem(s) in the contract's parts`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const counts = `${paths.length} paths, ${[...components.values()].reduce((n, l) => n + l.length, 0)} components from ${parts.length} files`;
if (!check) {
  writeFileSync(target, bundle);
  console.log(`gen:api: wrote ${rel(target)} (${counts})`);
} else if (!existsSync(target) || readFileSync(target, 'utf8') !== bundle) {
  console.error(
    `check:api: ${rel(target)} is not what api/base.yaml and api/modules/*.yaml give; edit the parts, run \`cd web && npm run gen:api\` and commit the result.`,
  );
  process.exit(1);
} else {
  console.log(`check:api: ${rel(target)} is the bundle of its parts (${counts})`);
}
