// The catalog's client state of spec §3: the cart (list, initialized flag), the catalogs and the
// featured items. The screens read the server's answers through TanStack Query; this is the
// client's own copy spec §3 names. Emptied when the session ends.
import { createSessionStore } from '@/stores/session-stores';

type Id = number | string;
type Entity = { id: Id } & Record<string, unknown>;

export type CartItem = Record<string, unknown>;
export type CartState = { items: CartItem[]; initialized: boolean };

export type CatalogState = {
  cart: CartState;
  catalogs: Entity[];
  featuredItems: Entity[];
  setCart: (items: CartItem[]) => void;
  clearCart: () => void;
  setCatalogs: (catalogs: Entity[]) => void;
  setFeaturedItems: (items: Entity[]) => void;
};

export function createCatalogStore() {
  return createSessionStore<CatalogState>(
    (set) => ({
      cart: { items: [], initialized: false },
      catalogs: [],
      featuredItems: [],
      setCart: (items) => set({ cart: { items, initialized: true } }),
      clearCart: () => set({ cart: { items: [], initialized: false } }),
      setCatalogs: (catalogs) => set({ catalogs }),
      setFeaturedItems: (featuredItems) => set({ featuredItems }),
    }),
    () => ({ cart: { items: [], initialized: false }, catalogs: [], featuredItems: [] }),
  );
}

export const useCatalogState = createCatalogStore();
