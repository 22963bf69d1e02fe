import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeProvider, makeSupportLine } from '../testing/provider-fixture';

import { TelemedicinePage } from './telemedicine-page';

function signIn(role: 'employee' | 'admin') {
  useAppStore
    .getState()
    .setMe({ id: 7, full_name: 'Ana Torres', email: 'ana@demo.local', user_type: role } as User);
}

/** The fake server, and what each open call sent ("id:channel"). */
function server(providers = [makeProvider(), makeSupportLine()]) {
  const opened: string[] = [];
  const open = (id: number) => (request: TransportRequest) => {
    const { channel } = JSON.parse(request.body as string) as { channel: string };
    opened.push(`${id}:${channel}`);
    return ok({ channel, url: null });
  };
  installFakeApi({
    'GET /telemedicine': ok(providers),
    'POST /telemedicine/1/open': open(1),
    'POST /telemedicine/2/open': open(2),
  });
  return opened;
}

describe('TelemedicinePage', () => {
  it('shows each provider with every way to reach it, and counts each use without more', async () => {
    signIn('employee');
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText,
    } as unknown as Clipboard);
    const opened = server();
    await renderWithProviders(<TelemedicinePage />, { route: '/telemedicine' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Telemedicina' })).toBeVisible();
    expect(screen.getByText(/Aplauso no guarda información clínica/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Gestionar servicios' })).toBeNull();
    const list = await screen.findByRole('list', { name: '2 servicios' });

    const doctor = within(list).getByRole('article', { name: 'Médico en línea' });
    expect(doctor).toHaveTextContent('Telemedicina');
    expect(doctor).toHaveTextContent('Horario: Todos los días, 24 horas.');
    expect(doctor).toHaveTextContent('Atiende en: español, inglés');
    expect(within(doctor).getByTestId('telemedicine-code')).toHaveTextContent('APLAUSO-2026');
    const link = within(doctor).getByRole('link', {
      name: 'Abrir Médico en línea (se abre en otra pestaña)',
    });
    expect(link).toHaveAttribute('href', 'https://medico.example/entrar');
    expect(link).toHaveAttribute('target', '_blank');
    const chat = within(doctor).getByRole('link', {
      name: 'Escribir a Médico en línea por WhatsApp',
    });
    expect(chat).toHaveAttribute('href', 'https://wa.me/56912345678');

    const line = within(list).getByRole('article', { name: 'Apoyo psicológico' });
    expect(line).toHaveTextContent('Apoyo psicológico');
    const call = within(line).getByRole('link', {
      name: 'Llamar a Apoyo psicológico al +56 2 2345 6789',
    });
    expect(call).toHaveAttribute('href', 'tel:+56223456789');
    expect(within(line).queryByTestId('telemedicine-code')).toBeNull();

    // Copying the code, opening the link, the chat and a call: one count each, nothing else.
    await user.click(
      within(doctor).getByRole('button', { name: 'Copiar el código de acceso de Médico en línea' }),
    );
    expect(writeText).toHaveBeenCalledWith('APLAUSO-2026');
    expect(await within(doctor).findByText('Copiado')).toBeVisible();
    link.addEventListener('click', (event) => event.preventDefault());
    chat.addEventListener('click', (event) => event.preventDefault());
    call.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await user.click(chat);
    await user.click(call);
    await waitFor(() => expect(opened).toEqual(['1:code', '1:link', '1:whatsapp', '2:phone']));
  });

  it('marks the provider a care offer led to, and reads in English', async () => {
    signIn('employee');
    server();
    await renderWithProviders(<TelemedicinePage />, {
      route: '/telemedicine?provider=2',
      lng: 'en',
    });
    const list = await screen.findByRole('list', { name: '2 services' });
    const line = within(list).getByRole('article', { name: 'Apoyo psicológico' });
    expect(line).toHaveAttribute('data-highlighted', 'true');
    expect(within(list).getByRole('article', { name: 'Médico en línea' })).not.toHaveAttribute(
      'data-highlighted',
    );
    expect(line).toHaveTextContent('Psychological support');
    // Spanish when there is no English version.
    expect(line).toHaveTextContent('Hours: Lunes a viernes de 8:00 a 20:00.');
    expect(screen.getByText('Video consultations, free of charge.')).toBeVisible();
  });

  it('says when there is nothing yet, and leads admins to the console', async () => {
    signIn('admin');
    server([]);
    await renderWithProviders(<TelemedicinePage />, { route: '/telemedicine' });
    expect(await screen.findByText('Aún no hay servicios para ti')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gestionar servicios' })).toHaveAttribute(
      'href',
      '/admin/telemedicine',
    );
  });
});
