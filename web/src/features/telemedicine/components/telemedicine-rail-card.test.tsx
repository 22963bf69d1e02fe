import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { makeProvider, makeSupportLine } from '../testing/provider-fixture';

import { TelemedicineRailCard } from './telemedicine-rail-card';

describe('TelemedicineRailCard', () => {
  it('names the providers open to me, each leading to its place on the page', async () => {
    installFakeApi({ 'GET /telemedicine': ok([makeProvider(), makeSupportLine()]) });
    await renderWithProviders(<TelemedicineRailCard />);
    const card = await screen.findByRole('region', { name: 'Telemedicina' });
    expect(within(card).getByRole('link', { name: 'Apoyo psicológico' })).toHaveAttribute(
      'href',
      '/telemedicine?provider=2',
    );
    expect(within(card).getByRole('link', { name: 'Ver los 2 servicios' })).toHaveAttribute(
      'href',
      '/telemedicine',
    );
  });

  it('shows nothing when no provider is open to me', async () => {
    installFakeApi({ 'GET /telemedicine': ok([]) });
    const { container } = await renderWithProviders(<TelemedicineRailCard />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
