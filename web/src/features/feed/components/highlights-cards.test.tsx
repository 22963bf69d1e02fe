import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { TopRecognisersCard, TrendingValuesCard } from './highlights-cards';

const person = (id: number, full_name: string, photo: string | null = null) => {
  const [first_name = '', last_name = ''] = full_name.split(' ');
  return { id, full_name, first_name, last_name, profile_photo_url: photo };
};

const highlights = {
  period: 'month',
  from: 0,
  to: 1,
  top_recognisers: [
    { person: person(3, 'Ana Torres', '/api/files/3/ana.webp'), count: 7 },
    { person: person(4, 'Carlos Ruiz'), count: 1 },
  ],
  trending_values: [
    { id: 1, name: 'Colaboración', name_en: 'Teamwork', emoji: '🤝', count: 9 },
    { id: 2, name: 'Excelencia', emoji: null, count: 3 },
  ],
};

describe('rail highlights', () => {
  it("ranks this month's recognisers with their photo and how many they sent", async () => {
    const seen = installFakeApi({ 'GET /feed/highlights': ok(highlights) });
    await renderWithProviders(
      <>
        <TopRecognisersCard />
        <TrendingValuesCard />
      </>,
    );
    const card = screen.getByRole('region', { name: 'Quienes más reconocen este mes' });
    const items = within(await within(card).findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1.*Ana Torres7 enviados$/),
      expect.stringMatching(/^2.*Carlos Ruiz1 enviado$/),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Ana Torres' })).toHaveAttribute(
      'href',
      '/user?id=3',
    );
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', '/api/files/3/ana.webp');

    const values = screen.getByRole('region', { name: 'Valores en tendencia este mes' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🤝 Colaboración9 veces', 'Excelencia3 veces']);
    // One read serves both cards.
    expect(seen.filter((call) => call === 'GET /feed/highlights')).toHaveLength(1);
  });

  it('says so when nobody recognised anyone yet this month', async () => {
    installFakeApi({
      'GET /feed/highlights': ok({ ...highlights, top_recognisers: [], trending_values: [] }),
    });
    await renderWithProviders(<TopRecognisersCard />);
    expect(
      await screen.findByText('Aún nadie ha reconocido a nadie este mes. ¡Sé la primera persona!'),
    ).toBeInTheDocument();
  });
});
