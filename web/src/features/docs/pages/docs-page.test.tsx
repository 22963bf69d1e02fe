import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

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
    ).toEqual(['Información general', 'Autenticación', 'Servicios de la API pública']);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Información general' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/api`)).toBeInTheDocument();
  });

  it('documents authentication and the two public calls', async () => {
    installFakeApi({});
    await renderWithProviders(<DocsPage />);
    await userEvent.click(screen.getByRole('link', { name: 'Autenticación' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autenticación' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Configuración \/ Panel de administración \/ API pública/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Servicios de la API pública' }));
    expect(
      await screen.findByRole('heading', { name: 'Enviar un reconocimiento' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enviar una insignia' })).toBeInTheDocument();
    expect(screen.getByText('/api/send_feedback')).toBeInTheDocument();
    expect(screen.getAllByText('reciever_emails')).toHaveLength(2);
    expect(screen.getByText('badge_id')).toBeInTheDocument();
    expect(screen.getByText('/api/org/badges/send')).toBeInTheDocument();
    expect(screen.getAllByText(/Idempotency-Key: \$\(uuidgen\)/)).toHaveLength(2);
    expect(screen.getAllByText(/curl -X POST/)).toHaveLength(2);
  });

  it('switches to English', async () => {
    installFakeApi({});
    await renderWithProviders(<DocsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'General Information' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public API Services' })).toBeInTheDocument();
  });
});
