// Shared steps of the admin console, API key and docs specs.
import { crc32, deflateSync } from 'node:zlib';

import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_PASSWORD, expect, signIn, useSourceGlossaryIfAsked, waitForApp } from './support';

export const ADMIN_EMAIL = 'admin@demo.local';
export const ANA_EMAIL = 'ana.torres@demo.local';

/** A name nobody else in the run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Signs in as the demo admin and opens an admin section. */
export async function openAdmin(page: Page, path = '/admin'): Promise<void> {
  await useSourceGlossaryIfAsked(page);
  await signIn(page, ADMIN_EMAIL);
  // On narrow screens the main menu (with its admin entry) is a closed drawer: wait for home.
  await expect(page.getByRole('heading', { name: '¡Hola, Adriana Gómez!' })).toBeVisible();
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
}

/** A bearer token for API checks beside the browser. */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
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
