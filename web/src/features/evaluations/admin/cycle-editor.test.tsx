import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { CycleEditor } from './cycle-editor';
import { cycle, kept, TEMPLATES } from './testing';

type Sent = { method: string; path: string; body: unknown };

function server(routes: Record<string, (request: TransportRequest) => FakeReply>) {
  const sent: Sent[] = [];
  installFakeApi({
    'GET /departments': ok([{ id: 3, name: 'Tecnología', active: true }]),
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

async function typeDay(user: UserEvent, label: string, day: string) {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, day);
}

async function fillNewCycle(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Evaluación 2026');
  await typeDay(user, 'Período evaluado: desde', '01/01/2026');
  await typeDay(user, 'Período evaluado: hasta', '30/06/2026');
  await typeDay(user, 'Fin de la redacción', '15/07/2026');
  await typeDay(user, 'Fin de la calibración', '31/07/2026');
  await typeDay(user, 'Fin de la devolución', '15/08/2026');
}

describe('CycleEditor', () => {
  it('creates a draft with the default forms, then adds the people given and says who was not found', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const sent = server({
      'POST /org/evaluations/cycles': () => ({
        status: 201,
        body: { success: true, data: cycle('draft', { id: 7 }) },
      }),
      'POST /org/evaluations/cycles/7/participants': () =>
        ok({ added: 1, already: 0, not_found: ['nadie@demo.local'] }),
    });
    await renderWithProviders(
      <CycleEditor cycle={null} templates={TEMPLATES} onBack={vi.fn()} onSaved={onSaved} />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Crear ciclo' })[0] as HTMLElement);
    expect(await screen.findByText('Escribe el nombre del ciclo.')).toBeVisible();
    expect(screen.getAllByText('Escribe una fecha válida (dd/mm/aaaa).').length).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    await fillNewCycle(user);
    await user.type(
      screen.getByRole('textbox', { name: 'E-mails' }),
      'luis@demo.local nadie@demo.local',
    );
    await user.click(screen.getAllByRole('button', { name: 'Crear ciclo' })[0] as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'Ciclo guardado' });
    expect(within(dialog).getByText(/1 agregado/)).toBeVisible();
    expect(
      within(dialog).getByText('Sin cuenta en la organización: nadie@demo.local'),
    ).toBeVisible();
    expect(sent.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /org/evaluations/cycles',
      'POST /org/evaluations/cycles/7/participants',
    ]);
    const body = sent[0]?.body as Record<string, { [direction: string]: unknown }>;
    expect(body).toMatchObject({
      name: 'Evaluación 2026',
      period_from: '2026-01-01',
      period_to: '2026-06-30',
      directions: ['self', 'leader'],
      deadlines: {
        writing_due: '2026-07-15',
        calibration_due: '2026-07-31',
        sharing_due: '2026-08-15',
      },
      visibility: { reviewee: { peer: 'aggregate' } },
      forms: {
        self: { questions: [{ id: 'overall' }, { id: 'logros' }] },
        leader: { questions: [{ id: 'overall' }, { id: 'potential' }, { id: 'logros' }] },
      },
    });
    expect(body.forms).not.toHaveProperty('peer');
    expect(body.forms?.self).not.toHaveProperty('form_id');
    expect(sent[1]?.body).toEqual({ emails: ['luis@demo.local', 'nadie@demo.local'] });

    await user.click(within(dialog).getByRole('button', { name: 'Ir al ciclo' }));
    expect(onSaved).toHaveBeenCalledWith(7);
  });

  it('holds the save while the leader form lacks «potential», and puts it back on request', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const draft = cycle('draft', {
      forms: [
        { direction: 'self', form_id: 'eval-5-self', version: 1, definition: kept('self') },
        {
          direction: 'leader',
          form_id: 'eval-5-leader',
          version: 1,
          definition: kept('leader', 'self'),
        },
      ],
    });
    const sent = server({ 'PATCH /org/evaluations/cycles/5': () => ok(draft) });
    await renderWithProviders(
      <CycleEditor cycle={draft} templates={TEMPLATES} onBack={vi.fn()} onSaved={onSaved} />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    expect(
      await screen.findByText(
        'El formulario del líder necesita la pregunta «potential» (escala de 1 a 3, obligatoria).',
      ),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Líder (1 problema)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Agregar la pregunta' }));
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(sent[0]?.body).toMatchObject({
      forms: { leader: { questions: [{ id: 'potential' }, { id: 'overall' }, { id: 'logros' }] } },
    });
  });

  it("shows the server's 422 under the deadline it is about", async () => {
    const user = userEvent.setup();
    const draft = cycle('draft');
    server({
      'PATCH /org/evaluations/cycles/5': () => ({
        status: 422,
        body: {
          success: false,
          error: 'La devolución no puede terminar antes.',
          code: 'invalid_cycle',
          details: {
            fields: { 'deadlines.sharing_due': 'La devolución no puede terminar antes.' },
          },
        },
      }),
    });
    await renderWithProviders(
      <CycleEditor cycle={draft} templates={TEMPLATES} onBack={vi.fn()} onSaved={vi.fn()} />,
    );
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    expect(await screen.findByText('La devolución no puede terminar antes.')).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Fin de la devolución' }),
    ).toHaveAccessibleDescription('La devolución no puede terminar antes.');
  });

  it('once launched changes only name, description and deadlines, and each form only in its texts', async () => {
    const user = userEvent.setup();
    const writing = cycle('writing');
    const sent = server({
      'PATCH /org/evaluations/cycles/5': () => ok(writing),
      'PUT /org/evaluations/cycles/5/forms/self': () => ({
        status: 409,
        body: {
          success: false,
          error: 'x',
          code: 'form_structure_locked',
        },
      }),
    });
    await renderWithProviders(
      <CycleEditor cycle={writing} templates={TEMPLATES} onBack={vi.fn()} onSaved={vi.fn()} />,
    );
    expect(
      screen.getByText(
        'Con el ciclo en curso solo se pueden cambiar el nombre, la descripción, las fechas límite y los textos de los formularios.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /Autoevaluación/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Período evaluado: desde' })).toBeNull();

    const title = screen.getAllByRole('textbox', { name: /^Pregunta/ })[0] as HTMLElement;
    await user.clear(title);
    await user.type(title, 'Tu desempeño');
    await user.click(screen.getByRole('button', { name: 'Guardar textos de Autoevaluación' }));
    expect(
      await screen.findByText('Con el ciclo en curso solo se pueden cambiar los textos.'),
    ).toBeVisible();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/org/evaluations/cycles/5/forms/self',
    });
    expect(sent[0]?.body).toMatchObject({
      form: {
        form_id: 'eval-5-self',
        questions: [{ id: 'overall', title: { es: 'Tu desempeño' } }, { id: 'logros' }],
      },
    });

    await typeDay(user, 'Fin de la devolución', '20/08/2026');
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({
      name: 'Evaluación 2026',
      description: 'Ciclo anual',
      deadlines: {
        writing_due: '2026-07-15',
        calibration_due: '2026-07-31',
        sharing_due: '2026-08-20',
      },
    });
  });
});
