import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { CoveragePolicyAdmin, CoveragePolicyInput } from '../api/admin-coverages';
import { makeAdminPolicy, makePolicyDependant } from '../testing/policy-fixture';

import { CoveragesAdminPage } from './coverages-admin-page';

const body = <T,>(request: TransportRequest) => JSON.parse(request.body as string) as T;

function server(extra: FakeRoutes = {}) {
  installFakeApi({
    'GET /departments': ok([{ id: 1, name: 'Ventas' }]),
    'GET /communication/groups': ok([]),
    ...extra,
  });
}

const render = (route = '/admin/coverages') =>
  renderWithProviders(
    <>
      <CoveragesAdminPage />
      <ToastHost />
    </>,
    { route },
  );

describe('CoveragesAdminPage', () => {
  it('lists the policies and saves a changed coverage table, checked before sending', async () => {
    const user = userEvent.setup();
    let policy: CoveragePolicyAdmin = makeAdminPolicy();
    const saved: CoveragePolicyInput[] = [];
    server({
      'GET /org/coverages/policies': () =>
        ok([
          policy,
          makeAdminPolicy({ id: 2, plan_name: 'Dental', status: 'draft', kind: 'dental' }),
        ]),
      'GET /org/coverages/policies/1': () => ok(policy),
      'PUT /org/coverages/policies/1': (request) => {
        const input = body<CoveragePolicyInput>(request);
        saved.push(input);
        policy = {
          ...policy,
          rows: (input.rows ?? []).map((row) => ({
            notes: '',
            cap: null,
            deductible: null,
            ...row,
          })),
          updated_at: policy.updated_at + 1,
        };
        return ok(policy);
      },
    });
    await render();
    const table = await screen.findByRole('table', { name: 'Pólizas' });
    expect(table).toHaveTextContent('Seguros Andinos · Salud Plus');
    expect(table).toHaveTextContent('Publicada');
    expect(table).toHaveTextContent('Borrador');
    expect(table).toHaveTextContent('Todas las personas');

    await user.click(
      within(table).getByRole('button', { name: 'Editar Seguros Andinos · Salud Plus' }),
    );
    const first = await screen.findByRole('group', { name: 'Prestación 1' });
    const percent = within(first).getByRole('textbox', { name: /^Cobertura/ });
    await user.clear(percent);
    await user.type(percent, '120');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Escribe un porcentaje de 0 a 100.')).toBeVisible();
    expect(saved).toEqual([]);

    await user.clear(percent);
    await user.type(percent, '95');
    await user.click(screen.getByRole('button', { name: 'Quitar prestación 2' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.rows).toEqual([
      {
        service: 'Hospitalización',
        percent: 95,
        cap: 5000000,
        deductible: 50000,
        currency: 'CLP',
        notes: 'En convenio',
      },
    ]);
    expect(saved[0]!.documents).toEqual(['comm-attachment/1-condiciones.pdf']);
    expect(await screen.findByText('Guardaste la póliza «Salud Plus»')).toBeVisible();
  });

  it('shows a policy’s dependants with who keeps them and what waits', async () => {
    server({
      'GET /org/coverages/policies/1': ok(makeAdminPolicy()),
      'GET /org/coverages/policies/1/dependants': ok([
        makePolicyDependant(),
        makePolicyDependant({ id: 6, full_name: 'Lucas Torres', status: 'pending', change: 'add' }),
      ]),
    });
    await render('/admin/coverages?coveragePolicy=1&coverageTab=dependants');
    const table = await screen.findByRole('table', { name: 'Cargas cubiertas por la póliza' });
    expect(table).toHaveTextContent('Ana Torres');
    expect(table).toHaveTextContent('Tomás Torres');
    expect(table).toHaveTextContent('Hijo o hija');
    expect(table).toHaveTextContent('14/05/2018');
    expect(table).toHaveTextContent('Alta pendiente');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'la bandeja de aprobaciones' })).toHaveAttribute(
      'href',
      '/approvals?kind=coverage_dependant',
    );
  });
});
