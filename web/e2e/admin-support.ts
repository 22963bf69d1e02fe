// Shared steps of the admin console, API key and docs specs.
import { crc32, deflateSync } from 'node:zlib';

import type { Page } from '@playwright/test';

import { apiToken, enterAs, expect, useSourceGlossaryIfAsked } from './support';

export const ADMIN_EMAIL = 'admin@demo.local';
export const ANA_EMAIL = 'ana.torres@demo.local';

/** A name nobody else in the run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export { apiToken };

/** Signs in as the demo admin and opens an admin section. */
export async function openAdmin(page: Page, path = '/admin'): Promise<void> {
  await useSourceGlossaryIfAsked(page);
  await enterAs(page, ADMIN_EMAIL, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
}

/** Picks a person in an admin people picker by typing part of their name. */
export async function pickPerson(page: Page, label: string | RegExp, name: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(name.split(' ')[0] ?? name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of a small coloured square, built in memory. */
export function makePng(size = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xc8)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
