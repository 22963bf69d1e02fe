import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { ImageFileField } from './image-file-field';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A PNG by its first bytes passes; anything else fails with a shared glossary key. */
async function checkPng(file: File): Promise<string | null> {
  const bytes = new Uint8Array(await new Response(file.slice(0, 8)).arrayBuffer());
  return PNG.slice(0, 8).every((byte, i) => bytes[i] === byte) ? null : 'errors.invalid_input';
}

/** The form's value, as a test reads it. */
function Chosen() {
  const image = useWatch({ name: 'image' }) as File | null;
  return <output aria-label="Elegida">{image?.name ?? 'ninguna'}</output>;
}

function Form() {
  const form = useForm<{ image: File | null }>({ defaultValues: { image: null } });
  return (
    <FormProvider {...form}>
      <ImageFileField
        name="image"
        types={['image/png', 'image/gif']}
        check={checkPng}
        chooseLabel="Elegir imagen"
        changeLabel="Cambiar imagen"
        helperText="PNG o GIF, hasta 2 MB."
        previewAlt="Vista previa"
        placeholder={<span data-testid="placeholder">🖼</span>}
        inputTestId="image-input"
      />
      <Chosen />
    </FormProvider>
  );
}

describe('ImageFileField', () => {
  it('offers its types, and shows the placeholder and the help before a file is chosen', async () => {
    await renderWithProviders(<Form />);
    expect(screen.getByTestId('image-input')).toHaveAttribute('accept', 'image/png,image/gif');
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
    expect(screen.getByText('Elegir imagen')).toBeVisible();
    expect(screen.getByText('PNG o GIF, hasta 2 MB.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Vista previa' })).not.toBeInTheDocument();
  });

  it('keeps a file that passes the check: its preview, name and size, and "change"', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form />);
    await user.upload(
      screen.getByTestId('image-input'),
      new File([PNG], 'aplausos.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Vista previa' })).toBeVisible();
    expect(screen.getByText('aplausos.png · 12 B')).toBeVisible();
    expect(screen.getByText('Cambiar imagen')).toBeVisible();
    expect(screen.queryByTestId('placeholder')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Elegida' })).toHaveTextContent('aplausos.png');
  });

  it("refuses a file that fails the check, with the check's message in the UI language", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Form />);
    const input = screen.getByTestId('image-input');
    await user.upload(input, new File([PNG], 'bueno.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Vista previa' });

    await user.upload(input, new File(['hola'], 'hola.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa los datos ingresados.');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Elegida' })).toHaveTextContent('ninguna'),
    );
    expect(screen.getByText('Elegir imagen')).toBeVisible();
    expect(screen.queryByText('PNG o GIF, hasta 2 MB.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir imagen' })).toHaveAccessibleDescription(
      'Revisa los datos ingresados.',
    );
  });
});
