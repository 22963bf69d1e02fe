import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { MyMoods } from './my-moods';

const history = (start: string, end: string) => ({
  start_date: start,
  end_date: end,
  entries: [
    { day: '2026-03-16', level: 3, note: 'Reunión larga', tags: ['workload'], updated_at: 1 },
    { day: '2026-03-17', level: 4, note: '', tags: [], updated_at: 2 },
  ],
  average: 3.5,
  counts: [0, 0, 1, 1, 0],
  share_with_leader: false,
  care: null,
});

describe('MyMoods', () => {
  it('shows my history of the range with its average, calendar and notes, and shares it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const shared: unknown[] = [];
    installFakeApi({
      'GET /moods': (request: TransportRequest) => {
        const url = new URL(request.url, 'http://test');
        const start = url.searchParams.get('start_date') ?? '';
        const end = url.searchParams.get('end_date') ?? '';
        asked.push(`${start}..${end}`);
        return ok(history(start, end));
      },
      'PUT /moods/sharing': (request) => {
        shared.push(JSON.parse(request.body as string));
        return ok({ with_leader: true });
      },
    });
    let range = { from: '2026-03-01', to: '2026-03-18' };
    await renderWithProviders(<MyMoods range={range} onRange={(next) => (range = next)} />);
    expect(await screen.findByText('Promedio: 3,5 de 5')).toBeVisible();
    expect(asked).toEqual(['2026-03-01..2026-03-18']);
    const calendar = screen.getByRole('list', { name: 'Calendario de ánimo' });
    expect(within(calendar).getAllByRole('listitem')).toHaveLength(2);
    expect(calendar).toHaveTextContent('Regular');
    expect(calendar).toHaveTextContent('Nota: Reunión larga');
    expect(screen.getByRole('img', { name: /Tendencia del ánimo/ })).toBeVisible();

    // A range whose end is before its start is not asked for.
    const from = screen.getByRole('textbox', { name: 'Desde' });
    await user.clear(from);
    await user.type(from, '20/03/2026');
    expect(screen.getByRole('button', { name: 'Ver' })).toBeDisabled();
    await user.clear(from);
    await user.type(from, '10/03/2026');
    await user.click(screen.getByRole('button', { name: 'Ver' }));
    expect(range).toEqual({ from: '2026-03-10', to: '2026-03-18' });

    await user.click(screen.getByRole('switch', { name: 'Compartir mi historial con mi líder' }));
    expect(shared).toEqual([{ with_leader: true }]);
  });
});
