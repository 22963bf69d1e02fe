import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MenuEntry } from '@/lib/modules/frame';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { PagesMenuSource } from './menu-source';

const PAGES = [
  {
    id: 7,
    slug: 'nuestra-cultura',
    title: 'Nuestra cultura',
    title_en: 'Our culture',
    icon: 'favorite',
    in_menu: true,
    menu_order: 1,
  },
  {
    id: 8,
    slug: null,
    title: 'Bienestar',
    title_en: null,
    icon: null,
    in_menu: true,
    menu_order: 2,
  },
  {
    id: 9,
    slug: 'oculta',
    title: 'Oculta',
    title_en: null,
    icon: null,
    in_menu: false,
    menu_order: 0,
  },
];

async function reported(lng: 'es' | 'en') {
  installFakeApi({ 'GET /pages': ok(PAGES) });
  let last: readonly MenuEntry[] = [];
  await renderWithProviders(<PagesMenuSource onEntries={(entries) => (last = entries)} />, { lng });
  await waitFor(() => expect(last).toHaveLength(2));
  return last.map(({ label, to }) => ({ label, to }));
}

describe('PagesMenuSource', () => {
  it("reports the pages placed in the menu, by their slug or id, in the person's language", async () => {
    expect(await reported('es')).toEqual([
      { label: 'Nuestra cultura', to: '/pages/nuestra-cultura' },
      { label: 'Bienestar', to: '/pages/8' },
    ]);
    expect(await reported('en')).toEqual([
      { label: 'Our culture', to: '/pages/nuestra-cultura' },
      { label: 'Bienestar', to: '/pages/8' },
    ]);
  });
});
