#!/usr/bin/env node
// Prints the first-load size of the built app: the entry chunk plus every chunk and stylesheet
// it imports statically, raw, gzip and brotli (from the precompressed files next to them).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);

const size = (file) => (existsSync(file) ? statSync(file).size : 0);
const total = { raw: 0, gzip: 0, brotli: 0 };
const rows = [...files].map((file) => {
  const path = join(dist, file);
  const row = { file, raw: size(path), gzip: size(`${path}.gz`), brotli: size(`${path}.br`) };
  total.raw += row.raw;
  total.gzip += row.gzip;
  total.brotli += row.brotli;
  return row;
});
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const row of rows) {
  console.log(
    `${row.file.padEnd(48)} ${kib(row.raw).padStart(11)} ${kib(row.gzip).padStart(11)} ${kib(row.brotli).padStart(11)}`,
  );
}
console.log(
  `${'first load (entry + static imports)'.padEnd(48)} ${kib(total.raw).padStart(11)} ${kib(total.gzip).padStart(11)} ${kib(total.brotli).padStart(11)}`,
);
console.log(JSON.stringify({ firstLoad: total }));
