import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { CertificatesProfileSection } from './certificates-profile-section';

describe('CertificatesProfileSection', () => {
  it('leads from the profile to the certificates, in both languages', async () => {
    const first = await renderWithProviders(<CertificatesProfileSection />);
    expect(screen.getByRole('region', { name: 'Certificados' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver mis certificados' })).toHaveAttribute(
      'href',
      '/certificates',
    );
    first.unmount();
    await renderWithProviders(<CertificatesProfileSection />, { lng: 'en' });
    expect(screen.getByRole('link', { name: 'See my certificates' })).toHaveAttribute(
      'href',
      '/certificates',
    );
  });
});
