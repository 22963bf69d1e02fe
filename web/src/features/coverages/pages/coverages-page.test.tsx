import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { CoverageDependant } from '../api/coverages';
import { makeDependant, makePolicy } from '../testing/policy-fixture';

import { CoveragesPage } from './coverages-page';

function signIn(role: 'employee' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 7, full_name: 'Ana Torres', email: 'ana@demo.local', user_type: role } as User);
}

const render = (lng: 'es' | 'en' = 'es') =>
  renderWithProviders(
    <>
      <CoveragesPage />
      <ToastHost />
    </>,
    { route: '/coverages', lng },
  );

describe('CoveragesPage', () => {
  it('shows each policy with its coverage table, how to claim, whom to call and its documents', async () => {
    signIn('employee');
    installFakeApi({
      'GET /coverages/policies': ok([makePolicy()]),
      'GET /coverages/dependants': ok([]),
    });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coberturas' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Gestionar pólizas' })).toBeNull();
    const policy = await screen.findByRole('article', { name: 'Seguros Andinos · Salud Plus' });
    expect(policy).toHaveTextContent('Gastos médicos mayores');
    expect(policy).toHaveTextContent('Vigente del 01/01/2026 al 31/12/2026');
    const table = within(policy).getByRole('table', {
      name: 'Tabla de coberturas de Seguros Andinos · Salud Plus',
    });
    expect(table).toHaveTextContent('Hospitalización');
    expect(table).toHaveTextContent('90');
    expect(table).toHaveTextContent('Sin tope');
    expect(table).toHaveTextContent('Sin deducible');
    expect(policy).toHaveTextContent('Sube la boleta al portal dentro de 60 días.');
    expect(within(policy).getByRole('link', { name: 'Llamar al +56 2 2345 6789' })).toHaveAttribute(
      'href',
      'tel:+56223456789',
    );
    expect(within(policy).getByRole('link', { name: 'condiciones.pdf' })).toHaveAttribute(
      'href',
      'https://files.example/condiciones.pdf',
    );
    expect(await screen.findByText('No tienes cargas registradas')).toBeVisible();
  });

  it('reads the claim instructions in English when the interface is in English', async () => {
    signIn('admin');
    installFakeApi({
      'GET /coverages/policies': ok([makePolicy()]),
      'GET /coverages/dependants': ok([]),
    });
    await render('en');
    const policy = await screen.findByRole('article', { name: 'Seguros Andinos · Salud Plus' });
    expect(policy).toHaveTextContent('Upload the receipt on the portal within 60 days.');
    expect(policy).toHaveTextContent('Major medical');
    expect(screen.getByRole('link', { name: 'Manage policies' })).toHaveAttribute(
      'href',
      '/admin/coverages',
    );
  });

  it('adds a dependant that waits for HR, and says what waits and what was rejected', async () => {
    signIn('employee');
    const user = userEvent.setup();
    const sent: { body: unknown; key: string | undefined }[] = [];
    let dependants: CoverageDependant[] = [
      makeDependant(),
      makeDependant({
        id: 6,
        full_name: 'Sofía Díaz',
        relationship: 'spouse',
        birth_date: '1990-07-01',
        change: 'edit',
        proposed: {
          full_name: 'Sofía Díaz Rojas',
          relationship: 'spouse',
          birth_date: '1990-07-01',
          national_id: null,
        },
      }),
      makeDependant({
        id: 8,
        full_name: 'Pedro Pérez',
        relationship: 'parent',
        birth_date: '1950-01-01',
        status: 'rejected',
        last_outcome: 'rejected',
        reason: 'Falta el certificado',
      }),
    ];
    installFakeApi({
      'GET /coverages/policies': ok([]),
      'GET /coverages/dependants': () => ok(dependants),
      'POST /coverages/dependants': (request: TransportRequest) => {
        const body = JSON.parse(request.body as string) as Record<string, unknown>;
        sent.push({ body, key: request.headers['Idempotency-Key'] });
        const added = makeDependant({
          id: 9,
          full_name: body.full_name as string,
          status: 'pending',
          change: 'add',
        });
        dependants = [...dependants, added];
        return { status: 201, body: { success: true, data: added } };
      },
    });
    await render();
    const list = await screen.findByRole('list', { name: '3 cargas' });
    expect(within(list).getByRole('listitem', { name: 'Tomás Torres' })).toHaveTextContent(
      'Vigente',
    );
    const sofia = within(list).getByRole('listitem', { name: 'Sofía Díaz' });
    expect(sofia).toHaveTextContent('Cambio pendiente');
    expect(sofia).toHaveTextContent('Cambio enviado: Sofía Díaz Rojas');
    expect(within(sofia).queryByRole('button', { name: 'Modificar a Sofía Díaz' })).toBeNull();
    expect(within(list).getByRole('listitem', { name: 'Pedro Pérez' })).toHaveTextContent(
      'Personas rechazó el último cambio: Falta el certificado',
    );

    await user.click(screen.getByRole('button', { name: 'Agregar carga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar carga' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a Personas' }));
    expect(await within(dialog).findByText('Escribe el nombre completo.')).toBeVisible();
    expect(within(dialog).getByText('Elige el parentesco.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Nombre completo/ }),
      'Lucas Torres',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Parentesco' }), 'child');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Fecha de nacimiento/ }),
      '02/03/2020',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar a Personas' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      full_name: 'Lucas Torres',
      relationship: 'child',
      birth_date: '2020-03-02',
      national_id: null,
    });
    expect(sent[0]!.key).toBeTruthy();
    expect(
      await screen.findByText('Enviamos a Lucas Torres a Personas para su aprobación'),
    ).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Lucas Torres' })).toHaveTextContent(
      'Alta pendiente',
    );
  });
});
