import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeProgram } from '../testing/program-fixture';

import { ProgramPage } from './program-page';

const empty = {
  status: 200,
  body: { success: true, data: [], meta: { page: 1, perPage: 10, total: 0 } },
};

function server(submit: () => ReturnType<typeof ok> = () => ok({ status: 'pending' })) {
  const sent: unknown[] = [];
  installFakeApi({
    'GET /program/7': ok(makeProgram()),
    'GET /program/7/leaderboard': ok({ top: [], me: null, ahead: null, participants: 0 }),
    'GET /program/7/activity': empty,
    'GET /departments': ok([]),
    'POST /program/submit': (request) => {
      sent.push(JSON.parse(request.body as string));
      return submit();
    },
  });
  return sent;
}

async function renderPage() {
  await renderWithProviders(
    <Routes>
      <Route path="/programs/:programId" element={<ProgramPage />} />
    </Routes>,
    { route: '/programs/7' },
  );
  return screen.findByRole('heading', { level: 1, name: 'Voluntariado' });
}

describe('ProgramPage', () => {
  it('shows the program, my due day, my progress and each action in my state', async () => {
    server();
    await renderPage();
    expect(screen.getByText('Obligatorio · vence el 20/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Del 01/03/2026 al 31/03/2026')).toBeInTheDocument();
    expect(screen.getByText('0 de 3 acciones')).toBeInTheDocument();
    const locked = screen.getByRole('heading', { name: 'Organizar una jornada' }).closest('li')!;
    expect(locked).toHaveTextContent('Bloqueada');
    expect(locked).toHaveTextContent('Primero completa: Plantar un árbol');
    expect(within(locked as HTMLElement).queryByRole('button')).toBeNull();
    const mine = screen.getByRole('region', { name: 'Mis evidencias' });
    expect(mine).toHaveTextContent('Rechazada');
    expect(mine).toHaveTextContent('Motivo del rechazo: La foto no se ve.');
  });

  it('sends a text as evidence and checks it first', async () => {
    const user = userEvent.setup();
    const sent = server();
    await renderPage();
    const text = screen.getByRole('heading', { name: 'Contar tu experiencia' }).closest('li')!;
    await user.click(within(text as HTMLElement).getByRole('button', { name: 'Enviar evidencia' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Enviar evidencia: Contar tu experiencia',
    });
    expect(dialog).toHaveTextContent('Cuenta lo que hiciste. Vale 30 puntos.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Cuenta lo que hiciste.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Lo que hiciste/ }), 'Ayudé.');
    await user.click(within(dialog).getByRole('checkbox', { name: /Mostrar en la actividad/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toEqual([{ action_id: 21, text: 'Ayudé.', share: false }]));
  });

  it('offers to send a rejected one again, asking for its photo first', async () => {
    const user = userEvent.setup();
    const sent = server(() => fail(409, 'pending_submission_exists'));
    await renderPage();
    const mine = screen.getByRole('region', { name: 'Mis evidencias' });
    await user.click(within(mine).getByRole('button', { name: 'Volver a enviar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Enviar evidencia: Plantar un árbol',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Elige una foto.')).toBeVisible();
    expect(sent).toEqual([]);
  });
});
