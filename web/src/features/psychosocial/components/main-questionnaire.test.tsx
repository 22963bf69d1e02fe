import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { QuestionnairePage } from '../pages/questionnaire-page';
import { guide2, questionnaire } from '../testing/fixtures';

const ready = { ...questionnaire, guide1_done: true, guides: [guide2] };

const page = () => (
  <Routes>
    <Route path="/psychosocial/:applicationId" element={<QuestionnairePage />} />
  </Routes>
);

const item = (name: RegExp) => screen.getByRole('group', { name });
const choose = async (user: ReturnType<typeof userEvent.setup>, group: RegExp, option: string) =>
  user.click(within(item(group)).getByRole('radio', { name: option }));

describe('Guía II/III', () => {
  it('goes one section at a time, hides a block behind a No filter, and sends once complete', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    installFakeApi({
      'GET /psychosocial/7': ok(ready),
      'POST /psychosocial/7/responses': (request) => {
        sent.push(JSON.parse(request.body as string));
        return { status: 204 };
      },
    });
    await renderWithProviders(page(), { route: '/psychosocial/7' });
    expect(
      await screen.findByText('Las preguntas se refieren a los últimos dos meses.'),
    ).toBeVisible();
    expect(screen.getByText('4 preguntas.')).toBeVisible();
    expect(screen.getByText('Sección 1 de 3 · 0 de 4 respondidas')).toBeVisible();
    // The five options, labelled in the UI's language.
    const first = item(/^1\. Mi trabajo/);
    for (const option of ['Siempre', 'Casi siempre', 'Algunas veces', 'Casi nunca', 'Nunca'])
      expect(within(first).getByRole('radio', { name: option })).toBeInTheDocument();
    await choose(user, /^1\. /, 'Siempre');
    await choose(user, /^2\. /, 'Nunca');
    expect(screen.getByText('Sección 1 de 3 · 2 de 4 respondidas')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    // The filter first; its items only on Sí.
    expect(screen.getByRole('heading', { name: 'Atención a clientes' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: /^3\. / })).toBeNull();
    await choose(user, /¿En mi trabajo debo brindar servicio a clientes\?/, 'Sí');
    expect(item(/^3\. /)).toBeVisible();
    await choose(user, /¿En mi trabajo debo brindar servicio a clientes\?/, 'No');
    expect(screen.queryByRole('group', { name: /^3\. / })).toBeNull();
    expect(screen.getByText('Sección 2 de 3 · 2 de 3 respondidas')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await choose(user, /¿Soy jefe de otros trabajadores\?/, 'Sí');
    const send = screen.getByRole('button', { name: 'Enviar cuestionario' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Falta 1 respuesta.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ir a la primera sin responder' }));
    expect(within(item(/^4\. /)).getByRole('radio', { name: 'Siempre' })).toHaveFocus();
    await choose(user, /^4\. /, 'Algunas veces');
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          filters: { serves_clients: false, is_boss: true },
          answers: { '1': 'always', '2': 'never', '4': 'sometimes' },
        },
      ]),
    );
    expect(await screen.findByText(/Gracias\. Tus respuestas se enviaron/)).toBeVisible();
  });

  it('keeps every answer on a 422 and takes the person to the item the server named', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const refusal: FakeReply = {
      status: 422,
      body: {
        success: false,
        code: 'invalid_answers',
        error: 'Invalid answers',
        details: { fields: { '1': 'Respuesta no válida.' } },
      },
    };
    installFakeApi({
      'GET /psychosocial/7': ok(ready),
      'POST /psychosocial/7/responses': () => {
        attempts += 1;
        return attempts === 1 ? refusal : { status: 204 };
      },
    });
    await renderWithProviders(page(), { route: '/psychosocial/7' });
    await screen.findByText('Sección 1 de 3 · 0 de 4 respondidas');
    await choose(user, /^1\. /, 'Casi siempre');
    await choose(user, /^2\. /, 'Casi nunca');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await choose(user, /servicio a clientes/, 'Sí');
    await choose(user, /^3\. /, 'Siempre');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await choose(user, /Soy jefe/, 'No');
    await user.click(screen.getByRole('button', { name: 'Enviar cuestionario' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Algunas respuestas no son válidas. Revisa las preguntas marcadas; lo que respondiste se conserva.',
    );
    // Back on the first section, the item marked, every answer still chosen.
    expect(screen.getByText('Sección 1 de 3 · 3 de 3 respondidas')).toBeVisible();
    expect(within(item(/^1\. /)).getByText('Respuesta no válida.')).toBeVisible();
    expect(within(item(/^1\. /)).getByRole('radio', { name: 'Casi siempre' })).toBeChecked();
    expect(within(item(/^2\. /)).getByRole('radio', { name: 'Casi nunca' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(within(item(/^3\. /)).getByRole('radio', { name: 'Siempre' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Enviar cuestionario' }));
    expect(await screen.findByText(/Gracias\. Tus respuestas se enviaron/)).toBeVisible();
  });

  it('says why when the application closed meanwhile, and loses nothing', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'GET /psychosocial/7': ok({
        ...ready,
        guides: [{ ...guide2, sections: guide2.sections.slice(0, 1) }],
      }),
      'POST /psychosocial/7/responses': {
        status: 409,
        body: { success: false, code: 'application_closed', error: 'Closed' },
      },
    });
    await renderWithProviders(page(), { route: '/psychosocial/7' });
    await screen.findByText('Sección 1 de 1 · 0 de 2 respondidas');
    await choose(user, /^1\. /, 'Nunca');
    await choose(user, /^2\. /, 'Nunca');
    await user.click(screen.getByRole('button', { name: 'Enviar cuestionario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta aplicación ya cerró y no recibe respuestas.',
    );
    expect(within(item(/^1\. /)).getByRole('radio', { name: 'Nunca' })).toBeChecked();
  });
});
