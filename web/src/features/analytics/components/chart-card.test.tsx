import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import type { Picture } from '../lib/chart-png';
import { XLSX_TYPE } from '../lib/chart-xlsx';

import { BarList } from './bar-list';
import { ChartCard } from './chart-card';
import { LineChart } from './line-chart';

// jsdom has no canvas: the painting is stubbed; what it is asked to paint is checked.
const { painted, paint } = vi.hoisted(() => ({
  painted: [] as Picture[],
  paint: { fail: false },
}));
vi.mock('../lib/chart-canvas', () => ({
  paintPng: vi.fn((picture: Picture) => {
    painted.push(picture);
    return paint.fail
      ? Promise.reject(new Error('no canvas'))
      : Promise.resolve(new Blob(['png'], { type: 'image/png' }));
  }),
}));

const TABLE = {
  columns: ['Desde', 'Hasta', 'Reconocimientos enviados'],
  rows: [
    ['2026-03-01', '2026-03-01', 4],
    ['2026-03-02', '2026-03-02', 8],
  ],
};

const saved: { blob: Blob; name: string }[] = [];
let lastBlob: Blob | null = null;

beforeEach(() => {
  painted.length = 0;
  saved.length = 0;
  paint.fail = false;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:x';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ blob: lastBlob!, name: this.download });
  });
});

afterEach(() => vi.restoreAllMocks());

function lineCard() {
  return (
    <ChartCard
      title="Reconocimientos enviados"
      definition="Número de reconocimientos."
      table={TABLE}
      from="2026-03-01"
      to="2026-03-02"
    >
      <LineChart
        points={[
          { label: '01/03', value: 4 },
          { label: '02/03', value: 8 },
        ]}
        summary="Reconocimientos enviados por día"
        format={String}
      />
    </ChartCard>
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, title: string, item: string) {
  await user.click(screen.getByRole('button', { name: `Descargar ${title}` }));
  const menu = screen.getByRole('menu', { name: `Descargar ${title}` });
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}

describe('a chart card’s downloads', () => {
  it('offers CSV, Excel and an image in one menu', async () => {
    const user = userEvent.setup();
    await renderWithProviders(lineCard());
    const button = screen.getByRole('button', { name: 'Descargar Reconocimientos enviados' });
    expect(button).toHaveTextContent('Descargar');
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Descargar Reconocimientos enviados' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['CSV', 'Excel (.xlsx)', 'Imagen (.png)']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('saves the CSV and the Excel workbook of the table, named after the chart and period', async () => {
    const user = userEvent.setup();
    await renderWithProviders(lineCard());
    await choose(user, 'Reconocimientos enviados', 'CSV');
    await choose(user, 'Reconocimientos enviados', 'Excel (.xlsx)');
    expect(saved.map((s) => s.name)).toEqual([
      'reconocimientos-enviados-2026-03-01-2026-03-02.csv',
      'reconocimientos-enviados-2026-03-01-2026-03-02.xlsx',
    ]);
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await saved[0]!.blob.text()).toContain('2026-03-02,2026-03-02,8');
    const xlsx = saved[1]!.blob;
    expect(xlsx.type).toBe(XLSX_TYPE);
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(bytes)).toContain(
      '<t xml:space="preserve">Reconocimientos enviados</t>',
    );
  });

  it('draws the SVG chart under its title as a PNG, also while the table shows', async () => {
    const user = userEvent.setup();
    await renderWithProviders(lineCard());
    await user.click(screen.getByRole('button', { name: 'Ver como tabla' }));
    expect(screen.getByRole('table', { name: 'Reconocimientos enviados' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    await choose(user, 'Reconocimientos enviados', 'Imagen (.png)');
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('reconocimientos-enviados-2026-03-01-2026-03-02.png');
    expect(saved[0]!.blob.type).toBe('image/png');
    const picture = painted[0]!;
    expect(picture.image).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const markup = decodeURIComponent(picture.image!.split(',').slice(1).join(','));
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(markup).toContain('width="560"');
    expect(markup).toContain('height="200"');
    const texts = picture.ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));
    expect(texts).toEqual(['Reconocimientos enviados', 'Del 01/03/2026 al 02/03/2026.']);
    expect(picture.ops.some((op) => op.kind === 'image')).toBe(true);
  });

  it('draws a bar list’s bars from its figures', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <ChartCard
        title="Insignias más usadas"
        definition=""
        table={{ columns: ['Insignia', 'Veces'], rows: [['Estrella', 2]] }}
        from="2026-03-01"
        to="2026-03-30"
      >
        <BarList
          summary="Insignias más usadas"
          bars={[
            { key: '9', label: 'Estrella', share: 1, text: '2' },
            { key: '10', label: 'Equipo', share: 0.5, text: '1' },
          ]}
        />
      </ChartCard>,
    );
    await choose(user, 'Insignias más usadas', 'Imagen (.png)');
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const picture = painted[0]!;
    expect(picture.image).toBeNull();
    const texts = picture.ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));
    expect(texts).toEqual([
      'Insignias más usadas',
      'Del 01/03/2026 al 30/03/2026.',
      'Estrella',
      '2',
      'Equipo',
      '1',
    ]);
    const bars = picture.ops.filter((op) => op.kind === 'rect');
    expect(bars.map((bar) => (bar.kind === 'rect' ? bar.width : 0))).toEqual([592, 592, 592, 296]);
  });

  it('offers no image for a card without a chart, and no download of an empty table', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <ChartCard
          title="Por departamento"
          definition=""
          toggle={false}
          table={{ columns: ['Departamento', 'Enviados'], rows: [['Ventas', 3]] }}
          from="2026-03-01"
          to="2026-03-30"
        />
        <ChartCard
          title="Parejas"
          definition=""
          toggle={false}
          table={{ columns: ['A', 'B'], rows: [] }}
          from="2026-03-01"
          to="2026-03-30"
        />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Descargar Por departamento' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'CSV',
      'Excel (.xlsx)',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Descargar Parejas' })).toBeDisabled();
  });

  it('says so when the image cannot be made', async () => {
    paint.fail = true;
    const user = userEvent.setup();
    await renderWithProviders(lineCard());
    await choose(user, 'Reconocimientos enviados', 'Imagen (.png)');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo crear la imagen de Reconocimientos enviados.',
    );
    expect(saved).toHaveLength(0);
  });

  it('reads in English', async () => {
    const user = userEvent.setup();
    await renderWithProviders(lineCard(), { lng: 'en' });
    await user.click(screen.getByRole('button', { name: 'Download Reconocimientos enviados' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'CSV',
      'Excel (.xlsx)',
      'Image (.png)',
    ]);
  });
});
