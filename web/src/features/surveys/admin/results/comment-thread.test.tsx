import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { SurveyResultsPage } from './survey-results-page';

const message = (id: number, from: 'organization' | 'respondent', text: string) => ({
  id,
  from,
  author: from === 'organization' ? 'Ana Ruiz' : null,
  text,
  created_at: new Date(2030, 2, 4, 10, 30).getTime(),
});

const thread = (extra: Record<string, unknown> = {}) => ({
  box: 'b0x/1',
  survey_id: 12,
  survey_title: 'Pulso de marzo',
  question_id: 'idea',
  question_title: 'Una idea',
  comment: 'Más días remotos',
  locked: false,
  messages: [message(1, 'respondent', 'Y menos reuniones')],
  ...extra,
});

const results = (replies: number, locked: boolean) => ({
  cycle: 1,
  cycles: [1],
  audience: 20,
  responses: 12,
  response_rate: 0.6,
  refused: false,
  k: 5,
  k_comments: 10,
  as_of: null,
  held_back: false,
  questions: [{ id: 'idea', type: 'long_text', title: 'Una idea' }],
  rows: [],
  comments: [
    { question_id: 'idea', text: 'Más días remotos', reply_box: 'b0x/1', replies, locked },
    { question_id: 'idea', text: 'Nada que agregar', reply_box: null, replies: 0, locked: false },
  ],
  comments_hidden: false,
});

function server({ reply }: { reply?: () => FakeReply | undefined } = {}) {
  const state = { thread: thread(), posts: [] as unknown[], locks: [] as unknown[] };
  installFakeApi({
    'GET /org/surveys/12': ok({
      id: 12,
      title: { es: 'Pulso de marzo' },
      status: 'open',
      form: { definition: { questions: [] } },
    }),
    'GET /org/surveys/12/results': () =>
      ok(results(state.thread.messages.length, state.thread.locked)),
    'GET /org/surveys/12/actions': ok([]),
    'GET /org/surveys/12/comments/b0x%2F1': () => ok(state.thread),
    'POST /org/surveys/12/comments/b0x%2F1/replies': (request: TransportRequest) => {
      const body = JSON.parse(request.body as string) as { text: string };
      state.posts.push(body);
      const refused = reply?.();
      if (refused) return refused;
      state.thread = thread({
        messages: [...state.thread.messages, message(2, 'organization', body.text)],
      });
      return { status: 201, body: { success: true, data: state.thread } };
    },
    'POST /org/surveys/12/comments/b0x%2F1/lock': (request: TransportRequest) => {
      const body = JSON.parse(request.body as string) as { locked: boolean };
      state.locks.push(body);
      state.thread = { ...state.thread, locked: body.locked };
      return ok(state.thread);
    },
  });
  return state;
}

const open = () =>
  renderWithProviders(<SurveyResultsPage surveyId={12} onBack={vi.fn()} onEdit={vi.fn()} />);

describe('Comment threads in the results (SUR-17)', () => {
  it('offers "Responder (N)" only under comments whose author allowed replies', async () => {
    server();
    await open();
    const allowed = (await screen.findByText('Más días remotos')).closest('li') as HTMLElement;
    expect(within(allowed).getByRole('button', { name: 'Responder (1)' })).toBeVisible();
    const other = screen.getByText('Nada que agregar').closest('li') as HTMLElement;
    expect(within(other).queryByRole('button')).toBeNull();
  });

  it('opens the thread, shows a 422 on the field, then posts the reply and counts it', async () => {
    const user = userEvent.setup();
    let first = true;
    const state = server({
      reply: () => {
        if (!first) return undefined;
        first = false;
        return fail(422, 'invalid_reply', 'Respuesta inválida');
      },
    });
    await open();
    await user.click(await screen.findByRole('button', { name: 'Responder (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversación anónima' });
    expect(await within(dialog).findByText('Y menos reuniones')).toBeVisible();
    expect(within(dialog).getByText('Autor del comentario (anónimo)')).toBeVisible();
    expect(within(dialog).getByText('Pregunta: Una idea')).toBeVisible();

    const field = within(dialog).getByRole('textbox', { name: 'Tu respuesta' });
    await user.type(field, 'Lo revisamos en el comité');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Escribe entre 1 y 2000 caracteres.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Lo revisamos en el comité');

    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await within(dialog).findByText('Ana Ruiz, de la organización')).toBeVisible();
    expect(within(dialog).getByText('Lo revisamos en el comité')).toBeVisible();
    expect(field).toHaveValue('');
    expect(state.posts).toEqual([
      { text: 'Lo revisamos en el comité' },
      { text: 'Lo revisamos en el comité' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByRole('button', { name: 'Responder (2)' })).toBeVisible();
  });

  it('closes the conversation and reopens it', async () => {
    const user = userEvent.setup();
    const state = server();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Responder (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversación anónima' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cerrar conversación' }));
    expect(await within(dialog).findByText('La conversación está cerrada')).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: 'Tu respuesta' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Tu respuesta' })).toBeVisible();
    expect(state.locks).toEqual([{ locked: true }, { locked: false }]);
  });
});
