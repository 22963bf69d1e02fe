import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { RecognitionOverview } from '../api/recognition-overview';

import { RecognitionOverviewTile } from './recognition-overview-tile';

/** Intl puts no-break spaces between a number and its % sign. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const department = (id: number | null, name: string | null, recognitions: number) => ({
  id,
  name,
  people: 10,
  participants: 5,
  recognitions,
});

const overview: RecognitionOverview = {
  period: 'month',
  from: 0,
  to: 1,
  recognitions: 56,
  points: 12_500,
  people: 50,
  participants: 21,
  previous_recognitions: 50,
  departments: [
    department(1, 'Tecnología', 24),
    department(2, 'Ventas', 12),
    department(null, null, 6),
    department(3, 'Marketing', 5),
    department(4, 'Finanzas', 4),
    department(5, 'Operaciones', 3),
    department(6, 'Legal', 2),
    department(7, 'Compras', 0),
  ],
};

function tile() {
  return screen.getByRole('region', { name: 'Reconocimientos' });
}

/** The stat row of `label` (its dt and dd). */
function stat(label: string) {
  return tile().querySelector(`[data-stat="${label}"]`);
}

describe('RecognitionOverviewTile', () => {
  it("shows this month's participation, recognitions against last month and points", async () => {
    const calls: string[] = [];
    installFakeApi({
      'GET /org/overview/recognition': (request: TransportRequest) => {
        calls.push(request.url);
        return ok(overview);
      },
    });
    await renderWithProviders(<RecognitionOverviewTile />);
    expect(screen.getByRole('heading', { level: 3, name: 'Reconocimientos' })).toBeInTheDocument();
    expect(await within(tile()).findByText('Participación este mes')).toBeInTheDocument();
    expect(within(tile()).getByText((text) => plain(text) === '42 %')).toBeInTheDocument();
    expect(within(tile()).getByText('21 de 50 personas')).toBeInTheDocument();
    expect(plain(stat('recognitions')!.textContent)).toBe(
      'Reconocimientos este mes56+12 % frente al mes anterior',
    );
    expect(stat('points')).toHaveTextContent('Puntos entregados12.500');
    expect(calls).toEqual([expect.stringMatching(/\/org\/overview\/recognition\?period=month$/)]);
    expect(within(tile()).getByRole('link', { name: 'Ver reconocimientos' })).toHaveAttribute(
      'href',
      '/admin/recognitions',
    );
  });

  it('lists the six departments that received most, as text and bars against the first', async () => {
    installFakeApi({ 'GET /org/overview/recognition': ok(overview) });
    await renderWithProviders(<RecognitionOverviewTile />);
    const list = await within(tile()).findByRole('list', {
      name: 'Reconocimientos por departamento',
    });
    expect(
      within(tile()).getByRole('heading', { level: 4, name: 'Reconocimientos por departamento' }),
    ).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Tecnología24',
      'Ventas12',
      'Sin departamento6',
      'Marketing5',
      'Finanzas4',
      'Operaciones3',
    ]);
    const widths = items.map((item) => item.querySelector<HTMLElement>('[data-bar]')!.style.width);
    expect(widths).toEqual(['100%', '50%', '25%', '21%', '17%', '13%']);
  });

  it('tells a fall against last month, and a month with nothing to compare with', async () => {
    installFakeApi({
      'GET /org/overview/recognition': ok({ ...overview, recognitions: 40 }),
    });
    const { unmount } = await renderWithProviders(<RecognitionOverviewTile />);
    await within(tile()).findByText('Participación este mes');
    expect(plain(stat('recognitions')!.textContent)).toMatch(/-20 % frente al mes anterior$/);
    unmount();

    installFakeApi({
      'GET /org/overview/recognition': ok({ ...overview, previous_recognitions: 0 }),
    });
    await renderWithProviders(<RecognitionOverviewTile />);
    await within(tile()).findByText('Participación este mes');
    expect(stat('recognitions')).toHaveTextContent('Sin reconocimientos el mes anterior');
  });

  it('shows a month without recognitions or people without a percentage', async () => {
    installFakeApi({
      'GET /org/overview/recognition': ok({
        ...overview,
        recognitions: 0,
        points: 0,
        people: 0,
        participants: 0,
        previous_recognitions: 0,
        departments: [department(null, null, 0)],
      }),
    });
    await renderWithProviders(<RecognitionOverviewTile />);
    expect(await within(tile()).findByText('—')).toBeInTheDocument();
    expect(within(tile()).getByText('0 de 0 personas')).toBeInTheDocument();
    expect(stat('recognitions')).toHaveTextContent(
      'Reconocimientos este mes0Sin reconocimientos el mes anterior',
    );
    expect(
      within(tile()).getByText('Ningún departamento ha recibido reconocimientos este mes.'),
    ).toBeInTheDocument();
    expect(within(tile()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the numbers could not load, and loads them again on retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    installFakeApi({
      'GET /org/overview/recognition': () => (failing ? fail(500, 'internal_error') : ok(overview)),
    });
    await renderWithProviders(<RecognitionOverviewTile />);
    const alert = await within(tile()).findByRole('alert');
    // The link into the list stays.
    expect(within(tile()).getByRole('link', { name: 'Ver reconocimientos' })).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(tile()).findByText('21 de 50 personas')).toBeInTheDocument();
    expect(within(tile()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English, with a loading state first', async () => {
    installFakeApi({ 'GET /org/overview/recognition': ok(overview) });
    await renderWithProviders(<RecognitionOverviewTile />, { lng: 'en' });
    const region = screen.getByRole('region', { name: 'Recognitions' });
    expect(
      within(region).getByRole('status', { name: 'Loading the recognition summary…' }),
    ).toBeInTheDocument();
    expect(await within(region).findByText('42%')).toBeInTheDocument();
    expect(within(region).getByText('21 of 50 people')).toBeInTheDocument();
    expect(within(region).getByText('+12% on last month')).toBeInTheDocument();
    expect(within(region).getByText('12,500')).toBeInTheDocument();
    expect(within(region).getByText('No department')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'See recognitions' })).toBeInTheDocument();
  });
});
