import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AdminSurveyDetail } from '../../api/admin-surveys';

import { SurveyEditor } from './survey-editor';

const saved = (status: string, extra: Record<string, unknown> = {}) =>
  ({
    id: 12,
    title: { es: 'Pulso' },
    status,
    confidentiality: 'confidential',
    form_id: 'survey-12',
    form_version: 1,
    points: 10,
    multi_response: false,
    notify: true,
    audience: { everyone: true, departments: [], groups: [], countries: [] },
    opens_on: null,
    closes_on: null,
    recurrence: 'none',
    cycle: status === 'draft' ? 0 : 1,
    reminder_days: [3, 5],
    k: null,
    k_comments: null,
    audience_size: status === 'draft' ? 0 : 8,
    responses: null,
    created_at: 0,
    launched_at: null,
    form: {
      form_id: 'survey-12',
      version: 1,
      definition: {
        form_id: 'survey-12',
        title: { es: 'Pulso' },
        questions: [{ id: 'q1', type: 'yes_no', required: true, title: { es: '¿Todo bien?' } }],
      },
    },
    ...extra,
  }) as unknown as AdminSurveyDetail;

function server(step: () => ReturnType<typeof ok> = () => ok(saved('open'))) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = (request: TransportRequest) => {
    sent.push({
      method: request.method,
      url: request.url,
      body: request.body ? JSON.parse(request.body as string) : null,
    });
  };
  installFakeApi({
    'GET /departments': ok([{ id: 3, name: 'Tecnología', active: true }]),
    'GET /org/departments': ok([]),
    'GET /communication/groups': ok([]),
    'GET /org/surveys/12/privacy_preview': ok({
      audience: 8,
      k: 5,
      dimensions: [
        {
          dimension: 'department',
          cells: [
            {
              value: '3',
              label: 'Tecnología',
              audience: 6,
              hidden_at: { '60': true, '80': false, '100': false },
            },
          ],
        },
      ],
    }),
    'PUT /org/surveys/12': (request) => {
      record(request);
      return ok(saved('draft'));
    },
    'POST /org/surveys/12/activate': (request) => {
      record(request);
      return step();
    },
  });
  return sent;
}

describe('SurveyEditor', () => {
  it('checks the settings before saving, then sends the survey with its questions', async () => {
    const user = userEvent.setup();
    const sent = server();
    await renderWithProviders(
      <SurveyEditor
        survey={saved('draft')}
        onBack={vi.fn()}
        onCreated={vi.fn()}
        onResults={vi.fn()}
      />,
    );
    const points = await screen.findByRole('textbox', { name: 'Puntos al responder' });
    await user.clear(points);
    await user.type(points, 'diez');
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    expect(await screen.findByText('Escribe un número entero entre 0 y 100000.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(points);
    await user.type(points, '25');
    await user.click(screen.getByRole('radio', { name: /^Anónima/ }));
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0] as HTMLElement);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      title: { es: 'Pulso' },
      confidentiality: 'anonymous',
      points: 25,
      audience: { everyone: true },
      reminder_days: [3, 5],
      form: { questions: [{ id: 'q1', type: 'yes_no' }] },
    });
  });

  it('shows which segments the privacy preview would hide, and launches after a confirmation', async () => {
    const user = userEvent.setup();
    const sent = server();
    await renderWithProviders(
      <SurveyEditor
        survey={saved('draft')}
        onBack={vi.fn()}
        onCreated={vi.fn()}
        onResults={vi.fn()}
      />,
    );
    const preview = await screen.findByTestId('privacy-preview');
    expect(await screen.findByRole('columnheader', { name: 'Si responde el 60 %' })).toBeVisible();
    expect(preview).toHaveTextContent('Oculto');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Activar la encuesta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(sent.map((entry) => entry.method)).toEqual(['POST']));
  });

  it("words the server's refusal of a launch", async () => {
    const user = userEvent.setup();
    server(() => fail(422, 'empty_audience', 'Audiencia vacía'));
    await renderWithProviders(
      <SurveyEditor
        survey={saved('draft')}
        onBack={vi.fn()}
        onCreated={vi.fn()}
        onResults={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Activar la encuesta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));
    expect(
      await within(dialog).findByText(
        'Nadie está en la audiencia: elige departamentos, grupos o países con personas activas.',
      ),
    ).toBeVisible();
  });

  it('once launched, keeps weaker confidentiality and the audience fixed', async () => {
    server();
    await renderWithProviders(
      <SurveyEditor
        survey={saved('open')}
        onBack={vi.fn()}
        onCreated={vi.fn()}
        onResults={vi.fn()}
      />,
    );
    expect(await screen.findByRole('radio', { name: /^Con nombre/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Anónima/ })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Toda la organización' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar recordatorio' })).toBeVisible();
  });

  it('previews the privacy of a survey not saved yet from its audience and k, once they stop changing', async () => {
    const user = userEvent.setup();
    const asked: { path: string; body: unknown }[] = [];
    installFakeApi({
      'GET /departments': ok([{ id: 3, name: 'Tecnología', active: true }]),
      'GET /org/departments': ok([]),
      'GET /communication/groups': ok([]),
      'POST /org/surveys/privacy_preview': (request) => {
        const body = JSON.parse(request.body as string) as { k: number | null };
        asked.push({ path: request.path, body });
        return ok({
          audience: 40,
          k: body.k ?? 5,
          dimensions: [
            {
              dimension: 'country',
              cells: [
                {
                  value: 'MX',
                  label: 'MX',
                  audience: 4,
                  hidden_at: { '60': true, '80': true, '100': true },
                },
              ],
            },
          ],
        });
      },
    });
    await renderWithProviders(
      <SurveyEditor survey={null} onBack={vi.fn()} onCreated={vi.fn()} onResults={vi.fn()} />,
    );
    const preview = await screen.findByTestId('privacy-preview');
    expect(
      await within(preview).findByText(
        'La audiencia tiene 40 personas y el mínimo por grupo es 5. Así se verían los grupos según cuántos respondan:',
      ),
    ).toBeVisible();
    expect(within(preview).getByRole('rowheader', { name: 'México' })).toBeVisible();
    expect(asked).toEqual([
      {
        path: '/org/surveys/privacy_preview',
        body: {
          audience: { everyone: true, departments: [], groups: [], countries: [] },
          k: null,
          language: 'es',
        },
      },
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Mínimo de respuestas por grupo' }), '12');
    expect(
      await within(preview).findByText(/el mínimo por grupo es 12\./, {}, { timeout: 3000 }),
    ).toBeVisible();
    // One request for what was typed, not one a keystroke.
    expect(asked.map((entry) => (entry.body as { k: number | null }).k)).toEqual([null, 12]);
  });
});
