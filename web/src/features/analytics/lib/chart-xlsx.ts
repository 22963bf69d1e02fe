// A chart's table as an Excel workbook (.xlsx), written in the browser without a library: the
// Office Open XML parts of one sheet (the columns in a bold first row, then the rows; numbers as
// numeric cells, text as inline strings, so nothing is ever read as a formula) in a ZIP package
// whose entries are stored uncompressed (the tables are small; no deflate code in the bundle).

import type { ChartTable } from './chart-csv';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// ---- CRC-32 (ISO-HDLC, the ZIP one: reflected polynomial 0xEDB88320) ----

let crcTable: Uint32Array | null = null;

function table(): Uint32Array {
  if (crcTable) return crcTable;
  crcTable = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable[n] = c >>> 0;
  }
  return crcTable;
}

export function crc32(bytes: Uint8Array): number {
  const t = table();
  let crc = 0xffffffff;
  for (const byte of bytes) crc = t[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ---- ZIP, stored entries only ----

export type ZipEntry = { name: string; data: Uint8Array };

/** MS-DOS date and time of a ZIP header (local time, two-second steps, from 1980). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(2107, Math.max(1980, date.getFullYear()));
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** A ZIP archive of `entries` with the STORE method (no compression): each entry's local header
 *  and bytes, then the central directory and its end record. Names are UTF-8 (flag bit 11). */
export function zipStore(entries: ZipEntry[], when: Date = new Date()): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const stamp = dosDateTime(when);
  const files = entries.map((entry) => ({
    name: encoder.encode(entry.name),
    data: entry.data,
    crc: crc32(entry.data),
    offset: 0,
  }));
  const localSize = files.reduce((sum, f) => sum + 30 + f.name.length + f.data.length, 0);
  const centralSize = files.reduce((sum, f) => sum + 46 + f.name.length, 0);
  const out = new Uint8Array(new ArrayBuffer(localSize + centralSize + 22));
  const view = new DataView(out.buffer);
  let at = 0;
  const u16 = (value: number) => {
    view.setUint16(at, value, true);
    at += 2;
  };
  const u32 = (value: number) => {
    view.setUint32(at, value >>> 0, true);
    at += 4;
  };
  const bytes = (value: Uint8Array) => {
    out.set(value, at);
    at += value.length;
  };
  for (const f of files) {
    f.offset = at;
    u32(0x04034b50); // local file header
    u16(20); // version needed: 2.0
    u16(0x0800); // UTF-8 names
    u16(0); // stored
    u16(stamp.time);
    u16(stamp.date);
    u32(f.crc);
    u32(f.data.length); // compressed size = size
    u32(f.data.length);
    u16(f.name.length);
    u16(0); // no extra field
    bytes(f.name);
    bytes(f.data);
  }
  const centralStart = at;
  for (const f of files) {
    u32(0x02014b50); // central directory header
    u16(20); // made by 2.0 (MS-DOS attributes)
    u16(20);
    u16(0x0800);
    u16(0);
    u16(stamp.time);
    u16(stamp.date);
    u32(f.crc);
    u32(f.data.length);
    u32(f.data.length);
    u16(f.name.length);
    u16(0); // extra
    u16(0); // comment
    u16(0); // disk
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(f.offset);
    bytes(f.name);
  }
  const centralLength = at - centralStart;
  u32(0x06054b50); // end of central directory
  u16(0);
  u16(0);
  u16(files.length);
  u16(files.length);
  u32(centralLength);
  u32(centralStart);
  u16(0); // no comment
  return out;
}

// ---- SpreadsheetML ----

/** Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone
 *  surrogates) are dropped; & < > " are escaped. */
export function xmlText(value: string): string {
  return value
    .replace(
      // eslint-disable-next-line no-control-regex -- the controls are what is removed.
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A sheet's name: the title without the characters Excel forbids ([ ] : * ? / \), at most 31
 *  characters, not starting or ending with an apostrophe, never empty. */
export function sheetName(title: string): string {
  let name = Array.from(
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  while (name.join('').length > 31) name = name.slice(0, -1);
  const cut = name.join('').replace(/^[\s']+|[\s']+$/g, '');
  return cut || 'Hoja1';
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function cellXml(value: string | number, ref: string, bold: boolean): string {
  const style = bold ? ' s="1"' : '';
  if (typeof value === 'number' && Number.isFinite(value)) {
    return `<c r="${ref}"${style}><v>${String(value)}</v></c>`;
  }
  // Text (and a number that is not finite) as an inline string: never a formula, even when it
  // starts with = + - or @.
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(String(value))}</t></is></c>`;
}

export function sheetXml(table: ChartTable): string {
  const rows = [table.columns, ...table.rows].map((cells, r) => {
    const body = cells.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`, r === 0));
    return `<row r="${r + 1}">${body.join('')}</row>`;
  });
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheetData>${rows.join('')}</sheetData></worksheet>`
  );
}

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Two cell formats: 0 plain, 1 bold (the header row). */
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbookXml(title: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheets><sheet name="${xmlText(sheetName(title))}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

/** The workbook's bytes: one sheet named after the chart, its table from the first row. */
export function tableXlsx(
  title: string,
  chart: ChartTable,
  when: Date = new Date(),
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const part = (name: string, text: string): ZipEntry => ({ name, data: encoder.encode(text) });
  return zipStore(
    [
      part('[Content_Types].xml', CONTENT_TYPES),
      part('_rels/.rels', ROOT_RELS),
      part('xl/workbook.xml', workbookXml(title)),
      part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
      part('xl/worksheets/sheet1.xml', sheetXml(chart)),
      part('xl/styles.xml', STYLES),
    ],
    when,
  );
}
