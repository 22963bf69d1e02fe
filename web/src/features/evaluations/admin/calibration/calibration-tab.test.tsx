import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ANA, calibration, calibrationPerson, cycle, LUIS, person } from '../testing';

import { CalibrationTab } from './calibration-tab';

type Sent = { method: string; path: string; body: unknown };

function server(routes: Record<string, (request: TransportRequest) => FakeReply>) {
  const sent: Sent[] = [];
  installFakeApi({
    'GET /org/evaluations/cycles/5/calibration': ok(
      calibration(
        [calibrationPerson(101, ANA, { performance: 3, potential: 2 })],
        [calibrationPerson(102, LUIS, null)],
      ),
    ),
    'GET /org/evaluations/participants/101/history': ok([
      {
        id: 1,
        kind: 'leader',
        overall: 4,
        from: null,
        to: { performance: 3, potential: 2 },
        actor: person(13, 'Marta', 'Gómez'),
        reason: null,
        created_at: Date.UTC(2026, 6, 10, 12),
      },
      {
        id: 2,
        kind: 'calibration',
        overall: null,
        from: { performance: 3, potential: 2 },
        to: { performance: 3, potential: 3 },
        actor: person(1, 'Admin', 'Demo'),
        reason: 'Lideró el proyecto clave',
        created_at: Date.UTC(2026, 6, 20, 12),
      },
    ]),
    ...Object.fromEntries(
      Object.entries(routes).map(([route, reply]) => [
        route,
        (request: TransportRequest) => {
          sent.push({
            method: request.method,
            path: request.path,
            body: request.body ? JSON.parse(request.body as string) : null,
          });
          return reply(request);
        },
      ]),
    ),
  });
  return sent;
}

describe('CalibrationTab', () => {
  it('shows the 9-box in words, the unrated apart and the per-leader means hidden below 4', async () => {
    server({});
    await renderWithProviders(<CalibrationTab cycle={cycle('calibration')} />);
    const box = await screen.findByRole('region', {
      name: 'Desempeño alto · Potencial medio (1 persona)',
    });
    expect(
      within(box).getByRole('button', { name: 'Ana Torres: mover o ver historial' }),
    ).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Desempeño bajo · Potencial alto (0 personas)' }),
    ).toBeVisible();
    const unrated = screen.getByRole('region', { name: 'Sin calificación (1)' });
    expect(
      within(unrated).getByRole('button', { name: 'Luis Pérez: mover o ver historial' }),
    ).toBeVisible();
    expect(screen.getByText('Promedio oculto: menos de 4 personas')).toBeVisible();
    expect(
      screen.getByText('En la organización: desempeño bajo 0 · medio 0 · alto 1'),
    ).toBeVisible();
  });

  it('moves a person with a mandatory reason, showing the server’s 422', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const sent = server({
      'PUT /org/evaluations/participants/101/rating': () => {
        calls += 1;
        return calls === 1
          ? {
              status: 422,
              body: {
                success: false,
                error: 'El motivo no puede ser solo espacios.',
                code: 'invalid_rating',
                details: { fields: { reason: 'El motivo no puede ser solo espacios.' } },
              },
            }
          : ok({});
      },
    });
    await renderWithProviders(<CalibrationTab cycle={cycle('calibration')} />);
    await user.click(
      await screen.findByRole('button', { name: 'Ana Torres: mover o ver historial' }),
    );
    expect(screen.getByText('Propuesta del líder: Desempeño alto · Potencial medio')).toBeVisible();
    await user.click(
      screen.getByRole('menuitem', { name: 'Mover a Desempeño alto · Potencial alto' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Mover a Ana Torres' });
    expect(dialog).toHaveTextContent('Ahora: Desempeño alto · Potencial medio.');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(within(dialog).getByText('Explica el motivo del cambio.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Lideró el proyecto');
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(await within(dialog).findByText('El motivo no puede ser solo espacios.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ performance: 3, potential: 3, reason: 'Lideró el proyecto' });
  });

  it('tells a person’s rating history: what, from what to what, who, when and why', async () => {
    const user = userEvent.setup();
    server({});
    await renderWithProviders(<CalibrationTab cycle={cycle('calibration')} />);
    await user.click(
      await screen.findByRole('button', { name: 'Ana Torres: mover o ver historial' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Ver historial de calificación' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Historial de calificación de Ana Torres',
    });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Evaluación del líder: Desempeño alto · Potencial medio');
    expect(rows[0]).toHaveTextContent('Por Marta Gómez · 10/07/2026');
    expect(rows[1]).toHaveTextContent(
      'Calibración: de Desempeño alto · Potencial medio a Desempeño alto · Potencial alto',
    );
    expect(rows[1]).toHaveTextContent('Por Admin Demo');
    expect(rows[1]).toHaveTextContent('Motivo: Lideró el proyecto clave');
  });

  it('in sharing, shares every calibrated packet after saying what happens; the box no longer moves', async () => {
    const user = userEvent.setup();
    const sent = server({
      'POST /org/evaluations/cycles/5/share': () => ok({ shared: 2 }),
    });
    const sharing = cycle('sharing');
    sharing.counts.packets_by_status.calibrated = 2;
    await renderWithProviders(<CalibrationTab cycle={sharing} />);
    await user.click(
      await screen.findByRole('button', { name: 'Ana Torres: mover o ver historial' }),
    );
    expect(screen.queryByRole('menuitem', { name: /^Mover a/ })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Compartir 2 calibradas' }));
    const dialog = screen.getByRole('dialog', { name: '¿Compartir 2 evaluaciones calibradas?' });
    expect(dialog).toHaveTextContent('Cada persona recibe un aviso');
    await user.click(within(dialog).getByRole('button', { name: 'Compartir' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'POST', path: '/org/evaluations/cycles/5/share', body: {} }]),
    );
  });
});
