import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { fail, installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import {
  communicationQueryOptions,
  POLL_REFRESH_MS,
  type Communication,
} from '../api/communications';
import { makeCommunication, makePoll } from '../testing/communication-fixture';

import { CommunicationPage } from './communication-page';

function bodyOf(request: TransportRequest): unknown {
  return JSON.parse(request.body as string);
}

/** A server holding one communication for the person: reading, confirming, filing and voting
 *  change it as the real one does. */
function serverWith(initial: Communication, extra: FakeRoutes = {}) {
  let current = initial;
  const set = (change: Partial<Communication>) => {
    current = { ...current, ...change };
    return ok(current);
  };
  const votes: unknown[] = [];
  const seen = installFakeApi({
    [`GET /communications/${initial.id}`]: () => ok(current),
    [`POST /communications/${initial.id}/read`]: () =>
      set({ read_at: current.read_at ?? Date.now() }),
    [`POST /communications/${initial.id}/acknowledge`]: () =>
      set({ acknowledged_at: new Date(2026, 2, 6, 10, 0).getTime() }),
    [`POST /communications/${initial.id}/file`]: (request) =>
      set({ filed: (bodyOf(request) as { filed: boolean }).filed }),
    [`POST /communications/${initial.id}/vote`]: (request) => {
      const { option_ids: ids } = bodyOf(request) as { option_ids: number[] };
      votes.push(ids);
      const poll = current.poll!;
      // Two other people answered "Oficina" before.
      const others: Record<number, number> = { 11: 2 };
      return set({
        poll: {
          ...poll,
          voters: 3,
          my_votes: ids,
          options: poll.options.map((option) => ({
            ...option,
            votes: (others[option.id] ?? 0) + (ids.includes(option.id) ? 1 : 0),
          })),
        },
      });
    },
    ...extra,
  });
  return { seen, votes, current: () => current };
}

async function renderPage(id: number, lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/communications/:id" element={<CommunicationPage />} />
      </Routes>
      <ToastHost />
    </>,
    { route: `/communications/${id}`, lng },
  );
}

describe('CommunicationPage', () => {
  it('shows the communication and records its reading once', async () => {
    const server = serverWith(
      makeCommunication({
        id: 7,
        attachments: [
          {
            key: 'k1',
            name: 'calendario.pdf',
            content_type: 'application/pdf',
            size: 2048,
            url: 'https://files.example/calendario.pdf',
          },
        ],
      }),
    );
    await renderPage(7);
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Bienvenida al trimestre' }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('Enviado por Adriana Gómez · 05/03/2026');
    // Line breaks are kept.
    const message = within(article).getByText(/^Hola, equipo\./);
    expect(message.textContent).toBe('Hola, equipo.\nEmpezamos el trimestre con energía.');
    expect(within(article).getByRole('link', { name: /calendario\.pdf/ })).toHaveAttribute(
      'href',
      'https://files.example/calendario.pdf',
    );
    // Recorded once, and then it is the recipient's to file.
    expect(await screen.findByRole('button', { name: 'Archivar' })).toBeInTheDocument();
    expect(server.seen.filter((call) => call === 'POST /communications/7/read')).toHaveLength(1);
    expect(document.title).toMatch(/^Comunicado · /);
  });

  it('does not record the reading again once read', async () => {
    const server = serverWith(makeCommunication({ id: 7, read_at: 1 }));
    await renderPage(7);
    expect(await screen.findByRole('button', { name: 'Archivar' })).toBeInTheDocument();
    expect(server.seen).toEqual(['GET /communications/7']);
  });

  it('takes a vote, shows the results with their percentages, and lets the answer change', async () => {
    const user = userEvent.setup();
    const server = serverWith(makeCommunication({ id: 7, read_at: 1, poll: makePoll() }));
    await renderPage(7);
    const poll = await screen.findByRole('region', { name: '¿Dónde celebramos?' });
    const options = within(poll).getByRole('radiogroup', { name: '¿Dónde celebramos?' });
    expect(within(options).getAllByRole('radio')).toHaveLength(3);

    // Nothing chosen: the rule's text, and nothing sent.
    await user.click(within(poll).getByRole('button', { name: 'Votar' }));
    expect(within(poll).getByRole('alert')).toHaveTextContent('Elige al menos una opción.');
    expect(server.votes).toEqual([]);

    await user.click(within(options).getByRole('radio', { name: 'Parque' }));
    await user.click(within(poll).getByRole('button', { name: 'Votar' }));
    expect(await screen.findByText('Registramos tu respuesta.')).toBeInTheDocument();
    expect(server.votes).toEqual([[12]]);

    const results = await within(poll).findByRole('list', { name: 'Resultados' });
    expect(within(poll).getByText('3 personas respondieron')).toBeInTheDocument();
    const rows = within(results).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Oficina67 % · 2 votos');
    expect(rows[1]).toHaveTextContent('ParqueTu respuesta33 % · 1 voto');
    expect(rows[2]).toHaveTextContent('Restaurante0 % · 0 votos');
    expect(within(results).getByRole('progressbar', { name: 'Oficina' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );

    await user.click(within(poll).getByRole('button', { name: 'Cambiar mi respuesta' }));
    expect(within(poll).getByRole('radio', { name: 'Parque' })).toBeChecked();
    await user.click(within(poll).getByRole('radio', { name: 'Oficina' }));
    await user.click(within(poll).getByRole('button', { name: 'Votar' }));
    await waitFor(() => expect(server.votes).toEqual([[12], [11]]));
    const changed = await within(poll).findByRole('list', { name: 'Resultados' });
    expect(within(changed).getAllByRole('listitem')[0]).toHaveTextContent(
      'OficinaTu respuesta100 % · 3 votos',
    );
  });

  it('lets several options be chosen when the poll allows it', async () => {
    const user = userEvent.setup();
    const server = serverWith(
      makeCommunication({ id: 7, read_at: 1, poll: makePoll({ multiple: true }) }),
    );
    await renderPage(7, 'en');
    const poll = await screen.findByRole('region', { name: '¿Dónde celebramos?' });
    expect(within(poll).getByText('You may choose several options.')).toBeInTheDocument();
    await user.click(within(poll).getByRole('checkbox', { name: 'Oficina' }));
    await user.click(within(poll).getByRole('checkbox', { name: 'Restaurante' }));
    await user.click(within(poll).getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(server.votes).toEqual([[11, 13]]));
    expect(await within(poll).findByText('3 people answered')).toBeInTheDocument();
    expect(within(poll).getByRole('button', { name: 'Change my answer' })).toBeInTheDocument();
  });

  it('asks for the reading confirmation until it is given', async () => {
    const user = userEvent.setup();
    const server = serverWith(makeCommunication({ id: 7, acknowledge: true }));
    await renderPage(7);
    expect(
      await screen.findByText('Se te pide confirmar que leíste este comunicado.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar lectura' }));
    expect(await screen.findByText('Lectura confirmada el 06/03/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar lectura' })).toBeNull();
    expect(server.seen).toContain('POST /communications/7/acknowledge');
  });

  it('files it away and back', async () => {
    const user = userEvent.setup();
    const server = serverWith(makeCommunication({ id: 7, read_at: 1 }));
    await renderPage(7);
    await user.click(await screen.findByRole('button', { name: 'Archivar' }));
    expect(await screen.findByRole('button', { name: 'Desarchivar' })).toBeInTheDocument();
    expect(server.current().filed).toBe(true);
    expect(await screen.findByText('Archivaste el comunicado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desarchivar' }));
    expect(await screen.findByRole('button', { name: 'Archivar' })).toBeInTheDocument();
    expect(server.current().filed).toBe(false);
  });

  it('shows the results alone to an admin it was not sent to', async () => {
    const poll = makePoll({
      voters: 2,
      options: [
        { id: 11, text: 'Oficina', votes: 1 },
        { id: 12, text: 'Parque', votes: 1 },
      ],
    });
    serverWith(makeCommunication({ id: 7, poll }), {
      'POST /communications/7/read': fail(404, 'not_found'),
    });
    await renderPage(7);
    const region = await screen.findByRole('region', { name: '¿Dónde celebramos?' });
    expect(await within(region).findByText('2 personas respondieron')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Votar' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Cambiar mi respuesta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archivar' })).toBeNull();
  });

  it('says so when it is not there for the person', async () => {
    installFakeApi({ 'GET /communications/9': fail(404, 'not_found') });
    await renderPage(9);
    expect(await screen.findByText('No encontramos este comunicado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a comunicados' })).toHaveAttribute(
      'href',
      '/communications',
    );
  });

  it('reads a shown poll again every 10 s, and one without a poll never', () => {
    const interval = communicationQueryOptions(7).refetchInterval as (query: {
      state: { data: Communication | undefined };
    }) => number | false;
    expect(POLL_REFRESH_MS).toBe(10_000);
    expect(interval({ state: { data: makeCommunication({ poll: makePoll() }) } })).toBe(10_000);
    expect(interval({ state: { data: makeCommunication() } })).toBe(false);
  });
});
