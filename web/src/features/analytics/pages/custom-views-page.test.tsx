import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { AnalyticsView, AnalyticsViewInput } from '../api/custom-views';
import { customMetrics, makeOptions, makeResult, makeView } from '../testing/custom-fixture';

import { CustomViewsPage } from './custom-views-page';

function signIn(role: 'employee' | 'leader' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 1, full_name: 'Ana Admin', email: 'a@demo.local', user_type: role } as User);
}

function server(
  views: AnalyticsView[],
  { admin = true, save }: { admin?: boolean; save?: (body: AnalyticsViewInput) => FakeReply } = {},
) {
  const previews: AnalyticsViewInput[] = [];
  installFakeApi({
    'GET /custom_analytics': ok(views),
    'GET /custom_analytics/options': ok(makeOptions(admin)),
    'GET /analytics/metrics': ok(customMetrics),
    'POST /custom_analytics/preview': (request: TransportRequest) => {
      previews.push(JSON.parse(request.body as string) as AnalyticsViewInput);
      return ok(makeResult());
    },
    'POST /custom_analytics': (request: TransportRequest) => {
      const body = JSON.parse(request.body as string) as AnalyticsViewInput;
      return save
        ? save(body)
        : { status: 201, body: { success: true, data: makeView({ id: 9, name: body.name }) } };
    },
  });
  return previews;
}

function renderPage() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/charts/custom" element={<CustomViewsPage />} />
        <Route path="/charts/custom/:viewId" element={<p>Vista abierta</p>} />
      </Routes>
      <ToastHost />
    </>,
    { route: '/charts/custom' },
  );
}

describe('CustomViewsPage', () => {
  it('lists the views with their metric, dimension, period, owner and chips', async () => {
    signIn('admin');
    server([
      makeView(),
      makeView({
        id: 8,
        name: 'Reconocimientos por antigüedad',
        metric: 'recognitions_received',
        dimension: 'seniority',
        period: '30d',
        chart: 'table',
        shared_with: [],
        owner: { id: 4, name: 'Luis Líder' },
        subscription: { frequency: 'weekly', only_significant: false, next_on: '2026-12-07' },
      }),
    ]);
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Análisis a medida' }),
    ).toBeVisible();
    const cards = await screen.findAllByTestId('custom-view');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Participación por área' })).toHaveAttribute(
      'href',
      '/charts/custom/7',
    );
    expect(first.getByText('Participación por departamento')).toBeVisible();
    expect(first.getByText('Últimos 90 días · Barras horizontales')).toBeVisible();
    expect(first.getByText('Creado por Ana Admin')).toBeVisible();
    expect(first.getByText('Compartido con líderes')).toBeVisible();
    const second = within(cards[1]!);
    expect(second.getByText('Reconocimientos recibidos por antigüedad')).toBeVisible();
    expect(second.getByText('Resumen semanal')).toBeVisible();
    expect(second.queryByText('Compartido con líderes')).toBeNull();
  });

  it('invites to create the first analysis when there is none', async () => {
    signIn('leader');
    server([], { admin: false });
    await renderPage();
    expect(await screen.findByText('Todavía no hay análisis guardados')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Crear el primer análisis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo análisis' });
    // A leader cannot share: no "Compartir con".
    expect(within(dialog).queryByRole('group', { name: 'Compartir con' })).toBeNull();
  });

  it('tells an employee the page is not for them', async () => {
    signIn('employee');
    server([]);
    await renderPage();
    expect(await screen.findByText('Esta página es para líderes y administradores')).toBeVisible();
  });

  it('checks the name, previews the form and saves it shared with leaders', async () => {
    signIn('admin');
    let saved: AnalyticsViewInput | null = null;
    const previews = server([], {
      save: (body) => {
        saved = body;
        return { status: 201, body: { success: true, data: makeView({ id: 9, name: body.name }) } };
      },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo análisis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo análisis' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar análisis' }));
    expect(await within(dialog).findByText('Escribe un nombre.')).toBeVisible();
    expect(saved).toBeNull();

    // The preview runs the form a moment after it stops changing.
    await waitFor(() => expect(previews.length).toBeGreaterThan(0));
    expect(within(dialog).getByRole('heading', { name: 'Vista previa' })).toBeVisible();
    expect(within(dialog).getAllByText(/Ventas/).length).toBeGreaterThan(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Participación');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Agrupar por' }),
      'seniority',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Líderes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar análisis' }));
    expect(await screen.findByText('Vista abierta')).toBeVisible();
    expect(saved).toEqual({
      name: 'Participación',
      metric: 'participation',
      dimension: 'seniority',
      filters: {},
      period: '90d',
      chart: 'bar',
      shared_with: ['leader'],
    });
  });

  it('groups by contract type and filters by gender, each value by its name', async () => {
    signIn('admin');
    let saved: AnalyticsViewInput | null = null;
    server([], {
      save: (body) => {
        saved = body;
        return { status: 201, body: { success: true, data: makeView({ id: 9, name: body.name }) } };
      },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo análisis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo análisis' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Por contrato');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Agrupar por' }),
      'Tipo de contrato',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Género' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Femenino', 'Masculino', 'No binario', 'Otro', 'Sin dato']);
    await user.click(within(listbox).getByRole('option', { name: 'No binario' }));
    expect(within(dialog).getByRole('button', { name: 'No binario' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar análisis' }));
    expect(await screen.findByText('Vista abierta')).toBeVisible();
    expect(saved).toMatchObject({
      dimension: 'contract_type',
      filters: { gender: ['non_binary'] },
    });
  });

  it("shows the server's 422 message under the field it names", async () => {
    signIn('admin');
    server([], {
      save: () => ({
        status: 422,
        body: {
          success: false,
          error: 'Ya tienes un análisis con ese nombre',
          code: 'invalid_view',
          details: { fields: { name: 'duplicate' } },
        },
      }),
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Nuevo análisis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo análisis' });
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await user.type(name, 'Repetido');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar análisis' }));
    expect(await within(dialog).findByText('Ya tienes un análisis con ese nombre')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Vista abierta')).toBeNull();
  });
});
