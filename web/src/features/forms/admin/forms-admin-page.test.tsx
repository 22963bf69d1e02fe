import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { FormSummary, FormVersion } from './admin-forms-api';
import { FormsAdminPage } from './forms-admin-page';

const clima: FormSummary = {
  form_id: 'clima',
  version: 3,
  title: { es: 'Clima laboral', en: 'Workplace climate' },
  questions: 12,
  archived: false,
  updated_at: Date.UTC(2026, 0, 10),
  submissions: 1234,
};
const viejo: FormSummary = {
  ...clima,
  form_id: 'viejo',
  title: { es: 'Encuesta 2025' },
  version: 1,
  questions: 4,
  archived: true,
  submissions: 0,
};

const page = (items: FormSummary[]): FakeReply => ({
  status: 200,
  body: { success: true, data: items, meta: { page: 1, perPage: 10, total: items.length } },
});

/** The list's row of a form (a table row, or a card on narrow screens). */
async function rowOf(title: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name: new RegExp(`^${title}`) });
  const row = header.closest('tr');
  expect(row).not.toBeNull();
  return row as HTMLElement;
}

describe('the console forms section', () => {
  it('lists the forms with their questions, version, last save, answers and state', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    installFakeApi({
      'GET /org/forms': (request) => {
        const archived = new URL(request.url, 'http://localhost').searchParams.get('archived');
        seen.push(archived ?? 'active');
        return page(archived ? [clima, viejo] : [clima]);
      },
    });
    await renderWithProviders(<FormsAdminPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Formularios' })).toBeVisible();
    const row = await rowOf('Clima laboral');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['12', '3', '10/01/2026', '1234', 'Activo']);
    expect(within(row).getByText('clima')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Editar «Clima laboral»' })).toBeVisible();

    await user.click(screen.getByRole('switch', { name: 'Mostrar los archivados' }));
    const archived = await rowOf('Encuesta 2025');
    expect(within(archived).getByText('Archivado')).toBeVisible();
    expect(within(archived).queryByRole('button', { name: /Archivar/ })).not.toBeInTheDocument();
    expect(within(archived).getByRole('button', { name: 'Ver «Encuesta 2025»' })).toBeVisible();
    expect(seen).toEqual(['active', 'true']);
  });

  it('shows the titles in English to English readers', async () => {
    installFakeApi({ 'GET /org/forms': page([clima, viejo]) });
    await renderWithProviders(<FormsAdminPage />, { lng: 'en' });
    expect(await rowOf('Workplace climate')).toBeDefined();
    // No English title: the Spanish one.
    expect(await rowOf('Encuesta 2025')).toBeDefined();
  });

  it('archives a form after asking', async () => {
    const user = userEvent.setup();
    let archived = false;
    installFakeApi({
      'GET /org/forms': () => page(archived ? [] : [clima]),
      'DELETE /org/forms/clima': () => {
        archived = true;
        return ok({ archived: true });
      },
    });
    await renderWithProviders(
      <>
        <FormsAdminPage />
        <ToastHost />
      </>,
    );
    await user.click(
      within(await rowOf('Clima laboral')).getByRole('button', {
        name: 'Archivar «Clima laboral»',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Archivar el formulario?' });
    expect(dialog).toHaveTextContent('Las respuestas recibidas (1234) se conservan.');
    await user.click(within(dialog).getByRole('button', { name: 'Archivar' }));
    expect(await screen.findByText('Se archivó «Clima laboral».')).toBeVisible();
    expect(await screen.findByText('Aún no hay formularios.')).toBeVisible();
  });

  it('opens the builder for a new form and for a saved one, by the address', async () => {
    const user = userEvent.setup();
    const saved: FormVersion = {
      form_id: 'clima',
      version: 3,
      archived: false,
      created_at: Date.UTC(2026, 0, 10),
      created_by: 1,
      definition: {
        form_id: 'clima',
        title: { es: 'Clima laboral' },
        questions: [{ id: 'q1', type: 'yes_no', title: { es: '¿Vuelves?' }, required: true }],
      },
    };
    installFakeApi({ 'GET /org/forms': page([clima]), 'GET /org/forms/clima': ok(saved) });
    await renderWithProviders(<FormsAdminPage />);
    await user.click(screen.getByRole('button', { name: 'Nuevo formulario' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nuevo formulario' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Volver a los formularios' }));

    await user.click(
      within(await rowOf('Clima laboral')).getByRole('button', { name: 'Editar «Clima laboral»' }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Editar formulario' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Clima laboral');
    expect(screen.getByText('¿Vuelves?')).toBeVisible();
    await waitFor(() => expect(screen.getByText(/Versión 3, guardada el/)).toBeVisible());
  });

  it('shows an archived form without editing it', async () => {
    installFakeApi({
      'GET /org/forms/viejo': ok({
        form_id: 'viejo',
        version: 1,
        archived: true,
        created_at: Date.UTC(2025, 5, 1),
        created_by: null,
        definition: {
          form_id: 'viejo',
          title: { es: 'Encuesta 2025' },
          questions: [{ id: 'q1', type: 'yes_no', title: { es: '¿Sí?' }, required: false }],
        },
      } satisfies FormVersion),
    });
    await renderWithProviders(<FormsAdminPage />, { route: '/admin/forms?form=viejo' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Encuesta 2025' })).toBeVisible();
    expect(screen.getByText(/Este formulario está archivado/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vista previa' })).toBeVisible();
  });
});
