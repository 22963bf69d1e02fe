// @vitest-environment jsdom
// (jsdom, not the suite's happy-dom: happy-dom loses a native select's value when its options arrive after it.)
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { queryKeys } from '@/api/query-keys';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { PersonalDataSection } from './personal-data-section';

const lucia: User = {
  id: 12,
  org_id: 1,
  email: 'lucia.paredes@demo.local',
  first_name: 'Lucía',
  last_name: 'Paredes',
  full_name: 'Lucía Paredes',
  job_position: 'Analista',
  user_type: 'employee',
  language: 'spanish',
  points: true,
  active: true,
  activated: true,
  phone: null,
  birthday: '1990-04-12',
};

const page = (
  <>
    <PersonalDataSection />
    <ToastHost />
  </>
);

/** The server's answer to PATCH /user/account/update: the user with the fields sent. */
function saved(body: Partial<User>): User {
  const user = { ...lucia, ...body };
  return { ...user, full_name: `${user.first_name} ${user.last_name}` };
}

beforeEach(() => {
  useAppStore.getState().setMe(lucia);
  useAppStore.getState().setLanguages(['es', 'en']);
});

afterEach(() => useAppStore.getState().logout());

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('PersonalDataSection', () => {
  it('saves the data, updates the signed-in user at once and confirms with a toast', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    installFakeApi({
      'PATCH /user/account/update': (request) => {
        sent = JSON.parse(request.body as string);
        return ok(saved({ job_position: 'Líder de producto', phone: '+573001234567' }));
      },
    });
    const { queryClient } = await renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Lucía');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('12/04/1990');
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');

    const job = screen.getByLabelText('Cargo');
    await user.clear(job);
    await user.type(job, '  Líder de producto ');
    await user.type(screen.getByLabelText('Teléfono'), '+57 300-123 4567');
    await user.clear(screen.getByLabelText('Apellido'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Tus datos se guardaron.')).toBeInTheDocument();
    expect(sent).toEqual({
      first_name: 'Lucía',
      last_name: '',
      job_position: 'Líder de producto',
      phone: '+573001234567',
      birthday: '1990-04-12',
      language: 'spanish',
    });
    expect(useAppStore.getState().me.data?.job_position).toBe('Líder de producto');
    expect(queryClient.getQueryData<User>(queryKeys.user)?.phone).toBe('+573001234567');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+573001234567');
  });

  it("shows each field's message from a 400 invalid_input under that field", async () => {
    const user = userEvent.setup();
    installFakeApi({
      'PATCH /user/account/update': {
        status: 400,
        body: {
          success: false,
          error: 'Revisa los datos ingresados.',
          code: 'invalid_input',
          details: {
            fields: {
              phone: 'Escribe el teléfono en formato internacional, por ejemplo +57 300 123 4567.',
              job_position: 'No puede exceder 120 caracteres.',
            },
          },
        },
      },
    });
    await renderWithProviders(page);
    await user.type(screen.getByLabelText('Teléfono'), '+57 300 123 4567');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
        'Escribe el teléfono en formato internacional, por ejemplo +57 300 123 4567.',
      ),
    );
    expect(screen.getByLabelText('Cargo')).toHaveAccessibleDescription(
      'No puede exceder 120 caracteres.',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAppStore.getState().me.data).toEqual(lucia);
  });

  it('checks the phone, the birthday and the name before sending anything', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({});
    await renderWithProviders(page);
    await user.clear(screen.getByLabelText(/^Nombre/));
    await user.type(screen.getByLabelText('Teléfono'), '300 123 4567');
    const birthday = screen.getByLabelText('Fecha de nacimiento');
    await user.clear(birthday);
    await user.type(birthday, '01/01/2999');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('El nombre es requerido.')).toBeVisible();
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Escribe el teléfono en formato internacional: + y entre 8 y 15 dígitos.',
    );
    expect(birthday).toHaveAccessibleDescription(
      'La fecha de nacimiento debe ser una fecha pasada.',
    );
    expect(seen).toEqual([]);
  });

  it('switches the interface to the language saved on the profile', async () => {
    const user = userEvent.setup();
    installFakeApi({
      'PATCH /user/account/update': () => ok(saved({ language: 'english' })),
    });
    await renderWithProviders(page);
    await user.selectOptions(screen.getByLabelText('Idioma'), 'English');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Personal details' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(useAppStore.getState().me.data?.language).toBe('english');
  });
});
