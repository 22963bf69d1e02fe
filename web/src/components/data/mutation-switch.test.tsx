import { mutationOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { sendData } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ToastHost } from '../toast/toast-host';

import { MutationSwitch } from './mutation-switch';

type Thing = { id: number; active: boolean };

function ThingSwitch() {
  const [thing, setThing] = useState<Thing>({ id: 5, active: true });
  return (
    <>
      <MutationSwitch
        checked={thing.active}
        label="Activo: Mango"
        mutation={mutationOptions({
          mutationFn: (body: Thing) => sendData<Thing>('PATCH', '/things/5', body),
          onSuccess: (saved) => setThing(saved),
        })}
        request={(active) => ({ id: thing.id, active })}
        successToast={(saved) => (saved.active ? 'Mango activado' : 'Mango desactivado')}
      />
      <ToastHost />
    </>
  );
}

describe('MutationSwitch', () => {
  it('saves the new state at once and says so', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'PATCH /things/5': ok({ id: 5, active: false }) });
    await renderWithProviders(<ThingSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Activo: Mango' });
    await user.click(toggle);
    expect(await screen.findByText('Mango desactivado')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });

  it('shows a failure as an error toast and keeps the state', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'PATCH /things/5': fail(409, 'thing_locked', 'No puedes cambiar esto') });
    await renderWithProviders(<ThingSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Activo: Mango' });
    await user.click(toggle);
    expect(await screen.findByText('No puedes cambiar esto')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
