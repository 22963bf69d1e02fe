import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { ApiKey, CreatedApiKey } from '../api/api-keys';

import { ApiKeysPage } from './api-keys-page';

const SECRET = 'ak_AbCdEfGh123456789012345678901234567890';

const listed: ApiKey = {
  id: 7,
  name: 'Sistema de RR. HH.',
  prefix: 'ak_AbCdEfG',
  status: 'active',
  created_by: 1,
  created_at: Date.UTC(2026, 0, 15, 12),
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  usage_count: 1234,
};
const created: CreatedApiKey = { ...listed, key: SECRET };

describe('ApiKeysPage', () => {
  it('shows a new key once, copies it, and keeps only the prefix after closing', async () => {
    const user = userEvent.setup();
    let keys: ApiKey[] = [];
    const seen = installFakeApi({
      'GET /api/key': () => ok(keys),
      'POST /api/key': () => {
        keys = [listed];
        return { status: 201, body: { success: true, data: created } };
      },
    });
    await renderWithProviders(<ApiKeysPage />);
    expect(await screen.findByText('Aún no hay claves.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Crear clave de API' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear clave de API' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByText('El nombre es requerido.')).toBeInTheDocument();
    expect(seen).not.toContain('POST /api/key');

    await user.type(within(dialog).getByLabelText(/Nombre/), 'Sistema de RR. HH.');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Tu nueva clave de API' });
    const field = within(secretDialog).getByLabelText('Clave de API');
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(within(secretDialog).getByText(/no se volverá a mostrar/)).toBeInTheDocument();

    await user.click(within(secretDialog).getByRole('button', { name: 'Copiar la clave de API' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(secretDialog).getByText('Copiada')).toBeInTheDocument();

    await user.click(within(secretDialog).getByRole('button', { name: 'Ya la guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
    const row = await screen.findByRole('row', { name: /Sistema de RR\. HH\./ });
    expect(row).toHaveTextContent('ak_AbCdEfG…');
    expect(row).toHaveTextContent('Activa');
    expect(row).toHaveTextContent('1234');
    expect(row).toHaveTextContent('Nunca');
  });

  it('revokes a key after confirmation and shows it as Revocada', async () => {
    const user = userEvent.setup();
    const revoked: ApiKey = { ...listed, status: 'revoked', revoked_at: Date.now() };
    let keys: ApiKey[] = [listed];
    installFakeApi({
      'GET /api/key': () => ok(keys),
      'DELETE /api/key/7': () => {
        keys = [revoked];
        return ok(revoked);
      },
    });
    await renderWithProviders(<ApiKeysPage />);
    await user.click(await screen.findByRole('button', { name: 'Revocar Sistema de RR. HH.' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Revocar esta clave?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revocar' }));
    const row = await screen.findByRole('row', { name: /Sistema de RR\. HH\./ });
    await waitFor(() => expect(row).toHaveTextContent('Revocada'));
    expect(
      screen.queryByRole('button', { name: 'Revocar Sistema de RR. HH.' }),
    ).not.toBeInTheDocument();
  });
});
