import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { readDraft, writeDraft } from '../lib/drafts';

import { FormPage } from './form-page';

const definition = (language: 'es' | 'en') => ({
  form_id: 'clima',
  title: language === 'es' ? 'Clima laboral' : 'Workplace climate',
  description: language === 'es' ? 'Cinco minutos.' : 'Five minutes.',
  questions: [
    {
      id: 'remoto',
      type: 'yes_no',
      required: true,
      title: language === 'es' ? '¿Trabajas a distancia?' : 'Do you work remotely?',
    },
    {
      id: 'idea',
      type: 'short_text',
      required: false,
      max_length: 250,
      title: language === 'es' ? 'Una idea' : 'An idea',
    },
  ],
});

const memberForm = (language: 'es' | 'en') => ({
  form_id: 'clima',
  version: 3,
  language,
  definition: definition(language),
  context: { department: 2, country: 'CL', tenure_band: '1_3y' },
});

type Sent = { version: number; answers: Record<string, unknown> };

function server(
  submit: (sent: Sent) => FakeReply = () => ({ status: 201, body: { success: true, data: {} } }),
) {
  const sent: Sent[] = [];
  const langs: string[] = [];
  installFakeApi({
    'GET /forms/clima': (request: TransportRequest) => {
      const language = new URL(request.url, 'http://x').searchParams.get('lang') as 'es' | 'en';
      langs.push(language);
      return ok(memberForm(language));
    },
    'POST /forms/clima/submissions': (request) => {
      const body = JSON.parse(request.body as string) as Sent;
      sent.push(body);
      return submit(body);
    },
    'GET /forms/viejo': fail(404, 'not_found', 'No encontrado'),
    'GET /forms/apagado': fail(403, 'module_disabled', 'Módulo desactivado'),
    'GET /forms/roto': fail(500, 'internal', 'Error'),
  });
  return { sent, langs };
}

async function open(formId: string, lng: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <Routes>
      <Route path="/forms/:formId" element={<FormPage />} />
    </Routes>,
    { route: `/forms/${formId}`, lng },
  );
}

beforeEach(() => {
  useAppStore.getState().setMe({ id: 7, full_name: 'Lucía Pérez' } as User);
});

describe('FormPage', () => {
  it("loads the form in the person's language, sends the answers and thanks them", async () => {
    const user = userEvent.setup();
    const { sent, langs } = server();
    await open('clima');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clima laboral' })).toBeVisible();
    expect(screen.getByText('Cinco minutos.')).toBeVisible();
    expect(langs).toEqual(['es']);
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.type(screen.getByRole('textbox', { name: 'Una idea' }), 'Más pausas');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const thanks = await screen.findByRole('heading', { name: '¡Gracias por responder!' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText('Recibimos tus respuestas a «Clima laboral».')).toBeVisible();
    expect(sent).toEqual([{ version: 3, answers: { remoto: true, idea: 'Más pausas' } }]);
    expect(readDraft(7, 'clima', 3)).toBeUndefined();
  });

  it('asks in English for an English reader', async () => {
    const { langs } = server();
    await open('clima', 'en');
    expect(await screen.findByRole('heading', { name: 'Workplace climate' })).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: /Do you work remotely/ })).toBeVisible();
    expect(langs).toEqual(['en']);
  });

  it('keeps a draft per form and version, and offers it again', async () => {
    const user = userEvent.setup();
    server();
    writeDraft(7, 'clima', 3, { idea: 'A medias' });
    const view = await open('clima');
    const idea = await screen.findByRole('textbox', { name: 'Una idea' });
    expect(idea).toHaveValue('A medias');
    expect(
      screen.getByText('Recuperamos lo que habías respondido en este navegador.'),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    view.unmount();
    expect(readDraft(7, 'clima', 3)).toEqual({ remoto: false, idea: 'A medias' });
  });

  it("shows the server's refusal at the questions it names", async () => {
    const user = userEvent.setup();
    server(() => ({
      status: 422,
      body: {
        success: false,
        code: 'invalid_answers',
        error: 'Revisa tus respuestas: hay preguntas con errores.',
        details: { fields: { 'answers.idea': 'La respuesta supera el largo máximo (250).' } },
      },
    }));
    await open('clima');
    await user.click(await screen.findByRole('radio', { name: 'Sí' }));
    await user.type(screen.getByRole('textbox', { name: 'Una idea' }), 'Algo');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const summary = await screen.findByRole('region', { name: 'Hay 1 respuesta por revisar' });
    expect(
      within(summary).getByRole('link', {
        name: 'Una idea: La respuesta supera el largo máximo (250).',
      }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Una idea' })).toHaveFocus());
    expect(
      screen.queryByRole('heading', { name: '¡Gracias por responder!' }),
    ).not.toBeInTheDocument();
  });

  it('says why a send failed otherwise, and keeps the answers', async () => {
    const user = userEvent.setup();
    server(() => fail(404, 'not_found', 'No encontrado'));
    await open('clima');
    await user.click(await screen.findByRole('radio', { name: 'Sí' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeChecked();
  });

  it('says so for a form that does not exist, is archived, or has an impossible id', async () => {
    server();
    const view = await open('viejo');
    expect(await screen.findByText('No encontramos este formulario')).toBeVisible();
    view.unmount();
    await open('NO%20ES');
    expect(await screen.findByText('No encontramos este formulario')).toBeVisible();
  });

  it('says so when the organisation switched forms off', async () => {
    server();
    await open('apagado');
    expect(await screen.findByText('Tu organización desactivó los formularios')).toBeVisible();
  });

  it('offers to retry when the form could not load', async () => {
    server();
    await open('roto');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
