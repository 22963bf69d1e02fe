import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PsyReferral } from '../api/psychosocial';
import { mine } from '../testing/fixtures';

import { PsychosocialPage } from './psychosocial-page';

const referral: PsyReferral = {
  id: 31,
  application_id: 7,
  workplace: 'Planta Monterrey',
  person: { id: 4, full_name: 'Ana Ruiz', first_name: 'Ana', last_name: 'Ruiz' },
  answered_on: '2026-11-25',
  sections: [
    {
      id: 'I',
      title: { es: 'I. Acontecimiento traumático severo', en: 'I. Severe traumatic event' },
      yes: [{ n: 2, es: '¿Asaltos?', en: 'Assaults?' }],
    },
    { id: 'II', title: { es: 'II. Recuerdos persistentes', en: 'II.' }, yes: [] },
  ],
  status: 'pending',
  note: '',
  updated_at: 1,
};

const page = { page: 1, perPage: 20, total: 1 };

describe('/psychosocial', () => {
  it('lists my applications with what is left, and no referrals tab for others', async () => {
    installFakeApi({
      'GET /psychosocial/role': ok({ health_staff: false, pending_referrals: 0 }),
      'GET /psychosocial': ok([
        mine,
        { ...mine, id: 8, workplace: 'Oficinas CDMX', guide1_done: true },
        {
          ...mine,
          id: 9,
          workplace: 'Almacén',
          state: 'closed',
          guide1_done: true,
          main_done: true,
        },
      ]),
    });
    await renderWithProviders(<PsychosocialPage />, { route: '/psychosocial?tab=referrals' });
    const list = await screen.findByRole('list', { name: 'Mis aplicaciones NOM-035' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Planta Monterrey');
    expect(items[0]).toHaveTextContent('Guía I pendiente');
    expect(items[1]).toHaveTextContent('Cuestionario pendiente');
    expect(items[2]).toHaveTextContent('Respondido');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/psychosocial/7');
    expect(screen.queryByRole('tab', { name: /Canalizaciones/ })).toBeNull();
  });

  it('explains NOM-035 when nothing is open', async () => {
    installFakeApi({
      'GET /psychosocial/role': ok({ health_staff: false, pending_referrals: 0 }),
      'GET /psychosocial': ok([]),
    });
    await renderWithProviders(<PsychosocialPage />, { route: '/psychosocial' });
    expect(await screen.findByText('No tienes cuestionarios NOM-035 abiertos')).toBeVisible();
    expect(screen.getByText(/La NOM-035 pide a cada centro de trabajo/)).toBeVisible();
  });

  it('gives health staff the referrals, the Sí items, and the follow-up with a private note', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    installFakeApi({
      'GET /psychosocial/role': ok({ health_staff: true, pending_referrals: 1 }),
      'GET /psychosocial': ok([]),
      'GET /psychosocial/referrals': {
        status: 200,
        body: { success: true, data: [referral], meta: page },
      },
      'PATCH /psychosocial/referrals/31': (request) => {
        patches.push(JSON.parse(request.body as string));
        return ok({ ...referral, status: 'contacted', note: 'Llamada el lunes', updated_at: 2 });
      },
    });
    await renderWithProviders(<PsychosocialPage />, { route: '/psychosocial?tab=referrals' });
    expect(
      await screen.findByRole('tab', { name: 'Canalizaciones (1 pendiente)' }),
    ).toHaveAttribute('aria-selected', 'true');
    const card = (await screen.findByRole('heading', { name: 'Ana Ruiz' })).closest('li')!;
    expect(card).toHaveTextContent('I. Acontecimiento traumático severo');
    expect(card).toHaveTextContent('2. ¿Asaltos?');
    expect(card).not.toHaveTextContent('II. Recuerdos persistentes');
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Seguimiento' }),
      'contacted',
    );
    await user.type(
      within(card).getByRole('textbox', { name: 'Nota privada' }),
      'Llamada el lunes',
    );
    await user.click(within(card).getByRole('button', { name: 'Guardar seguimiento' }));
    await waitFor(() =>
      expect(patches).toEqual([{ status: 'contacted', note: 'Llamada el lunes' }]),
    );
    expect(await screen.findByText('Seguimiento de Ana Ruiz guardado.')).toBeVisible();
  });
});
