import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DateText } from './date-text';

describe('DateText', () => {
  it('renders today as Hoy in Spanish and Today in English', async () => {
    const { unmount } = await renderWithProviders(<DateText value={new Date()} />);
    expect(screen.getByText('Hoy').tagName).toBe('TIME');
    unmount();
    await renderWithProviders(<DateText value={new Date()} />, { lng: 'en' });
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('renders other days as dd/MM/yyyy with a machine-readable date', async () => {
    await renderWithProviders(<DateText value="2023-07-09" />);
    const time = screen.getByText('09/07/2023');
    expect(time).toHaveAttribute('datetime', '2023-07-09');
  });
});
