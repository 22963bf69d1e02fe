import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('offers a keyboard-reachable way to recover a forgotten password', async () => {
    installFakeApi({
      'GET /org/auth_flow': ok({
        org_name: 'Demo',
        methods: { password: true, otp: false, teams: false },
      }),
    });
    await renderWithProviders(<LoginPage />, { route: '/login' });
    const link = await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' });
    expect(link).toHaveAttribute('href', '/recover/password');
    // After the email, the password, its show/hide button and the submit button.
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    expect(link).toHaveFocus();
  });

  it('names the link in English for English readers', async () => {
    installFakeApi({
      'GET /org/auth_flow': ok({
        org_name: 'Demo',
        methods: { password: true, otp: false, teams: false },
      }),
    });
    await renderWithProviders(<LoginPage />, { route: '/login', lng: 'en' });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
