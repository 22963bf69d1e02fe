import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { BenefitAdmin, BenefitInput } from '../api/admin-benefits';
import type { BenefitEligibility } from '../api/benefits';
import { ANA, makeAdminBenefit, makeRequestAdmin } from '../testing/benefit-fixture';

import { BenefitsAdminPage } from './benefits-admin-page';

const DEPARTMENTS = [
  { id: 1, name: 'Tecnología' },
  { id: 2, name: 'Ventas' },
];
const GROUPS = [{ id: 9, name: 'Líderes' }];

const body = <T,>(request: TransportRequest) => JSON.parse(request.body as string) as T;

/** The preview: 40 active people; each rule narrows it (tenure 12+ leaves 25). */
function previewOf(rules: BenefitEligibility) {
  const total = rules.min_tenure_months ? 25 : rules.departments.length ? 18 : 40;
  return ok({
    total,
    active: 40,
    by_department: [
      { department_id: 1, name: 'Tecnología', count: total - 5 },
      { department_id: null, name: null, count: 5 },
    ],
    by_country: [
      { country: 'CL', count: total - 3 },
      { country: 'MX', count: 3 },
    ],
  });
}

function server(extra: FakeRoutes = {}) {
  const previews: BenefitEligibility[] = [];
  installFakeApi({
    'GET /departments': ok(DEPARTMENTS),
    'GET /communication/groups': ok(GROUPS),
    'POST /org/benefits/eligibility_preview': (request) => {
      const rules = body<BenefitEligibility>(request);
      previews.push(rules);
      return previewOf(rules);
    },
    ...extra,
  });
  return previews;
}

const render = (route = '/admin/benefits') =>
  renderWithProviders(
    <>
      <BenefitsAdminPage />
      <ToastHost />
    </>,
    { route },
  );

describe('BenefitsAdminPage', () => {
  it('lists every benefit with its status and counters, and publishes a draft after asking', async () => {
    const user = userEvent.setup();
    let list: BenefitAdmin[] = [
      makeAdminBenefit(),
      makeAdminBenefit({
        id: 6,
        title: 'Seguro dental',
        status: 'draft',
        mode: 'granted',
        approval: 'none',
        price_points: 0,
        counters: { eligible: 12, pending: 0, approved: 0, rejected: 0 },
      }),
    ];
    const patches: unknown[] = [];
    server({
      'GET /org/benefits': () => ok(list),
      'PATCH /org/benefits/6': (request) => {
        patches.push(body(request));
        list = list.map((entry) => (entry.id === 6 ? { ...entry, status: 'published' } : entry));
        return ok(list[1]);
      },
    });
    await render();
    const table = await screen.findByRole('table', { name: 'Beneficios' });
    const gym = table.querySelector('[data-benefit="5"]') as HTMLElement;
    expect(gym).toHaveTextContent('Publicado');
    expect(gym).toHaveTextContent('Se solicita · 200 pts');
    expect(
      within(gym)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['40', '3', '12', '1']));
    const dental = table.querySelector('[data-benefit="6"]') as HTMLElement;
    expect(dental).toHaveTextContent('Borrador');
    await user.click(within(dental).getByRole('button', { name: 'Publicar: Seguro dental' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Publicar el beneficio?' });
    expect(dialog).toHaveTextContent(
      '«Seguro dental» quedará a la vista de todas las personas que cumplen sus reglas.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicaste «Seguro dental».')).toBeVisible();
    expect(patches).toEqual([{ status: 'published' }]);
    await waitFor(() =>
      expect(table.querySelector('[data-benefit="6"]')).toHaveTextContent('Publicado'),
    );
  });

  it('checks the new benefit before sending, previews who will see it, and saves a draft', async () => {
    const user = userEvent.setup();
    const created: BenefitInput[] = [];
    let saved: BenefitAdmin | null = null;
    const previews = server({
      'GET /org/benefits': () => ok(saved ? [saved] : []),
      'POST /org/benefits': (request) => {
        const input = body<BenefitInput>(request);
        created.push(input);
        saved = makeAdminBenefit({
          ...input,
          id: 8,
          image_key: null,
          status: 'draft',
          versions: [
            { version: 1, changed_at: Date.UTC(2026, 10, 20, 13, 5), changed_by: ANA, before: {} },
          ],
        });
        return { status: 201, body: { success: true, data: saved } };
      },
      'GET /org/benefits/8': () => ok(saved),
    });
    await render();
    await user.click(await screen.findByRole('button', { name: 'Nuevo beneficio' }));
    expect(await screen.findByRole('heading', { name: 'Nuevo beneficio' })).toBeVisible();

    // Everyone to start with: 40 of 40.
    expect(await screen.findByText('40 de 40 personas activas podrán verlo')).toBeVisible();

    // Nothing is sent while a field is wrong; each says what to do.
    await user.type(screen.getByRole('textbox', { name: /^Enlace/ }), 'http://x.example');
    await user.type(screen.getByRole('textbox', { name: /^Válido desde/ }), '10/03/2026');
    await user.type(screen.getByRole('textbox', { name: /^Válido hasta/ }), '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Crear beneficio' }));
    expect(await screen.findByText('Escribe el título del beneficio.')).toBeVisible();
    expect(screen.getByText('Escribe una categoría.')).toBeVisible();
    expect(screen.getByText('El enlace debe empezar por https://')).toBeVisible();
    expect(
      screen.getByText('La fecha de término no puede ser anterior a la de inicio.'),
    ).toBeVisible();
    expect(created).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Gimnasio');
    await user.type(screen.getByRole('textbox', { name: /^Categoría/ }), 'Bienestar');
    await user.clear(screen.getByRole('textbox', { name: /^Enlace/ }));
    await user.type(screen.getByRole('textbox', { name: /^Enlace/ }), 'https://fit.example');
    await user.clear(screen.getByRole('textbox', { name: /^Válido hasta/ }));
    await user.type(screen.getByRole('textbox', { name: /^Válido hasta/ }), '31/12/2026');
    await user.type(screen.getByRole('textbox', { name: /^Código/ }), 'FIT-1');

    // Requested, approved by HR, 200 points.
    await user.click(screen.getByRole('radio', { name: 'Se solicita' }));
    await user.click(screen.getByRole('radio', { name: 'Personas (administradores)' }));
    const price = screen.getByRole('textbox', { name: /^Precio en puntos/ });
    await user.clear(price);
    await user.type(price, 'doscientos');
    await user.click(screen.getByRole('button', { name: 'Crear beneficio' }));
    expect(
      await screen.findByText('El precio debe ser un número entero de 0 a 1.000.000.'),
    ).toBeVisible();
    await user.clear(price);
    await user.type(price, '200');

    // A tenure rule: the preview follows once the typing stops.
    await user.type(screen.getByRole('textbox', { name: /^Antigüedad mínima/ }), '12');
    expect(await screen.findByText('25 de 40 personas activas podrán verlo')).toBeVisible();
    expect(previews.at(-1)).toEqual({
      departments: [],
      groups: [],
      countries: [],
      min_tenure_months: 12,
      contract_types: [],
    });
    const preview = screen.getByRole('region', { name: 'Quiénes podrán verlo hoy' });
    expect(within(preview).getByRole('list', { name: 'Por área' })).toHaveTextContent(
      'Tecnología20Sin área5',
    );
    expect(within(preview).getByRole('list', { name: 'Por país' })).toHaveTextContent('Chile22');

    // Only some contract types: sent in the contract's order, whatever the order ticked.
    const contracts = screen.getByRole('group', { name: 'Tipos de contrato' });
    await user.click(within(contracts).getByRole('checkbox', { name: 'Práctica' }));
    await user.click(within(contracts).getByRole('checkbox', { name: 'Indefinido' }));
    await waitFor(() =>
      expect(previews.at(-1)?.contract_types).toEqual(['indefinite', 'internship']),
    );

    await user.click(screen.getByRole('button', { name: 'Crear beneficio' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      title: 'Gimnasio',
      title_en: null,
      category: 'Bienestar',
      code: 'FIT-1',
      link: 'https://fit.example',
      valid_from: '2026-03-10',
      valid_until: '2026-12-31',
      mode: 'requestable',
      approval: 'hr',
      price_points: 200,
      status: 'draft',
      eligibility: {
        departments: [],
        groups: [],
        countries: [],
        min_tenure_months: 12,
        contract_types: ['indefinite', 'internship'],
      },
    });
    expect(await screen.findByText('Creaste «Gimnasio» como borrador.')).toBeVisible();
    // The benefit opens in its editor, with its versions.
    const versions = await screen.findByRole('region', { name: 'Versiones' });
    expect(versions).toHaveTextContent('Versión 1 · creado por Ana Torres el 20/11/2026');
  });

  it('edits a benefit: each change a version naming what changed', async () => {
    const user = userEvent.setup();
    const patches: Record<string, unknown>[] = [];
    let benefit = makeAdminBenefit({
      version: 3,
      eligibility: {
        departments: [1],
        groups: [],
        countries: ['CL'],
        min_tenure_months: null,
        contract_types: ['fixed_term'],
      },
      versions: [
        {
          version: 3,
          changed_at: Date.UTC(2026, 10, 18, 9, 0),
          changed_by: ANA,
          before: { price_points: 150, title: 'Gym' },
        },
        {
          version: 2,
          changed_at: Date.UTC(2026, 10, 10, 9, 0),
          changed_by: null,
          before: { eligibility: {} },
        },
        { version: 1, changed_at: Date.UTC(2026, 10, 1, 9, 0), changed_by: ANA, before: {} },
      ],
    });
    server({
      'GET /org/benefits/5': () => ok(benefit),
      'PATCH /org/benefits/5': (request) => {
        const change = body<Record<string, unknown>>(request);
        patches.push(change);
        benefit = { ...benefit, ...(change as Partial<BenefitAdmin>), version: 4 };
        return ok(benefit);
      },
    });
    await render('/admin/benefits?benefit=5');
    const versions = await screen.findByRole('region', { name: 'Versiones' });
    const items = within(versions).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Versión 3 · cambiado por Ana Torres el 18/11/2026');
    expect(items[0]).toHaveTextContent('Cambió: Título, Precio en puntos');
    expect(items[1]).toHaveTextContent('Versión 2 · cambiado por alguien el 10/11/2026');
    expect(items[1]).toHaveTextContent('Cambió: Quién puede verlo');
    expect(
      screen.getByText(/40 personas acceden · 3 pendientes · 12 aprobadas · 1 rechazadas/),
    ).toBeVisible();
    // The rules as saved: Tecnología and Chile.
    expect(screen.getByRole('button', { name: 'Tecnología' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Plazo fijo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Indefinido' })).not.toBeChecked();
    expect(await screen.findByText('18 de 40 personas activas podrán verlo')).toBeVisible();

    const price = screen.getByRole('textbox', { name: /^Precio en puntos/ });
    await user.clear(price);
    await user.type(price, '250');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Guardaste los cambios de «Gimnasio».')).toBeVisible();
    expect(patches[0]).toMatchObject({
      price_points: 250,
      eligibility: {
        departments: [1],
        groups: [],
        countries: ['CL'],
        min_tenure_months: null,
        contract_types: ['fixed_term'],
      },
    });
    expect(patches[0]).not.toHaveProperty('status');
  });

  it('lists every request, filtered by status and benefit, paged', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    server({
      'GET /org/benefits': ok([makeAdminBenefit(), makeAdminBenefit({ id: 6, title: 'Óptica' })]),
      'GET /org/benefits/requests': (request) => {
        asked.push(new URL(request.url, 'http://x').searchParams);
        return {
          status: 200,
          body: {
            success: true,
            data: [
              makeRequestAdmin(),
              makeRequestAdmin({
                id: 30,
                status: 'rejected',
                reason: 'Sin cupos',
                decided_by: { ...ANA, id: 2, full_name: 'Adriana Gómez' },
                decided_at: Date.UTC(2026, 10, 21, 10, 0),
              }),
            ],
            meta: { page: 1, perPage: 10, total: 2, hasMore: false },
          },
        };
      },
    });
    await render('/admin/benefits?benefitsTab=requests');
    const table = await screen.findByRole('table', { name: 'Solicitudes de beneficios' });
    const rejected = table.querySelector('[data-request="30"]') as HTMLElement;
    expect(rejected).toHaveTextContent('Rechazada');
    expect(rejected).toHaveTextContent('Adriana Gómez');
    expect(rejected).toHaveTextContent('Motivo: Sin cupos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'pending');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Beneficio' }), '6');
    await waitFor(() => {
      const last = asked.at(-1)!;
      expect(last.get('status')).toBe('pending');
      expect(last.get('benefit_id')).toBe('6');
      expect(last.get('page')).toBe('1');
    });
  });
});
