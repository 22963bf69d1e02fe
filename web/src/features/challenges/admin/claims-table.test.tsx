import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { carlos, makeClaim } from '../testing/challenge-fixture';

import { ClaimsTable } from './claims-table';

describe('ClaimsTable', () => {
  it('shows the approvals a four-eyes claim has and rejects one with a reason', async () => {
    const user = userEvent.setup();
    const decided: unknown[] = [];
    const claims = [
      makeClaim(),
      makeClaim({
        id: 91,
        person: carlos,
        approvals_needed: 1,
        approvals_done: 0,
        can_decide: true,
      }),
    ];
    installFakeApi({
      'GET /org/challenge/7/claims': {
        status: 200,
        body: { success: true, data: claims, meta: { page: 1, perPage: 20, total: 2 } },
      },
      'POST /org/challenge/claim/91/reject': (request) => {
        decided.push(JSON.parse(request.body as string));
        return ok({ ...claims[1], status: 'rejected' });
      },
    });
    await renderWithProviders(<ClaimsTable challengeId={7} />);
    const table = await screen.findByRole('table', { name: 'Reclamos del reto' });
    expect(table).toHaveTextContent('1 de 2 aprobaciones');
    expect(table).toHaveTextContent('4,5 km');
    expect(
      within(table).queryByRole('button', { name: 'Aprobar el reclamo de Ana Torres' }),
    ).toBeNull();
    await user.click(
      within(table).getByRole('button', { name: 'Rechazar el reclamo de Carlos Ruiz' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Rechazar el reclamo de Carlos Ruiz',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Indica el motivo del rechazo.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Sin foto');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(decided).toEqual([{ reason: 'Sin foto' }]));
  });
});
