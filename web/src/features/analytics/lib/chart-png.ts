// A chart as a picture (.png): the card's title and period over its figure, laid out here as a
// list of drawing steps (pure, unit-tested) that chart-canvas.ts paints on a canvas. The figure
// is the chart's own SVG (made self-contained: explicit size, computed colours inlined) or, for
// a chart of HTML bars or rows, bars and text drawn from the same figures. Nothing is fetched.

import type { ChartTable } from './chart-csv';

export type PictureBar = { label: string; share: number; text: string };

export type PictureColours = {
  text: string;
  muted: string;
  bar: string;
  track: string;
  /** White: the picture is read outside the page (a slide, a document). */
  background: string;
};

export type PictureOp =
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      bold: boolean;
      colour: string;
      align: 'left' | 'right';
      maxWidth: number;
    }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; colour: string }
  | { kind: 'image'; x: number; y: number; width: number; height: number };

/** What a canvas paints: the size in CSS pixels (drawn at PNG_SCALE), the steps and, for an SVG
 *  chart, the data: URL of the image its 'image' step draws. */
export type Picture = {
  width: number;
  height: number;
  background: string;
  font: string;
  ops: PictureOp[];
  image: string | null;
};

export type PictureBody =
  | { kind: 'svg'; url: string; width: number; height: number }
  | { kind: 'bars'; bars: PictureBar[] }
  | { kind: 'rows'; rows: string[][] };

export const PNG_SCALE = 2;
export const PICTURE_WIDTH = 640;
const PAD = 24;
const TITLE = 18;
const SMALL = 13;
const CONTENT = PICTURE_WIDTH - 2 * PAD;
/** An SVG chart is drawn at most twice its own size (the Lorenz curve is 240 px wide). */
const MAX_SVG_ZOOM = 2;

/** Shortens a text to about `maxWidth` pixels at `size` (an average glyph is ~0.55 em; the
 *  canvas also squeezes what is still too wide). */
export function fitText(text: string, maxWidth: number, size: number): string {
  const chars = Math.max(1, Math.floor(maxWidth / (size * 0.55)));
  const glyphs = Array.from(text);
  return glyphs.length <= chars ? text : `${glyphs.slice(0, chars - 1).join('')}…`;
}

/** The rows of a chart that is neither SVG nor bars (a matrix, a list): its table's header and
 *  rows, each cell as the table shows it. */
export function tableRows(
  table: ChartTable,
  cell: (value: string | number, column: number) => string,
): string[][] {
  return [table.columns, ...table.rows.map((row) => row.map((value, c) => cell(value, c)))];
}

export function pictureOf({
  title,
  subtitle,
  body,
  colours,
  font,
}: {
  title: string;
  subtitle: string;
  body: PictureBody;
  colours: PictureColours;
  font: string;
}): Picture {
  const ops: PictureOp[] = [];
  const text = (
    x: number,
    y: number,
    value: string,
    options: { size?: number; bold?: boolean; muted?: boolean; right?: boolean; width?: number },
  ) => {
    const size = options.size ?? SMALL;
    const maxWidth = options.width ?? CONTENT;
    ops.push({
      kind: 'text',
      x,
      y,
      text: fitText(value, maxWidth, size),
      size,
      bold: options.bold ?? false,
      colour: options.muted ? colours.muted : colours.text,
      align: options.right ? 'right' : 'left',
      maxWidth,
    });
  };
  let y = PAD + TITLE;
  text(PAD, y, title, { size: TITLE, bold: true });
  y += 8 + SMALL;
  if (subtitle) {
    text(PAD, y, subtitle, { muted: true });
    y += 8;
  }
  y += 12;
  let image: string | null = null;
  if (body.kind === 'svg') {
    const zoom = Math.min(CONTENT / body.width, MAX_SVG_ZOOM);
    const width = Math.round(body.width * zoom);
    const height = Math.round(body.height * zoom);
    ops.push({ kind: 'image', x: PAD + Math.round((CONTENT - width) / 2), y, width, height });
    image = body.url;
    y += height;
  } else if (body.kind === 'bars') {
    for (const bar of body.bars) {
      const textWidth = Math.min(CONTENT / 2, bar.text.length * SMALL * 0.55 + 4);
      text(PAD, y + SMALL, bar.label, { width: CONTENT - textWidth - 8 });
      text(PAD + CONTENT, y + SMALL, bar.text, { right: true, width: textWidth });
      y += SMALL + 6;
      ops.push({ kind: 'rect', x: PAD, y, width: CONTENT, height: 8, colour: colours.track });
      const share = Math.max(0, Math.min(1, Number.isFinite(bar.share) ? bar.share : 0));
      if (share > 0) {
        const width = Math.max(1, Math.round(CONTENT * share));
        ops.push({ kind: 'rect', x: PAD, y, width, height: 8, colour: colours.bar });
      }
      y += 8 + 14;
    }
    y -= 14;
  } else {
    const columns = Math.max(1, ...body.rows.map((row) => row.length));
    const first = columns === 1 ? CONTENT : Math.round(CONTENT * 0.4);
    const other = columns === 1 ? 0 : (CONTENT - first) / (columns - 1);
    body.rows.forEach((row, r) => {
      row.forEach((value, c) => {
        const right = c > 0;
        const x = c === 0 ? PAD : PAD + first + other * c;
        text(x, y + SMALL, value, {
          bold: r === 0,
          right,
          width: (c === 0 ? first : other) - 8,
        });
      });
      y += SMALL + 8;
      if (r === 0) {
        ops.push({
          kind: 'rect',
          x: PAD,
          y: y - 4,
          width: CONTENT,
          height: 1,
          colour: colours.track,
        });
      }
    });
  }
  return {
    width: PICTURE_WIDTH,
    height: Math.ceil(y + PAD),
    background: colours.background,
    font,
    ops,
    image,
  };
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/** The presentation properties a chart's colours and lines come from (often from the theme or
 *  a stylesheet): copied as attributes so the SVG draws the same outside the page. */
const INLINED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-size',
  'font-weight',
  'text-anchor',
] as const;

/** An SVG chart as a self-contained image: a copy with xmlns, its viewBox's width and height
 *  (instead of 100 %), each element's computed colours and strokes written on it and the root's
 *  font; serialised as a data: URL. */
export function prepareSvg(
  svg: SVGSVGElement,
  styleOf: (element: Element) => CSSStyleDeclaration = (element) => getComputedStyle(element),
): { url: string; markup: string; width: number; height: number } {
  const box = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const fromBox = box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0;
  const width = fromBox ? box[2]! : svg.getBoundingClientRect().width || 300;
  const height = fromBox ? box[3]! : svg.getBoundingClientRect().height || 150;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttributeNS(XMLNS_NS, 'xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.removeAttribute('style');
  const originals = [svg, ...Array.from(svg.querySelectorAll('*'))];
  const copies = [copy, ...Array.from(copy.querySelectorAll('*'))];
  originals.forEach((original, index) => {
    const target = copies[index];
    if (!target) return;
    const style = styleOf(original);
    for (const property of INLINED) {
      const value = style.getPropertyValue(property).trim();
      if (value) target.setAttribute(property, value);
    }
  });
  const family = styleOf(svg).getPropertyValue('font-family').trim();
  if (family) copy.setAttribute('font-family', family);
  const markup = new XMLSerializer().serializeToString(copy);
  return {
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`,
    markup,
    width,
    height,
  };
}
