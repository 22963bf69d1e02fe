import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { RecoveryConfirmForm } from './recovery-confirm-form';

const NEW_PASSWORD = 'clave-de-14-ch';
const LINK_INVALID = 'El enlace no es válido o ya venció. Pide uno nuevo.';

/** A fake server answering the confirmation with `reply`; returns the bodies it received. */
function fakeConfirm(reply: FakeReply) {
  const bodies: unknown[] = [];
  installFakeApi({
    'POST /user/confirm/pass/recovery': (request: TransportRequest) => {
      bodies.push(JSON.parse(request.body as string));
      return reply;
    },
  });
  return bodies;
}

const passwordInput = () => screen.getByLabelText(/^Nueva contraseña/);
const repeatInput = () => screen.getByLabelText(/^Repite la nueva contraseña/);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

async function setPassword(password: string, repeat = password) {
  await userEvent.type(passwordInput(), password);
  await userEvent.type(repeatInput(), repeat);
  await submit();
}

function signInAs(email: string) {
  const state = useAppStore.getState();
  state.setAuthToken('e30.e30.sig');
  state.setMe({ id: 7, full_name: 'Diego Castro', email } as User);
}

beforeEach(() => {
  useAppStore.getState().logout();
});

describe('RecoveryConfirmForm', () => {
  it('counts the characters typed against the 12 to 128 rule as they are typed', async () => {
    fakeConfirm(ok({ email: 'diego.castro@demo.local' }));
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    expect(screen.getByText('Entre 12 y 128 caracteres: llevas 0.')).toBeInTheDocument();
    await userEvent.type(passwordInput(), 'corta');
    expect(screen.getByText('Entre 12 y 128 caracteres: llevas 5.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAccessibleDescription('Entre 12 y 128 caracteres: llevas 5.');
  });

  it('asks for both passwords before sending', async () => {
    const bodies = fakeConfirm(ok({ email: 'diego.castro@demo.local' }));
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    await submit();
    expect(await screen.findByText('Ingresa una nueva contraseña.')).toBeInTheDocument();
    expect(screen.getByText('Vuelve a escribir la nueva contraseña.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('refuses a password shorter than 12 characters', async () => {
    const bodies = fakeConfirm(ok({ email: 'diego.castro@demo.local' }));
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    await setPassword('once letras');
    expect(
      await screen.findByText('La contraseña debe tener entre 12 y 128 caracteres.'),
    ).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('refuses two passwords that differ', async () => {
    const bodies = fakeConfirm(ok({ email: 'diego.castro@demo.local' }));
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    await setPassword(NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(repeatInput()).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    expect(bodies).toEqual([]);
  });

  it('shows or hides what was typed', async () => {
    fakeConfirm(ok({ email: 'diego.castro@demo.local' }));
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Mostrar contraseña' })[0]!);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(repeatInput()).toHaveAttribute('type', 'password');
  });

  it('sends the token and the new password, then offers to sign in', async () => {
    const bodies = fakeConfirm(ok({ email: 'diego.castro@demo.local' }));
    await renderWithProviders(<RecoveryConfirmForm token="AbC-_123" />);
    await setPassword(NEW_PASSWORD);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Tu contraseña cambió. Ya puedes iniciar sesión.');
    expect(status).toHaveFocus();
    expect(bodies).toEqual([{ token: 'AbC-_123', password: NEW_PASSWORD }]);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
  });

  it("ends this browser's session when it belongs to the account that changed", async () => {
    signInAs('Diego.Castro@demo.local');
    fakeConfirm(ok({ email: 'diego.castro@demo.local' }));
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    await setPassword(NEW_PASSWORD);
    await screen.findByRole('status');
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it("keeps another account's session", async () => {
    signInAs('ana.torres@demo.local');
    fakeConfirm(ok({ email: 'diego.castro@demo.local' }));
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    await setPassword(NEW_PASSWORD);
    await screen.findByRole('status');
    expect(useAppStore.getState().authToken).toBe('e30.e30.sig');
  });

  it('explains a used or expired link and offers a new one', async () => {
    fakeConfirm(fail(400, 'recovery_link_invalid', LINK_INVALID));
    await renderWithProviders(<RecoveryConfirmForm token="used" />);
    await setPassword(NEW_PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LINK_INVALID);
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/recover/password',
    );
    expect(screen.queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
  });

  it('translates the invalid link code for English readers', async () => {
    fakeConfirm(fail(400, 'recovery_link_invalid', LINK_INVALID));
    await renderWithProviders(<RecoveryConfirmForm token="used" />, { lng: 'en' });
    await userEvent.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText(/^Repeat the new password/), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link is not valid or has expired. Request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('shows a rate limit above the form and keeps what was typed', async () => {
    fakeConfirm(fail(429, 'rate_limited', 'Too many'));
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    await setPassword(NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes. Espera un momento.',
    );
    expect(passwordInput()).toHaveValue(NEW_PASSWORD);
  });

  it("places the server's password rule under the password field, with no alert", async () => {
    const rule = 'La contraseña debe tener entre 12 y 128 caracteres.';
    fakeConfirm({
      status: 400,
      body: {
        success: false,
        error: rule,
        code: 'invalid_input',
        details: { fields: { password: rule } },
      },
    });
    await renderWithProviders(<RecoveryConfirmForm token="tok" />);
    await setPassword(NEW_PASSWORD);
    await screen.findByText(rule);
    expect(passwordInput()).toHaveAccessibleDescription(rule);
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
