import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PsyGuide1Outcome } from '../api/psychosocial';
import { QuestionnairePage } from '../pages/questionnaire-page';
import { questionnaire } from '../testing/fixtures';

const outcome: PsyGuide1Outcome = {
  needs_referral: true,
  next_steps: {
    es: 'El personal de salud ocupacional te buscará esta semana.',
    en: 'The staff will reach you this week.',
  },
  care: [
    {
      title: { es: 'Línea de la Vida', en: 'Lifeline' },
      body: { es: 'Atención 24 horas.', en: '24-hour support.' },
      url: 'https://example.org/vida',
    },
  ],
  offers: [
    {
      source: 'telemedicine',
      id: 3,
      kind: 'eap',
      name: 'Apoyo psicológico',
      description: 'Sesiones confidenciales.',
      description_en: 'Confidential sessions.',
      hours: '24 horas',
      hours_en: 'Around the clock',
      phone: null,
      whatsapp: '+56912345678',
      logo_url: null,
      path: '/telemedicine?provider=3',
    },
  ],
};

const page = () => (
  <Routes>
    <Route path="/psychosocial/:applicationId" element={<QuestionnairePage />} />
  </Routes>
);

const item = (name: RegExp) => screen.getByRole('group', { name });

describe('Guía I', () => {
  it('asks sections II–IV only after a Sí, requires them all, and shows the outcome kindly', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /psychosocial/7': ok(questionnaire),
      'POST /psychosocial/7/guide1': (request) => {
        sent.push(JSON.parse(request.body as string));
        return ok(outcome);
      },
    });
    await renderWithProviders(page(), { route: '/psychosocial/7' });
    // Before the first item: the confidentiality text and how many questions.
    expect(
      await screen.findByText(
        'Tus respuestas son confidenciales y solo se usan de forma agregada.',
      ),
    ).toBeVisible();
    expect(screen.getByText('6 preguntas.')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'I. Acontecimiento traumático severo' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'II. Recuerdos persistentes' })).toBeNull();
    const send = screen.getByRole('button', { name: 'Enviar Guía I' });
    expect(send).toBeDisabled();

    await user.click(within(item(/^1\. /)).getByRole('radio', { name: 'No' }));
    await user.click(within(item(/^2\. /)).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('heading', { name: 'II. Recuerdos persistentes' })).toBeNull();
    expect(send).toBeEnabled();

    // A Sí opens sections II–IV, each of their items required.
    await user.click(within(item(/^2\. /)).getByRole('radio', { name: 'Sí' }));
    expect(screen.getByRole('heading', { name: 'II. Recuerdos persistentes' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'IV. Afectación' })).toBeVisible();
    expect(send).toBeDisabled();
    expect(screen.getByText('Faltan 4 respuestas.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ir a la primera sin responder' }));
    expect(within(item(/^3\. /)).getByRole('radio', { name: 'Sí' })).toHaveFocus();
    for (const n of [3, 4, 5])
      await user.click(within(item(new RegExp(`^${n}\\. `))).getByRole('radio', { name: 'No' }));
    await user.click(within(item(/^6\. /)).getByRole('radio', { name: 'Sí' }));
    await user.click(send);

    await waitFor(() =>
      expect(sent).toEqual([
        { answers: { '1': 'no', '2': 'yes', '3': 'no', '4': 'no', '5': 'no', '6': 'yes' } },
      ]),
    );
    const shown = await screen.findByTestId('psy-guide1-outcome');
    expect(shown).toHaveTextContent('Gracias por responder');
    expect(shown).toHaveTextContent('El personal de salud ocupacional te buscará esta semana.');
    expect(within(shown).getByRole('link', { name: 'Línea de la Vida' })).toHaveAttribute(
      'href',
      'https://example.org/vida',
    );
    // With a referral, the organisation's providers, to this person alone.
    expect(
      within(shown).getByRole('link', { name: 'Escribir a Apoyo psicológico por WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/56912345678');
    expect(
      within(shown).getByRole('link', { name: 'Cómo acceder a Apoyo psicológico' }),
    ).toHaveAttribute('href', '/telemedicine?provider=3');
  });

  it('leaves sections II–IV out of what it sends when section I is all No', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /psychosocial/7': ok({ ...questionnaire, can_answer_main: false }),
      'POST /psychosocial/7/guide1': (request) => {
        sent.push(JSON.parse(request.body as string));
        return ok({ needs_referral: false, next_steps: { es: '', en: '' }, care: [], offers: [] });
      },
    });
    await renderWithProviders(page(), { route: '/psychosocial/7' });
    await user.click(
      within(await screen.findByRole('group', { name: /^1\. / })).getByRole('radio', {
        name: 'Sí',
      }),
    );
    await user.click(within(item(/^3\. /)).getByRole('radio', { name: 'Sí' }));
    // Back to No on item 1: II–IV go away again, and so do their answers from the request.
    await user.click(within(item(/^1\. /)).getByRole('radio', { name: 'No' }));
    await user.click(within(item(/^2\. /)).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Guía I' }));
    await waitFor(() => expect(sent).toEqual([{ answers: { '1': 'no', '2': 'no' } }]));
    expect(await screen.findByText('Gracias por responder la Guía I')).toBeVisible();
  });

  it('shows the outcome again on a later visit, and no form', async () => {
    installFakeApi({
      'GET /psychosocial/7': ok({
        ...questionnaire,
        guide1_done: true,
        main_done: true,
        guide1_outcome: outcome,
      }),
    });
    await renderWithProviders(page(), { route: '/psychosocial/7' });
    expect(await screen.findByTestId('psy-guide1-outcome')).toHaveTextContent(
      'El personal de salud ocupacional te buscará esta semana.',
    );
    expect(screen.queryByRole('button', { name: 'Enviar Guía I' })).toBeNull();
    expect(screen.getByText(/Gracias\. Tus respuestas se enviaron/)).toBeVisible();
  });
});
