import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { RecoverPasswordPage } from './recover-password-page';

const branding = ok({
  org_name: 'Demo',
  languages: ['es', 'en'],
  banner: { main: '#3a71b5', secondary: null },
  tagline: 'Reconocer es cultura',
});

beforeEach(() => {
  installFakeApi({
    'GET /org/branding': branding,
    'POST /user/confirm/pass/recovery': fail(
      400,
      'recovery_link_invalid',
      'El enlace no es válido o ya venció. Pide uno nuevo.',
    ),
  });
});

describe('RecoverPasswordPage', () => {
  it('asks for the address in the frame of the sign-in page', async () => {
    await renderWithProviders(<RecoverPasswordPage />, { route: '/recover/password' });
    expect(screen.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toBeInTheDocument();
    expect(await screen.findByText('Reconocer es cultura')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Recuperar contraseña · Demo'));
  });

  it("asks for a new password when opened from the mail's link", async () => {
    await renderWithProviders(<RecoverPasswordPage />, {
      route: '/recover/password?token=AbC-_123',
    });
    expect(screen.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Correo electrónico/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Crea una nueva contraseña · Demo'));
  });

  it('goes from a link that no longer works to asking for a new one', async () => {
    await renderWithProviders(<RecoverPasswordPage />, { route: '/recover/password?token=used' });
    const password = 'clave-de-14-ch';
    await userEvent.type(screen.getByLabelText(/^Nueva contraseña/), password);
    await userEvent.type(screen.getByLabelText(/^Repite la nueva contraseña/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Pedir un enlace nuevo' }));
    expect(
      await screen.findByRole('heading', { name: 'Recupera tu contraseña' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('');
  });
});
