import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { ToastHost } from '@/components/toast/toast-host';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { BenefitRequest } from '../api/benefits';
import { makeBenefit, makeRequest, makeRequestable } from '../testing/benefit-fixture';

import { BenefitsPage } from './benefits-page';

const LIST = [
  makeBenefit(),
  makeBenefit({ id: 3, title: 'Día libre de cumpleaños', title_en: null, category: 'Tiempo' }),
  makeRequestable(),
  makeRequestable({
    id: 4,
    title: 'Curso de inglés',
    title_en: 'English course',
    provider: 'Idiomas SA',
    category: 'Educación',
    price_points: 0,
    approval: 'manager',
    valid_until: null,
  }),
  makeRequestable({
    id: 6,
    title: 'Óptica',
    title_en: null,
    category: 'Salud',
    price_points: 80,
    request: makeRequest({ id: 40, benefit_id: 6, status: 'pending' }),
  }),
];

const requestsPage = (items: BenefitRequest[]): FakeReply => ({
  status: 200,
  body: { success: true, data: items, meta: { page: 1, perPage: 10, total: null, hasMore: false } },
});

function signIn(role: 'employee' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 7, full_name: 'Ana Torres', email: 'ana@demo.local', user_type: role } as User);
}

const render = (route = '/benefits_page', lng: 'es' | 'en' = 'es') =>
  renderWithProviders(
    <>
      <BenefitsPage />
      <ToastHost />
    </>,
    { route, lng },
  );

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('BenefitsPage', () => {
  it('splits what I have from what I may request, with search and categories', async () => {
    signIn('employee');
    const user = userEvent.setup();
    installFakeApi({ 'GET /benefits': ok(LIST) });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beneficios' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Mis beneficios', selected: true })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Gestionar beneficios' })).toBeNull();
    const mine = await screen.findByRole('list', { name: '2 beneficios' });
    expect(titles(mine)).toEqual(['Seguro dental', 'Día libre de cumpleaños']);
    expect(mine.querySelector('[data-benefit="1"]')).toHaveTextContent('Hasta el 31/12/2026');

    await user.click(screen.getByRole('tab', { name: 'Disponibles' }));
    const available = await screen.findByRole('list', { name: '3 beneficios' });
    expect(titles(available)).toEqual(['Gimnasio', 'Curso de inglés', 'Óptica']);
    expect(available.querySelector('[data-benefit="2"]')).toHaveTextContent('200 puntos');
    // My pending request shows on its card.
    const optics = available.querySelector('[data-benefit="6"]') as HTMLElement;
    expect(within(optics).getByText('Pendiente')).toBeVisible();

    // The categories come from the list; one narrows it, and the search folds accents.
    const categories = screen.getByRole('group', { name: 'Categorías' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Todas', 'Bienestar', 'Educación', 'Salud']);
    await user.click(within(categories).getByRole('button', { name: 'Salud' }));
    expect(titles(screen.getByRole('list', { name: '1 beneficio' }))).toEqual(['Óptica']);
    await user.click(within(categories).getByRole('button', { name: 'Todas' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar beneficios' }), 'ingles');
    expect(titles(screen.getByRole('list', { name: '1 beneficio' }))).toEqual(['Curso de inglés']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar beneficios' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar beneficios' }), 'zzz');
    expect(screen.getByText('Ningún beneficio coincide')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(screen.getByRole('list', { name: '3 beneficios' })).toBeVisible();
  });

  it('shows titles in English with the Spanish one as fallback', async () => {
    signIn('employee');
    installFakeApi({ 'GET /benefits': ok(LIST) });
    await render('/benefits_page', 'en');
    const mine = await screen.findByRole('list', { name: '2 benefits' });
    expect(titles(mine)).toEqual(['Dental insurance', 'Día libre de cumpleaños']);
  });

  it('says what to expect when a tab is empty, and leads admins to the console', async () => {
    signIn('admin');
    const user = userEvent.setup();
    installFakeApi({ 'GET /benefits': ok([]) });
    await render();
    expect(await screen.findByText('Aún no tienes beneficios')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gestionar beneficios' })).toHaveAttribute(
      'href',
      '/admin/benefits',
    );
    await user.click(screen.getByRole('tab', { name: 'Disponibles' }));
    expect(await screen.findByText('No hay beneficios para solicitar')).toBeVisible();
  });

  it('lists my requests with their state and cancels a pending one, saying the points come back', async () => {
    signIn('employee');
    const user = userEvent.setup();
    const cancels: TransportRequest[] = [];
    let mine: BenefitRequest[] = [
      makeRequest({ id: 40, note: 'Para marzo' }),
      makeRequest({
        id: 39,
        benefit_id: 4,
        benefit_title: 'Curso de inglés',
        status: 'rejected',
        reason: 'Sin cupos este mes',
        price_points: 0,
      }),
      makeRequest({ id: 38, status: 'approved' }),
      makeRequest({ id: 37, status: 'cancelled' }),
    ];
    let decided = false;
    installFakeApi({
      'GET /benefits': ok(LIST),
      'GET /benefits/requests': () => requestsPage(mine),
      'POST /benefits/requests/40/cancel': (request) => {
        cancels.push(request);
        if (decided) return fail(409, 'request_decided');
        mine = mine.map((entry) => (entry.id === 40 ? { ...entry, status: 'cancelled' } : entry));
        return ok(makeRequest({ id: 40, status: 'cancelled' }));
      },
    });
    await render('/benefits_page?benefitsView=requests');
    const list = await screen.findByRole('list', { name: 'Mis solicitudes' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map(
        (row) => within(row).getByText(/^(Pendiente|Aprobada|Rechazada|Cancelada)$/).textContent,
      ),
    ).toEqual(['Pendiente', 'Rechazada', 'Aprobada', 'Cancelada']);
    expect(within(rows[0]!).getByText('Tu nota: Para marzo')).toBeVisible();
    expect(within(rows[1]!).getByText('Motivo: Sin cupos este mes')).toBeVisible();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    // Decided meanwhile: its own words, and the dialog stays.
    decided = true;
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Cancelar la solicitud de Gimnasio' }),
    );
    let dialog = await screen.findByRole('dialog', { name: '¿Cancelar la solicitud?' });
    expect(dialog).toHaveTextContent(
      'Se cancelará tu solicitud de «Gimnasio» y sus 200 puntos vuelven a tu saldo para canjear.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar solicitud' }));
    expect(
      await within(dialog).findByText(
        'Esta solicitud ya fue resuelta, así que no se puede cancelar. Recarga para ver su estado.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Mantenerla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    decided = false;
    await user.click(
      within(rows[0]!).getByRole('button', { name: 'Cancelar la solicitud de Gimnasio' }),
    );
    dialog = await screen.findByRole('dialog', { name: '¿Cancelar la solicitud?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar solicitud' }));
    expect(await screen.findByText('Cancelaste tu solicitud de «Gimnasio».')).toBeVisible();
    expect(cancels.at(-1)!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Mis solicitudes' })).queryByRole('button', {
          name: /Cancelar la solicitud/,
        }),
      ).toBeNull(),
    );
  });

  it('says what to expect when I have made no request', async () => {
    signIn('employee');
    installFakeApi({ 'GET /benefits/requests': requestsPage([]) });
    await render('/benefits_page?benefitsView=requests');
    expect(await screen.findByText('Aún no has solicitado beneficios')).toBeVisible();
  });
});
