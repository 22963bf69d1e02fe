import { describe, expect, it } from 'vitest';

import { createAppStore } from '@/stores/app-store';

import { createCatalogStore } from './catalog-state';

describe('catalog client state', () => {
  it('starts with an empty cart not yet initialized', () => {
    expect(createCatalogStore().getState().cart).toEqual({ items: [], initialized: false });
  });

  it('marks the cart initialized when set', () => {
    const store = createCatalogStore();
    store.getState().setCart([{ product_id: 1 }]);
    expect(store.getState().cart).toEqual({ items: [{ product_id: 1 }], initialized: true });
  });

  it('empties the cart when the session ends', () => {
    const app = createAppStore();
    const store = createCatalogStore();
    store.getState().setCart([{ product_id: 1 }]);
    app.getState().logout();
    expect(store.getState().cart).toEqual({ items: [], initialized: false });
  });
});
