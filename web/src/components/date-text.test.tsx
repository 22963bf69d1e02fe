import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { DateText, DateTimeText } from './date-text';

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

describe('DateTimeText', () => {
  it('renders the day and the time in the UI language', async () => {
    const moment = new Date(2024, 2, 12, 9, 30);
    const { unmount } = await renderWithProviders(<DateTimeText value={moment} />);
    const time = screen.getByText('12/03/2024 a las 09:30');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', moment.toISOString());
    unmount();
    const today = new Date();
    today.setHours(8, 5);
    await renderWithProviders(<DateTimeText value={today.getTime()} />, { lng: 'en' });
    expect(screen.getByText('Today at 08:05')).toBeInTheDocument();
  });
});
