import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeChallenge } from '../testing/challenge-fixture';

import { ChallengeEditor } from './challenge-editor';

function server() {
  const sent: Record<string, unknown>[] = [];
  installFakeApi({
    'GET /departments': ok([{ id: 5, name: 'Tecnología' }]),
    'GET /communication/groups': ok([{ id: 8, name: 'Voluntarios' }]),
    'GET /badges': ok([]),
    'POST /org/challenge': (request) => {
      sent.push(JSON.parse(request.body as string) as Record<string, unknown>);
      return {
        status: 201,
        body: { success: true, data: makeChallenge({ id: 9, status: 'draft' }) },
      };
    },
  });
  return sent;
}

describe('ChallengeEditor', () => {
  it('checks the fields, then creates a claims challenge with manual approval', async () => {
    const user = userEvent.setup();
    const sent = server();
    const onSaved = vi.fn();
    await renderWithProviders(<ChallengeEditor challenge={null} onSaved={onSaved} />);
    const form = screen.getByRole('form', { name: 'Datos del reto' });
    await user.click(within(form).getByRole('button', { name: 'Crear reto' }));
    expect(await screen.findByText('Revisa los 4 campos marcados.')).toBeVisible();
    expect(sent).toEqual([]);

    const basics = screen.getByRole('region', { name: 'Datos básicos' });
    await user.type(within(basics).getByRole('textbox', { name: /^Título/ }), 'Foto saludable');
    await user.type(within(basics).getByRole('textbox', { name: /^Empieza el/ }), '01/03/2026');
    await user.type(within(basics).getByRole('textbox', { name: /^Termina el/ }), '31/03/2026');
    const metric = screen.getByRole('region', { name: 'Métrica y meta' });
    await user.type(within(metric).getByRole('textbox', { name: /^Meta/ }), '3');
    const alternative = screen.getByRole('region', { name: 'Alternativa adaptada' });
    await user.type(
      within(alternative).getByRole('textbox', { name: /Alternativa adaptada/ }),
      'Una foto de tu almuerzo.',
    );
    await user.click(within(form).getByRole('button', { name: 'Crear reto' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'Foto saludable',
      starts_on: '2026-03-01',
      ends_on: '2026-03-31',
      metric: 'claims',
      evidence: 'photo',
      approval: 'manual',
      target: 3,
      max_claims_per_day: 5,
      alternative: 'Una foto de tu almuerzo.',
      join_mode: 'open',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('locks what cannot change once the challenge is active', async () => {
    server();
    await renderWithProviders(
      <ChallengeEditor challenge={makeChallenge({ status: 'active' })} onSaved={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Cómo se cuenta' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Meta/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Título/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Reclamos por persona al día/ })).toBeEnabled();
  });
});
