#!/usr/bin/env node
// The public API reference (the documentation page) shows the contract's texts in the reader's
// language: every summary and description it shows, for operations marked `x-public-api`, must
// carry a Spanish version (`x-summary-es`, `x-description-es`) beside the English one. Fails
// listing each text that lacks one.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { load as loadYaml } from 'js-yaml';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const doc = loadYaml(readFileSync(resolve(webDir, '../api/openapi.yaml'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

function lookup(ref) {
  let node = doc;
  for (const part of ref.slice(2).split('/')) node = node?.[part];
  return node ?? {};
}
function resolveRef(node) {
  let current = node ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) current = lookup(current.$ref);
  return current;
}

const missing = [];
function needs(node, where, key = 'description') {
  const text = node?.[key];
  if (typeof text === 'string' && text.trim() && !node[`x-${key}-es`]) missing.push(where);
}
/** The fields the reference lists for a schema: its properties (allOf merged), one level. */
function fields(schema, where) {
  const resolved = resolveRef(schema);
  for (const part of resolved.allOf ?? []) fields(part, where);
  for (const [name, property] of Object.entries(resolved.properties ?? {})) {
    needs(property.$ref ? resolveRef(property) : property, `${where}.${name}`);
  }
}

for (const [path, item] of Object.entries(doc.paths ?? {})) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op || op['x-public-api'] !== true) continue;
    const where = `${method.toUpperCase()} ${path}`;
    needs(op, `${where} summary`, 'summary');
    for (const parameter of op.parameters ?? []) {
      const p = resolveRef(parameter);
      needs(p, `${where} parameter ${p.name}`);
    }
    const body = op.requestBody?.content?.['application/json']?.schema;
    if (body) fields(body, `${where} body`);
    for (const [status, raw] of Object.entries(op.responses ?? {})) {
      const response = resolveRef(raw);
      needs(response, `${where} ${status}`);
      const schema = response.content?.['application/json']?.schema;
      if (schema && !schema.$ref) {
        const data = resolveRef(schema).properties?.data;
        if (data) fields(data, `${where} ${status} data`);
      }
    }
  }
}

if (missing.length > 0) {
  console.error('check:api-languages: texts of the public API reference without a Spanish version');
  console.error('(add x-description-es / x-summary-es in ../api/openapi.yaml):');
  for (const where of [...new Set(missing)]) console.error(`  ${where}`);
  process.exit(1);
}
console.log(
  'check:api-languages: every text of the public API reference is in Spanish and English',
);
