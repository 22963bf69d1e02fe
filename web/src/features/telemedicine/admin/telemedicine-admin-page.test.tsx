import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { ToastHost } from '@/components/toast/toast-host';
import { installFakeApi, ok, type FakeRoutes } from '@/testing/fake-api';
import { installFakeUploads } from '@/testing/fake-uploads';
import { renderWithProviders } from '@/testing/render';

import type {
  TelemedicineProviderAdmin,
  TelemedicineProviderInput,
} from '../api/admin-telemedicine';
import { makeAdminProvider, makeUsage } from '../testing/provider-fixture';

import { TelemedicineAdminPage } from './telemedicine-admin-page';

const DEPARTMENTS = [
  { id: 1, name: 'Tecnología' },
  { id: 2, name: 'Ventas' },
];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const body = <T,>(request: TransportRequest) => JSON.parse(request.body as string) as T;

function server(extra: FakeRoutes = {}) {
  installFakeApi({
    'GET /departments': ok(DEPARTMENTS),
    'GET /communication/groups': ok([]),
    ...extra,
  });
}

const render = (route = '/admin/telemedicine') =>
  renderWithProviders(
    <>
      <TelemedicineAdminPage />
      <ToastHost />
    </>,
    { route },
  );

describe('TelemedicineAdminPage', () => {
  it('lists every provider with its ways and audience, and publishes a draft after asking', async () => {
    const user = userEvent.setup();
    let list: TelemedicineProviderAdmin[] = [
      makeAdminProvider(),
      makeAdminProvider({
        id: 6,
        name: 'Nutricionista',
        kind: 'nutrition',
        status: 'draft',
        link: null,
        access_code: null,
        whatsapp: null,
        phone: '+56 2 2999 0000',
        eligibility: { departments: [2], groups: [], countries: [] },
      }),
    ];
    const patches: unknown[] = [];
    server({
      'GET /org/telemedicine': () => ok(list),
      'PATCH /org/telemedicine/6': (request) => {
        patches.push(body(request));
        list = list.map((entry) => (entry.id === 6 ? { ...entry, status: 'published' } : entry));
        return ok(list[1]);
      },
    });
    await render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Telemedicina' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Servicios de telemedicina' });
    const doctor = table.querySelector('[data-provider="1"]') as HTMLElement;
    expect(doctor).toHaveTextContent('Publicado');
    expect(doctor).toHaveTextContent('Enlace · Código de acceso · WhatsApp');
    expect(doctor).toHaveTextContent('Todas las personas');
    const diet = table.querySelector('[data-provider="6"]') as HTMLElement;
    expect(diet).toHaveTextContent('Borrador');
    expect(diet).toHaveTextContent('Nutrición');
    expect(diet).toHaveTextContent('Con reglas');
    await user.click(within(diet).getByRole('button', { name: 'Publicar: Nutricionista' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Publicar el servicio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Publicaste «Nutricionista».')).toBeVisible();
    expect(patches).toEqual([{ status: 'published' }]);
    await waitFor(() =>
      expect(table.querySelector('[data-provider="6"]')).toHaveTextContent('Publicado'),
    );
  });

  it('checks a new provider before sending and saves it as a draft with its logo and rules', async () => {
    const user = userEvent.setup();
    const uploads = installFakeUploads('corp-benef-image');
    const created: TelemedicineProviderInput[] = [];
    let saved: TelemedicineProviderAdmin | null = null;
    server({
      'GET /org/telemedicine': () => ok(saved ? [saved] : []),
      'POST /upload_presign/corp-benef-image': uploads.presign,
      'POST /org/telemedicine': (request) => {
        const input = body<TelemedicineProviderInput>(request);
        created.push(input);
        saved = makeAdminProvider({
          ...input,
          id: 9,
          status: 'draft',
          logo_url: 'https://files.example/logo.png',
        });
        return { status: 201, body: { success: true, data: saved } };
      },
      'GET /org/telemedicine/9': () => ok(saved),
    });
    await render();
    await user.click(await screen.findByRole('button', { name: 'Nuevo servicio' }));
    expect(await screen.findByRole('heading', { name: 'Nuevo servicio' })).toBeVisible();

    // Nothing is sent while a field is wrong; each says what to do.
    await user.type(screen.getByRole('textbox', { name: /^Enlace/ }), 'http://x.example');
    await user.type(screen.getByRole('textbox', { name: /^WhatsApp/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Crear servicio' }));
    expect(await screen.findByText('Escribe el nombre del servicio.')).toBeVisible();
    expect(screen.getByText('El enlace debe empezar por https://')).toBeVisible();
    expect(
      screen.getByText('Escribe el número de WhatsApp con código de país (8 a 15 dígitos).'),
    ).toBeVisible();
    expect(created).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Apoyo 24/7');
    await user.click(screen.getByRole('radio', { name: 'Apoyo psicológico' }));
    await user.clear(screen.getByRole('textbox', { name: /^Enlace/ }));
    await user.type(screen.getByRole('textbox', { name: /^Enlace/ }), 'https://apoyo.example');
    await user.type(screen.getByRole('textbox', { name: /^Código de acceso/ }), 'EMPRESA-1');
    await user.clear(screen.getByRole('textbox', { name: /^WhatsApp/ }));
    await user.type(screen.getByRole('textbox', { name: /^WhatsApp/ }), '+56 9 1234 5678');
    await user.type(screen.getByRole('textbox', { name: /^Horario$/ }), '24 horas');
    await user.upload(
      screen.getByTestId('telemedicine-logo-input'),
      new File([PNG], 'logo.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Países' }));
    await user.click(await screen.findByRole('option', { name: 'México (MX)' }));

    await user.click(screen.getByRole('button', { name: 'Crear servicio' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: 'Apoyo 24/7',
      kind: 'eap',
      link: 'https://apoyo.example',
      access_code: 'EMPRESA-1',
      whatsapp: '+56 9 1234 5678',
      hours: '24 horas',
      languages: ['es'],
      logo_key: 'corp-benef-image/1-logo.png',
      eligibility: { departments: [], groups: [], countries: ['MX'] },
      status: 'draft',
    });
    expect(await screen.findByText('Creaste «Apoyo 24/7» como borrador.')).toBeVisible();
    // The provider opens in its editor, with the steps its status allows.
    expect(await screen.findByRole('button', { name: 'Publicar: Apoyo 24/7' })).toBeVisible();
  });

  it('shows the usage per week, hidden cells with their reason and never as zero', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    server({
      'GET /org/telemedicine/usage': (request) => {
        asked.push(new URL(request.url, 'http://x').searchParams);
        return ok(makeUsage());
      },
    });
    await render('/admin/telemedicine?telemedicineTab=usage');
    const usage = await screen.findByTestId('telemedicine-usage');
    expect(within(usage).getByRole('note')).toHaveTextContent('al menos 5 clics');
    const table = within(usage).getByRole('table', { name: 'Clics por servicio y semana' });
    const doctor = table.querySelector('[data-provider="1"]') as HTMLElement;
    expect(
      within(doctor)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Oculto*', '7', '—']);
    const line = table.querySelector('[data-provider="2"]') as HTMLElement;
    expect(line).toHaveTextContent('Apoyo psicológico (Archivado)');
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Oculto', '5', '—']);
    expect(table).not.toHaveTextContent(/\b0\b/);
    // The chart: every provider together, week by week.
    const chart = within(usage).getByRole('region', { name: 'Todos los servicios, por semana' });
    expect(chart.querySelector('[data-week="2026-03-02"]')).toHaveTextContent('02/03');
    expect(chart.querySelector('[data-week="2026-03-02"]')).toHaveTextContent('8');
    expect(chart.querySelector('[data-week="2026-03-16"]')).toHaveTextContent('—');
    // What each hidden state means.
    expect(within(usage).getByText('menos de 5 clics esa semana.')).toBeVisible();

    // Another period asks again from further back.
    expect(asked).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periodo' }), '26');
    await waitFor(() => expect(asked).toHaveLength(2));
    const weeksBack = (params: URLSearchParams) =>
      (Date.now() - Date.parse(params.get('from') ?? '')) / (7 * 86_400_000);
    expect(Math.round(weeksBack(asked[1]!))).toBe(26);
    expect(asked[1]!.get('to')).toBeNull();
  });
});
