import type { StateCreator } from 'zustand';

import type { AppState, CatalogSlice } from '../types';

type CatalogData = Pick<CatalogSlice, 'cart' | 'catalogs' | 'featuredItems'>;

export function initialCatalogState(): CatalogData {
  return { cart: { items: [], initialized: false }, catalogs: [], featuredItems: [] };
}

export const createCatalogSlice: StateCreator<AppState, [], [], CatalogSlice> = (set) => ({
  ...initialCatalogState(),
  setCart: (items) => set({ cart: { items, initialized: true } }),
  clearCart: () => set({ cart: { items: [], initialized: false } }),
  setCatalogs: (catalogs) => set({ catalogs }),
  setFeaturedItems: (featuredItems) => set({ featuredItems }),
});
