import Button from '@mui/material/Button';
import { mutationOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { sendData } from '@/api/client';
import { fail, installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ToastHost } from '../toast/toast-host';

import { ConfirmActionDialog } from './confirm-action-dialog';
import { useConfirmAction } from './use-confirm-action';

type Thing = { id: number; name: string };

const archiveMutation = mutationOptions({
  mutationFn: (id: number) => sendData<{ id: number }>('DELETE', `/things/${id}`),
});

function Things() {
  const archive = useConfirmAction(
    archiveMutation,
    (thing: Thing) => thing.id,
    (_done, thing) => `Archivado: ${thing.name}`,
  );
  return (
    <>
      <Button onClick={() => archive.ask({ id: 3, name: 'Mango' })}>Archivar Mango</Button>
      <ConfirmActionDialog
        action={archive}
        title="¿Archivar?"
        body={(thing) => `«${thing.name}» dejará de mostrarse.`}
        confirmLabel="Archivar"
        cancelLabel="Cancelar"
      />
      <ToastHost />
    </>
  );
}

describe('ConfirmActionDialog', () => {
  it('asks about the thing, runs the action on confirm, closes and toasts', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({ 'DELETE /things/3': ok({ id: 3 }) });
    await renderWithProviders(<Things />);
    await user.click(screen.getByRole('button', { name: 'Archivar Mango' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Archivar?' });
    expect(dialog).toHaveAccessibleDescription('«Mango» dejará de mostrarse.');
    expect(seen).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen).toEqual(['DELETE /things/3']);
    expect(await screen.findByText('Archivado: Mango')).toBeInTheDocument();
  });

  it('keeps the dialog open with the failure inside; cancel closes it', async () => {
    const user = userEvent.setup();
    installFakeApi({ 'DELETE /things/3': fail(409, 'in_use', 'La cosa está en uso') });
    await renderWithProviders(<Things />);
    await user.click(screen.getByRole('button', { name: 'Archivar Mango' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Archivar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La cosa está en uso');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
