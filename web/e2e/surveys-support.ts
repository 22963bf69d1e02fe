// What the surveys' browser tests share: the organisation's privacy thresholds for a test, and
// reading what they download (the entries of a zip, an .xlsx workbook being one, inflated with
// node:zlib, so a sheet's XML can be checked without a spreadsheet library).
import { inflateRawSync } from 'node:zlib';

import type { APIRequestContext } from '@playwright/test';

import { EMAILS } from './recognition-support';
import { apiToken, expect } from './support';

type Thresholds = { k: number; k_comments: number };

/** Sets the organisation's minimum group size for `run` (3: three answers show), and puts the
 *  one it had back afterwards. */
export async function withThresholds(
  request: APIRequestContext,
  next: Thresholds,
  run: () => Promise<void>,
): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(request, EMAILS.admin)}` };
  const read = await request.get('/api/org/privacy', { headers });
  expect(read.status(), await read.text()).toBe(200);
  const before = ((await read.json()) as { data: Thresholds }).data;
  const put = async (data: Thresholds) => {
    const response = await request.put('/api/org/privacy', { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await put(next);
  try {
    await run();
  } finally {
    await put(before);
  }
}

/** Every entry of a zip archive by name, as text (stored or deflated entries). */
export function unzipText(archive: Buffer): Map<string, string> {
  // The end of central directory record: its signature within the last 64 KiB + 22 bytes.
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart =
      local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressed);
    entries.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Every text of a workbook: its shared strings and inline strings, unescaped. */
export function workbookTexts(entries: Map<string, string>): string[] {
  const texts: string[] = [];
  for (const [name, xml] of entries) {
    if (!name.startsWith('xl/')) continue;
    for (const match of xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g))
      texts.push(
        (match[1] ?? '')
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&apos;', "'")
          .replaceAll('&amp;', '&'),
      );
  }
  return texts;
}
