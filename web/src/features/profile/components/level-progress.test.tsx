import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { LevelProgressBar } from './level-progress';

const bronze = { id: 1, name: 'Bronce', name_en: 'Bronze', min_points: 0, emoji: '🥉' };
const silver = { id: 2, name: 'Plata', name_en: null, min_points: 500, emoji: '🥈' };

describe('level progress', () => {
  it('names the levels in English when they have an English name', async () => {
    await renderWithProviders(<LevelProgressBar lifetime={100} level={bronze} next={silver} />, {
      lng: 'en',
    });
    expect(screen.getByText(/🥉 Bronze/)).toBeInTheDocument();
    // The next level has no English name: its own one.
    expect(screen.getByText(/🥈 Plata/)).toBeInTheDocument();
  });

  it("names the levels in the organisation's words in Spanish", async () => {
    await renderWithProviders(<LevelProgressBar lifetime={100} level={bronze} next={silver} />);
    expect(screen.getByText(/🥉 Bronce/)).toBeInTheDocument();
    expect(screen.queryByText(/Bronze/)).toBeNull();
  });
});
