import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PsyApplicationDetail, PsyRosterEntry } from '../api/admin';
import { guides } from '../testing/fixtures';

import { PsychosocialAdminPage } from './psychosocial-admin-page';

const person = (id: number, name: string) => ({
  id,
  full_name: name,
  first_name: name.split(' ')[0]!,
  last_name: name.split(' ')[1] ?? '',
  department_name: 'Planta',
});

const draft: PsyApplicationDetail = {
  id: 9,
  workplace: 'Planta Monterrey',
  state: 'draft',
  guide: 'nom035_g3',
  guide1: true,
  sampling: 'sample',
  population: 60,
  sample_required: 52,
  sampled: 0,
  participants: 60,
  answered_main: null,
  answered_guide1: null,
  opens_on: null,
  closes_on: null,
  launched_at: null,
  closed_at: null,
  next_due_on: null,
  created_at: 1,
  audience: { everyone: true, departments: [] },
  genders: { female: 1, male: 1, unspecified: 58 },
  measures: [],
  k: 5,
};

const roster = (sampled: boolean): PsyRosterEntry[] => [
  { person: person(1, 'Ana Ruiz'), gender: 'female', sampled },
  { person: person(2, 'Luis Paz'), gender: 'male', sampled },
];

describe('NOM-035 console', () => {
  it('creates a draft, sets genders, draws the sample and opens it (explaining a missing sample)', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown[]> = {};
    const keep = (key: string, body: unknown) => (sent[key] ??= []).push(body);
    let current = draft;
    let drawn = false;
    let launchTries = 0;
    installFakeApi({
      'GET /org/psychosocial/guides': ok(guides),
      'GET /departments': ok([{ id: 4, name: 'Planta' }]),
      'POST /org/psychosocial/applications': (request) => {
        keep('create', JSON.parse(request.body as string));
        return { status: 201, body: { success: true, data: current } };
      },
      'GET /org/psychosocial/applications/9': () => ok(current),
      'GET /org/psychosocial/applications/9/roster': () => ok(roster(drawn)),
      'PUT /org/psychosocial/applications/9/roster': (request) => {
        keep('genders', JSON.parse(request.body as string));
        current = { ...current, genders: { female: 2, male: 0, unspecified: 58 } };
        return ok(current);
      },
      'POST /org/psychosocial/applications/9/sample': () => {
        drawn = true;
        current = { ...current, sampled: 52 };
        return ok(current);
      },
      'POST /org/psychosocial/applications/9/launch': () => {
        launchTries += 1;
        if (!drawn)
          return { status: 409, body: { success: false, code: 'sample_missing', error: 'x' } };
        current = { ...current, state: 'open', launched_at: 2 };
        return ok(current);
      },
      'GET /org/psychosocial/applications/9/results': {
        status: 409,
        body: { success: false, code: 'no_results', error: 'x' },
      },
    });
    await renderWithProviders(<PsychosocialAdminPage />, { route: '/admin/psychosocial?psyNew' });

    // The form refuses an empty workplace before sending.
    await user.click(await screen.findByRole('button', { name: 'Crear borrador' }));
    expect(screen.getByText('Escribe el centro de trabajo.')).toBeVisible();
    expect(sent.create).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: /Centro de trabajo/ }), 'Planta Monterrey');
    await user.click(screen.getByRole('radio', { name: 'A una muestra aleatoria' }));
    expect(screen.getByRole('switch', { name: /Aplicar la Guía I/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Crear borrador' }));
    await waitFor(() =>
      expect(sent.create).toEqual([
        {
          workplace: 'Planta Monterrey',
          audience: { everyone: true, department_ids: [] },
          guide1: true,
          sampling: 'sample',
          opens_on: null,
          closes_on: null,
        },
      ]),
    );

    // The detail: which guide the norm asks for by the roster's size, and the formula's sample.
    expect(await screen.findByRole('heading', { name: 'Planta Monterrey' })).toBeVisible();
    expect(
      await screen.findByText('Plantilla de 60 personas (más de 51 trabajadores).'),
    ).toBeVisible();
    expect(screen.getByText('Guía I + Guía III')).toBeVisible();
    expect(screen.getByText('Con N = 60, la fórmula de la norma pide 52 personas.')).toBeVisible();

    // Opening before the draw is refused and explained.
    await user.click(screen.getByRole('button', { name: 'Abrir aplicación' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Abrir la aplicación?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abrir' }));
    expect(
      await within(dialog).findByText(
        'Falta sortear la muestra: con muestreo, la Guía III solo se abre después de sortearla.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A gender changed, saved; then the draw.
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sexo de Luis Paz' }),
      'female',
    );
    expect(screen.getByRole('button', { name: 'Sortear muestra' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Guardar sexo (1 cambio)' }));
    await waitFor(() =>
      expect(sent.genders).toEqual([{ genders: [{ user_id: 2, gender: 'female' }] }]),
    );
    await user.click(await screen.findByRole('button', { name: 'Sortear muestra' }));
    expect(
      await screen.findByText('Se sortearon 52 personas: 1 mujeres, 1 hombres, 0 sin dato.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Abrir aplicación' }));
    dialog = await screen.findByRole('dialog', { name: '¿Abrir la aplicación?' });
    expect(dialog).toHaveTextContent('Se avisará a 60 personas para que respondan.');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(launchTries).toBe(2);
    expect(await screen.findByRole('button', { name: 'Cerrar aplicación' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar expediente (PDF)' })).toBeVisible();
    expect(screen.getByText('Abierta')).toBeVisible();
  });

  it('lists applications with participation below k and an overdue identification', async () => {
    installFakeApi({
      'GET /org/psychosocial/applications': ok([
        {
          ...draft,
          id: 3,
          workplace: 'Oficinas CDMX',
          state: 'closed',
          guide: 'nom035_g2',
          sampling: 'all',
          population: 30,
          sample_required: 30,
          sampled: 30,
          answered_main: 28,
          answered_guide1: null,
          next_due_on: '2020-01-15',
        },
      ]),
    });
    await renderWithProviders(<PsychosocialAdminPage />, { route: '/admin/psychosocial' });
    const table = await screen.findByRole('table', { name: 'Aplicaciones NOM-035' });
    const row = within(table).getByRole('row', { name: /Oficinas CDMX/ });
    expect(row).toHaveTextContent('Guía I + Guía II');
    expect(row).toHaveTextContent('Cerrada');
    expect(row).toHaveTextContent('30 de 30 requeridas');
    expect(row).toHaveTextContent('Cuestionario: 28');
    expect(row).toHaveTextContent('Guía I: menos de k');
    expect(row).toHaveTextContent('Identificación vencida desde el 15/01/2020');
  });
});
