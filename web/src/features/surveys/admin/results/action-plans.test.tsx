import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ActionPlans } from './action-plans';

const action = {
  id: 31,
  survey_id: 12,
  title: 'Reuniones uno a uno',
  owner: { id: 7, full_name: 'Lucía Pérez', first_name: 'Lucía', last_name: 'Pérez' },
  due_on: '2030-05-31',
  question_id: 'apoyo',
  segment: { dimension: 'department', value: '3' },
  follow_up_survey_id: null,
  status: 'open',
  created_at: 0,
};

function server(put: (body: unknown) => FakeReply) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let list = [action];
  installFakeApi({
    'GET /org/surveys/12/actions': () => ok(list),
    'PUT /org/surveys/12/actions/31': (request: TransportRequest) => {
      const body = JSON.parse(request.body as string) as Record<string, unknown>;
      sent.push({ method: 'PUT', path: request.path, body });
      const reply = put(body);
      if (reply !== 'network' && reply.status === 200) list = [{ ...action, ...body }];
      return reply;
    },
    'DELETE /org/surveys/12/actions/31': (request: TransportRequest) => {
      sent.push({ method: 'DELETE', path: request.path, body: null });
      list = [];
      return { status: 204 };
    },
  });
  return sent;
}

const open = () =>
  renderWithProviders(
    <ActionPlans
      surveyId={12}
      questions={[{ id: 'apoyo', type: 'likert', title: 'Mi líder me apoya' }]}
    />,
  );

describe('ActionPlans', () => {
  it('edits an action in a dialog, showing the server refusal on its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const sent = server((body) =>
      refuse
        ? {
            status: 422,
            body: {
              success: false,
              error: 'Revisa el plan',
              code: 'invalid_action',
              details: { fields: { due_on: 'La fecha límite no puede ser antes de hoy.' } },
            },
          }
        : ok({ ...action, ...(body as object) }),
    );
    await open();
    await user.click(await screen.findByRole('button', { name: 'Editar «Reuniones uno a uno»' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar plan de acción' });
    const title = within(dialog).getByRole('textbox', { name: /Qué se hará/ });
    expect(title).toHaveValue('Reuniones uno a uno');
    await user.clear(title);
    await user.type(title, 'Reuniones quincenales');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Estado' }), 'done');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(dialog).findByText('La fecha límite no puede ser antes de hoy.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Fecha límite/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent.at(-1)?.body).toEqual({
      title: 'Reuniones quincenales',
      owner_id: 7,
      due_on: '2030-05-31',
      question_id: 'apoyo',
      segment: { dimension: 'department', value: '3' },
      follow_up: false,
      status: 'done',
    });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: 'Reuniones quincenales' })).toBeVisible();
  });

  it('deletes an action only after a confirmation', async () => {
    const user = userEvent.setup();
    const sent = server(() => ok(action));
    await open();
    await user.click(await screen.findByRole('button', { name: 'Eliminar «Reuniones uno a uno»' }));
    const confirm = screen.getByRole('dialog', { name: '¿Eliminar el plan de acción?' });
    expect(
      within(confirm).getByText('«Reuniones uno a uno» se elimina. No se puede deshacer.'),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Eliminar «Reuniones uno a uno»' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '¿Eliminar el plan de acción?' })).getByRole(
        'button',
        { name: 'Eliminar' },
      ),
    );
    expect(await screen.findByText('Aún no hay planes de acción.')).toBeVisible();
    expect(sent).toEqual([{ method: 'DELETE', path: '/org/surveys/12/actions/31', body: null }]);
  });
});
