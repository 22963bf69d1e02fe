import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { OPENAPI_FIXTURE } from '../reference/openapi-fixture';

import { DocsPage } from './docs-page';

afterEach(() => {
  window.location.hash = '';
});

describe('DocsPage', () => {
  it('has a menu of two groups and opens on General Information', async () => {
    installFakeApi({
      'GET /org/branding': ok({
        org_name: 'Demo',
        languages: ['es'],
        banner: { main: '#3a71b5', secondary: null },
      }),
    });
    await renderWithProviders(<DocsPage />);
    const nav = screen.getByRole('navigation', { name: 'Secciones de la documentación' });
    expect(within(nav).getByRole('heading', { name: 'Acerca de' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Guía práctica' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Información general',
      'Autenticación',
      'Servicios de la API pública',
      'Referencia de la API',
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Información general' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/api`)).toBeInTheDocument();
    for (const title of ['Paginación', 'Idempotencia', 'Límites de uso']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it('documents authentication and the three public calls with copyable examples', async () => {
    const user = userEvent.setup();
    installFakeApi({});
    await renderWithProviders(<DocsPage />);
    await user.click(screen.getByRole('link', { name: 'Autenticación' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autenticación' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Configuración \/ Panel de administración \/ API pública/),
    ).toBeInTheDocument();
    expect(screen.getByText(/responde 401 con el código unauthorized/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Servicios de la API pública' }));
    for (const title of [
      'Enviar un reconocimiento',
      'Enviar un reconocimiento de un tipo dado',
      'Enviar una insignia',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('/api/send_feedback')).toBeInTheDocument();
    expect(screen.getByText('/api/org/send/recognition/{id}')).toBeInTheDocument();
    expect(screen.getByText('/api/org/badges/send')).toBeInTheDocument();

    const recognition = screen.getByRole('region', { name: 'Enviar un reconocimiento' });
    const body = within(recognition).getByRole('table', { name: /Campos del cuerpo/ });
    for (const field of ['sender_email', 'reciever_emails', 'amount', 'post_types', 'message']) {
      expect(within(body).getByRole('rowheader', { name: field })).toBeInTheDocument();
    }
    const errors = within(recognition).getByRole('table', { name: /Errores/ });
    for (const code of [
      'invalid_json',
      'idempotency_conflict',
      'insufficient_points',
      'rate_limited',
    ])
      expect(within(errors).getByRole('rowheader', { name: code })).toBeInTheDocument();

    const curl = within(recognition).getByRole('region', {
      name: 'curl: Enviar un reconocimiento',
    });
    expect(curl).toHaveTextContent('-H "Authorization: $APLAUSO_API_KEY"');
    await user.click(
      within(recognition).getByRole('button', { name: 'Copiar curl: Enviar un reconocimiento' }),
    );
    expect(await navigator.clipboard.readText()).toContain(
      `curl -sS -X POST "${window.location.origin}/api/send_feedback"`,
    );

    await user.click(within(recognition).getByRole('tab', { name: 'Python (requests)' }));
    expect(
      within(recognition).getByRole('region', {
        name: 'Python (requests): Enviar un reconocimiento',
      }),
    ).toHaveTextContent('requests.post(');
  });

  it('renders the reference from the served contract', async () => {
    installFakeApi({ 'GET /openapi.json': { status: 200, body: OPENAPI_FIXTURE } });
    await renderWithProviders(<DocsPage />);
    await userEvent.click(screen.getByRole('link', { name: 'Referencia de la API' }));
    expect(
      await screen.findByRole('region', { name: 'POST /api/send_feedback' }),
    ).toBeInTheDocument();
  });

  it('switches to English', async () => {
    installFakeApi({});
    await renderWithProviders(<DocsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'General Information' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public API Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API Reference' })).toBeInTheDocument();
  });
});
