import { describe, expect, it } from 'vitest';

import { csvFileName } from './chart-csv';
import { fitText, pictureOf, prepareSvg, tableRows, type PictureOp } from './chart-png';

const COLOURS = {
  text: '#111',
  muted: '#666',
  bar: '#1976d2',
  track: '#eee',
  background: '#fff',
};

const texts = (ops: PictureOp[]) => ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));

describe('a chart as an image', () => {
  it('is named after the chart and the period, as the CSV', () => {
    expect(csvFileName('Curva de Lorenz', '2026-03-01', '2026-03-30', 'png')).toBe(
      'curva-de-lorenz-2026-03-01-2026-03-30.png',
    );
  });

  it('shortens a text that would not fit', () => {
    expect(fitText('Ventas', 200, 13)).toBe('Ventas');
    const long = fitText('Departamento de Recursos Humanos y Cultura', 100, 13);
    expect(long.endsWith('…')).toBe(true);
    expect(Array.from(long).length).toBe(Math.floor(100 / (13 * 0.55)));
  });

  it('lays an SVG chart out under the title and period, within the width', () => {
    const picture = pictureOf({
      title: 'Curva de Lorenz',
      subtitle: 'Del 01/03/2026 al 30/03/2026.',
      body: { kind: 'svg', url: 'data:image/svg+xml,x', width: 240, height: 232 },
      colours: COLOURS,
      font: 'Roboto',
    });
    expect(texts(picture.ops)).toEqual(['Curva de Lorenz', 'Del 01/03/2026 al 30/03/2026.']);
    const [title, period, image] = picture.ops;
    expect(title).toMatchObject({ bold: true, size: 18, colour: '#111', x: 24 });
    expect(period).toMatchObject({ bold: false, colour: '#666' });
    // Twice its size at most, centred in the 592 px between the margins.
    expect(image).toMatchObject({ kind: 'image', width: 480, height: 464, x: 24 + 56 });
    expect(picture.image).toBe('data:image/svg+xml,x');
    expect(picture.width).toBe(640);
    expect(picture.height).toBe(image!.y + 464 + 24);
  });

  it('draws bars proportional to their share, clamped to 0..1', () => {
    const picture = pictureOf({
      title: 'Participación por departamento',
      subtitle: '',
      body: {
        kind: 'bars',
        bars: [
          { label: 'Ventas', share: 0.75, text: '75 % (3 de 4)' },
          { label: 'Sin departamento', share: 0, text: '0 % (0 de 2)' },
          { label: 'Raro', share: 1.5, text: '150 %' },
        ],
      },
      colours: COLOURS,
      font: 'Roboto',
    });
    expect(texts(picture.ops)).toEqual([
      'Participación por departamento',
      'Ventas',
      '75 % (3 de 4)',
      'Sin departamento',
      '0 % (0 de 2)',
      'Raro',
      '150 %',
    ]);
    const rects = picture.ops.filter((op) => op.kind === 'rect');
    expect(
      rects.map((r) => [r.kind === 'rect' ? r.width : 0, r.kind === 'rect' && r.colour]),
    ).toEqual([
      [592, '#eee'],
      [444, '#1976d2'],
      [592, '#eee'],
      [592, '#eee'],
      [592, '#1976d2'],
    ]);
    const figure = picture.ops.find((op) => op.kind === 'text' && op.text === '75 % (3 de 4)');
    expect(figure).toMatchObject({ align: 'right', x: 616 });
    expect(picture.image).toBeNull();
  });

  it('writes a chart of rows (a matrix, a list) as its table, header in bold', () => {
    const rows = tableRows(
      { columns: ['De \\ a', 'Ventas', 'Tecnología'], rows: [['Ventas', 3, 0.5]] },
      (value, column) => (column === 2 ? `${Number(value) * 100} %` : String(value)),
    );
    expect(rows).toEqual([
      ['De \\ a', 'Ventas', 'Tecnología'],
      ['Ventas', '3', '50 %'],
    ]);
    const picture = pictureOf({
      title: 'Matriz',
      subtitle: '',
      body: { kind: 'rows', rows },
      colours: COLOURS,
      font: 'Roboto',
    });
    const cells = picture.ops.filter((op) => op.kind === 'text').slice(1);
    expect(cells.map((op) => (op.kind === 'text' ? [op.text, op.bold, op.align] : []))).toEqual([
      ['De \\ a', true, 'left'],
      ['Ventas', true, 'right'],
      ['Tecnología', true, 'right'],
      ['Ventas', false, 'left'],
      ['3', false, 'right'],
      ['50 %', false, 'right'],
    ]);
  });

  it('makes an SVG self-contained: size, namespace and computed colours', () => {
    const holder = document.createElement('div');
    holder.innerHTML =
      '<svg viewBox="0 0 560 200" width="100%" role="img" aria-label="Serie" style="display: block">' +
      '<line x1="0" x2="10" y1="0" y2="0" class="grid"></line>' +
      '<text x="4" y="10">4 &amp; 8</text></svg>';
    const svg = holder.querySelector('svg')!;
    const computed: Record<string, Record<string, string>> = {
      line: { stroke: 'rgb(224, 224, 224)', 'stroke-width': '1px' },
      text: { fill: 'rgba(0, 0, 0, 0.6)', 'font-size': '11px' },
      svg: { 'font-family': 'Roboto, sans-serif' },
    };
    const styleOf = (element: Element) =>
      ({
        getPropertyValue: (name: string) => computed[element.tagName.toLowerCase()]?.[name] ?? '',
      }) as CSSStyleDeclaration;
    const { url, markup, width, height } = prepareSvg(svg, styleOf);
    expect([width, height]).toEqual([560, 200]);
    expect(markup).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(markup.match(/xmlns=/g)).toHaveLength(1);
    expect(markup).toContain('width="560"');
    expect(markup).toContain('height="200"');
    expect(markup).not.toContain('100%');
    expect(markup).not.toContain('display: block');
    expect(markup).toContain('font-family="Roboto, sans-serif"');
    expect(markup).toContain('stroke="rgb(224, 224, 224)"');
    expect(markup).toContain('stroke-width="1px"');
    expect(markup).toContain('fill="rgba(0, 0, 0, 0.6)"');
    expect(markup).toContain('4 &amp; 8');
    expect(url).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
    // The page's own chart is left as it was.
    expect(svg.getAttribute('width')).toBe('100%');
  });
});
