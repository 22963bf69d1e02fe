import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { AUTH_TOKEN_KEY } from '@/stores/session-storage';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { PasswordSection } from './password-section';

const lucia = {
  id: 12,
  email: 'lucia.paredes@demo.local',
  first_name: 'Lucía',
  last_name: 'Paredes',
  full_name: 'Lucía Paredes',
  language: 'spanish',
} as User;

const page = (
  <>
    <PasswordSection />
    <ToastHost />
  </>
);

/** Pastes into each field (as a password manager fills them), then sends the form. */
async function fillIn(current: string, password: string, confirm = password) {
  const user = userEvent.setup();
  const paste = async (label: RegExp, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await paste(/^Contraseña actual/, current);
  await paste(/^Nueva contraseña/, password);
  await paste(/^Confirma la nueva contraseña/, confirm);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

beforeEach(() => {
  useAppStore.getState().setAuthToken('old.session.token');
  useAppStore.getState().setMe(lucia);
});

afterEach(() => useAppStore.getState().logout());

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('PasswordSection', () => {
  it('changes the password and keeps this device signed in with the new token', async () => {
    let sent: unknown;
    let authorization: string | undefined;
    installFakeApi({
      'POST /user/password': (request) => {
        sent = JSON.parse(request.body as string);
        authorization = request.headers.Authorization;
        return ok({ token: 'new.session.token', expires_at: 1_900_000_000, user: lucia });
      },
    });
    await renderWithProviders(page);
    expect(screen.getByText('Entre 12 y 128 caracteres: llevas 0.')).toBeInTheDocument();
    await fillIn('demo1234', 'Nueva-Clave-2026');

    expect(
      await screen.findByText(
        'Tu contraseña cambió. Se cerraron tus sesiones en los demás dispositivos.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ current_password: 'demo1234', password: 'Nueva-Clave-2026' });
    expect(authorization).toBe('Bearer old.session.token');
    expect(useAppStore.getState().authToken).toBe('new.session.token');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new.session.token');
    expect(useAppStore.getState().me.data).toEqual(lucia);
    await waitFor(() => expect(screen.getByLabelText(/^Contraseña actual/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveValue('');
  });

  it('shows a wrong current password under that field, and keeps the session', async () => {
    installFakeApi({
      'POST /user/password': {
        status: 400,
        body: { success: false, error: 'Contraseña incorrecta', code: 'wrong_password' },
      },
    });
    await renderWithProviders(page);
    await fillIn('no-es-esta', 'Nueva-Clave-2026');

    await waitFor(() =>
      expect(screen.getByLabelText(/^Contraseña actual/)).toHaveAccessibleDescription(
        'La contraseña actual no es correcta.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAppStore.getState().authToken).toBe('old.session.token');
  });

  it("shows the server's refusal of the new password under the new password", async () => {
    installFakeApi({
      'POST /user/password': {
        status: 400,
        body: {
          success: false,
          error: 'Esta contraseña es demasiado común. Elige otra.',
          code: 'invalid_input',
          details: { fields: { password: 'Esta contraseña es demasiado común. Elige otra.' } },
        },
      },
    });
    await renderWithProviders(page);
    await fillIn('demo1234', 'contraseña123');

    await waitFor(() =>
      expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
        'Esta contraseña es demasiado común. Elige otra.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for 12 to 128 characters and a matching confirmation before sending', async () => {
    const seen = installFakeApi({});
    await renderWithProviders(page);
    await fillIn('demo1234', 'corta', 'otra');

    expect(
      await screen.findByText('La contraseña debe tener entre 12 y 128 caracteres.'),
    ).toBeVisible();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeVisible();
    expect(seen).toEqual([]);
  });

  it('reads in English too', async () => {
    installFakeApi({
      'POST /user/password': {
        status: 400,
        body: { success: false, error: 'Contraseña incorrecta', code: 'wrong_password' },
      },
    });
    await renderWithProviders(page, { lng: 'en' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'wrong');
    await user.type(screen.getByLabelText(/^New password/), 'Nueva-Clave-2026');
    await user.click(screen.getByLabelText(/^Confirm the new password/));
    await user.paste('Nueva-Clave-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
        'The current password is not correct.',
      ),
    );
  });
});
