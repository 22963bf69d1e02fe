import { mutationOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { sendData } from '@/api/client';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { ToastHost } from '../toast/toast-host';

import { NumberField } from './fields/number-field';
import { TextField } from './fields/text-field';
import { FormDialog } from './form-dialog';
import { useMutationForm } from './use-mutation-form';

type Values = { name: string; points: string };
type Saved = { id: number; name: string };

const saveMutation = mutationOptions({
  mutationFn: (body: { name: string; points: number }) => sendData<Saved>('POST', '/things', body),
});

function ThingDialog({ onClose }: { onClose: () => void }) {
  const form = useMutationForm({
    defaultValues: { name: '', points: '' },
    // Glossary keys, as the modules' schemas give them.
    validate: (values: Values) =>
      values.name.trim() ? {} : { name: 'admin.values.errors.nameRequired' },
    mutation: saveMutation,
    toRequest: (values) => ({ name: values.name.trim(), points: Number(values.points) }),
    serverFields: { amount: 'points' },
    successToast: (saved) => `Guardado: ${saved.name}`,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title="Nueva cosa"
      submitLabel="Crear"
      cancelLabel="Cancelar"
      onClose={onClose}
    >
      <TextField name="name" label="Nombre" required maxLength={20} countRemaining />
      <NumberField name="points" label="Puntos" />
    </FormDialog>
  );
}

async function open(onClose = vi.fn()) {
  await renderWithProviders(
    <>
      <ThingDialog onClose={onClose} />
      <ToastHost />
    </>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Nueva cosa' }) };
}

describe('FormDialog with useMutationForm', () => {
  it('counts the characters left under a field, and shows its error instead when it has one', async () => {
    const { dialog } = await open();
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    expect(within(dialog).getByText('Quedan 20 caracteres')).toBeInTheDocument();
    await userEvent.type(name, 'Taza');
    expect(within(dialog).getByText('Quedan 16 caracteres')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText(/nombre/i, { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Quedan \d+ caracteres/)).not.toBeInTheDocument();
  });

  it('shows a failed check under its field in the UI language and sends nothing', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({});
    const { dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('El nombre es requerido.')).toBeVisible();
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveAccessibleDescription(
      'El nombre es requerido.',
    );
    expect(seen).toEqual([]);
  });

  it("puts the server's field messages under their fields, under the form's own names", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'POST /things': {
        status: 422,
        body: {
          success: false,
          error: 'Los puntos deben ser positivos',
          code: 'invalid_input',
          details: { fields: { amount: 'Los puntos deben ser positivos' } },
        },
      },
    });
    const { dialog, onClose } = await open();
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Mango');
    await user.type(within(dialog).getByLabelText('Puntos'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Los puntos deben ser positivos')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a failure about no field as an alert in the dialog', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'POST /things': {
        status: 409,
        body: { success: false, error: 'Ya existe una cosa con ese nombre', code: 'conflict' },
      },
    });
    const { dialog } = await open();
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Mango');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ya existe una cosa con ese nombre',
    );
  });

  it('sends the request, toasts the success and closes', async () => {
    const user = userEvent.setup();
    let body: unknown;
    installFakeApi({
      'POST /things': (request) => {
        body = JSON.parse(request.body as string);
        return { status: 201, body: { success: true, data: { id: 7, name: 'Mango' } } };
      },
    });
    const { dialog, onClose } = await open();
    await user.type(within(dialog).getByLabelText(/Nombre/), '  Mango ');
    await user.type(within(dialog).getByLabelText('Puntos'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ name: 'Mango', points: 40 });
    expect(await screen.findByText('Guardado: Mango')).toBeInTheDocument();
  });
});
