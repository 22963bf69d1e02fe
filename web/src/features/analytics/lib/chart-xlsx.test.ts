import { describe, expect, it } from 'vitest';

import { columnName, crc32, sheetName, sheetXml, tableXlsx, xmlText, zipStore } from './chart-xlsx';

/** A bit-by-bit CRC-32 (no table), to check the writer's against. */
function referenceCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (crc & 1 ? 0xedb88320 : 0);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

type Unzipped = { name: string; data: Uint8Array; crc: number; method: number; flags: number };

/** Reads a ZIP of stored entries the way an unzip tool does: from the end record to the central
 *  directory, and from each directory entry to its local header and bytes. */
function unzipStored(zip: Uint8Array): Unzipped[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  const centralSize = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  expect(at + centralSize).toBe(end);
  const decoder = new TextDecoder();
  const entries: Unzipped[] = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const offset = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    // The local header says the same.
    expect(view.getUint32(offset, true)).toBe(0x04034b50);
    expect(view.getUint32(offset + 14, true)).toBe(crc);
    expect(view.getUint32(offset + 18, true)).toBe(size);
    expect(view.getUint32(offset + 22, true)).toBe(size);
    const localName = view.getUint16(offset + 26, true);
    const localExtra = view.getUint16(offset + 28, true);
    expect(decoder.decode(zip.subarray(offset + 30, offset + 30 + localName))).toBe(name);
    const start = offset + 30 + localName + localExtra;
    entries.push({
      name,
      data: zip.subarray(start, start + size),
      crc,
      method: view.getUint16(offset + 8, true),
      flags: view.getUint16(offset + 6, true),
    });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('the ZIP writer', () => {
  it('computes CRC-32 as the standard check value says', () => {
    const check = new TextEncoder().encode('123456789');
    expect(crc32(check)).toBe(0xcbf43926);
    expect(referenceCrc32(check)).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('stores entries an unzip reads back, with UTF-8 names and each entry’s CRC', () => {
    const encoder = new TextEncoder();
    const zip = zipStore(
      [
        { name: 'a.txt', data: encoder.encode('hola') },
        { name: 'ñandú/ß.xml', data: encoder.encode('<x>Participación</x>') },
      ],
      new Date(2026, 2, 1, 10, 30, 12),
    );
    expect(Array.from(zip.subarray(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const entries = unzipStored(zip);
    expect(entries.map((e) => e.name)).toEqual(['a.txt', 'ñandú/ß.xml']);
    expect(text(entries[1]!.data)).toBe('<x>Participación</x>');
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(entry.flags & 0x0800).toBe(0x0800);
      expect(entry.crc).toBe(referenceCrc32(entry.data));
    }
    // 2026-03-01 10:30:12 in MS-DOS form.
    const view = new DataView(zip.buffer);
    expect(view.getUint16(10, true)).toBe((10 << 11) | (30 << 5) | 6);
    expect(view.getUint16(12, true)).toBe((46 << 9) | (3 << 5) | 1);
  });
});

describe('a chart as an Excel workbook', () => {
  const chart = {
    columns: ['Departamento', 'Personas', 'Participación'],
    rows: [
      ['Ventas & <Marketing> "Norte"', 4, 0.75],
      ['=HYPERLINK("http://x")', 1, 0],
      ['+34 600\u0007', -2, 1e-7],
    ],
  };

  it('packs the six parts of one sheet, each with a valid CRC', () => {
    const entries = unzipStored(tableXlsx('Participación por departamento', chart));
    expect(entries.map((e) => e.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
      'xl/styles.xml',
    ]);
    for (const entry of entries) expect(entry.crc).toBe(referenceCrc32(entry.data));
    const parts = new Map(entries.map((e) => [e.name, text(e.data)]));
    expect(parts.get('[Content_Types].xml')).toContain('/xl/worksheets/sheet1.xml');
    expect(parts.get('xl/workbook.xml')).toContain('<sheet name="Participación por departamento"');
    expect(parts.get('xl/styles.xml')).toContain('<font><b/>');
    const sheet = parts.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain(
      '<row r="1"><c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Departamento</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>4</v></c><c r="C2"><v>0.75</v></c>');
  });

  it('writes numbers as numbers, escapes text and keeps formula-like text as text', () => {
    const sheet = sheetXml(chart);
    expect(sheet).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Ventas &amp; &lt;Marketing&gt; &quot;Norte&quot;</t></is></c>',
    );
    expect(sheet).toContain(
      '<c r="A3" t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://x&quot;)</t></is></c>',
    );
    expect(sheet).not.toContain('<f>');
    // The control character is dropped; a leading + stays text.
    expect(sheet).toContain(
      '<c r="A4" t="inlineStr"><is><t xml:space="preserve">+34 600</t></is></c>',
    );
    expect(sheet).toContain('<c r="B4"><v>-2</v></c><c r="C4"><v>1e-7</v></c>');
    expect(sheetXml({ columns: ['x'], rows: [[Number.NaN]] })).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">NaN</t></is></c>',
    );
  });

  it('names the sheet within Excel’s rules and the columns by letters', () => {
    expect(sheetName('Equidad por [Antigüedad]: ¿quién? / a\\b')).toBe(
      'Equidad por Antigüedad ¿quién a',
    );
    expect(sheetName('Reconocimientos de un departamento a otro')).toHaveLength(31);
    expect(sheetName("'*?'")).toBe('Hoja1');
    expect(xmlText('a\u0000b\uD800c\u{1F600}')).toBe('abc\u{1F600}');
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
