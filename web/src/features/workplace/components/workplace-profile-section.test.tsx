import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeAdminSite, makePublicSite } from '../testing/site-fixture';

import { WorkplaceProfileSection } from './workplace-profile-section';

describe('WorkplaceProfileSection', () => {
  it('shows the person their site with the address, phone, map and how to get there', async () => {
    installFakeApi({ 'GET /workplace/people/7': ok({ site: makeAdminSite() }) });
    await renderWithProviders(<WorkplaceProfileSection userId={7} />);
    const section = await screen.findByRole('region', { name: 'Centro de trabajo' });
    expect(section).toHaveTextContent('Oficina Central');
    expect(section).toHaveTextContent('Ciudad de México, México');
    expect(section).toHaveTextContent('Paseo de la Reforma 222');
    expect(section).toHaveTextContent('Metro Insurgentes a 5 minutos.');
    expect(screen.getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+525512345678',
    );
    expect(screen.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://maps.example.com/?q=reforma',
    );
  });

  it('reads the notes in English when the interface is in English', async () => {
    installFakeApi({ 'GET /workplace/people/7': ok({ site: makeAdminSite() }) });
    await renderWithProviders(<WorkplaceProfileSection userId={7} />, { lng: 'en' });
    const section = await screen.findByRole('region', { name: 'Site' });
    expect(section).toHaveTextContent('Insurgentes metro station is 5 minutes away.');
    expect(section).toHaveTextContent('How to get there');
  });

  it("shows a colleague's site by its name, city and time zone only", async () => {
    installFakeApi({ 'GET /workplace/people/9': ok({ site: makePublicSite() }) });
    await renderWithProviders(<WorkplaceProfileSection userId={9} />);
    const section = await screen.findByRole('region', { name: 'Centro de trabajo' });
    expect(section).toHaveTextContent('Planta Monterrey');
    expect(section).toHaveTextContent('Monterrey, México');
    expect(section).toHaveTextContent('America/Monterrey');
    expect(screen.queryByText('Cómo llegar')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing while the person has no site', async () => {
    const seen = installFakeApi({ 'GET /workplace/people/5': ok({ site: null }) });
    await renderWithProviders(<WorkplaceProfileSection userId={5} />);
    await vi.waitFor(() => expect(seen).toContain('GET /workplace/people/5'));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
