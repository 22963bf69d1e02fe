import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

import type { Product } from '../api/products';

import { ProductCard } from './product-card';

/** Two columns on a phone, as many as fit from a tablet on. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(210px, 1fr))',
  },
  gap: { xs: 1.5, sm: 2 },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

export type ProductGridProps = {
  products: readonly Product[];
  /** Names the list. */
  label: string;
  balance?: number;
  /** The list is being replaced (new filters or page). */
  busy?: boolean;
};

/** Products as a grid of cards (a list). */
export function ProductGrid({ products, label, balance, busy = false }: ProductGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy}
      sx={{ ...GRID, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} balance={balance} wishes />
      ))}
    </Box>
  );
}

/** The grid's shape while the products load. */
export function ProductGridSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  const cards: ReactNode[] = Array.from({ length: count }, (_, index) => (
    <Box key={index}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="40%" />
    </Box>
  ));
  return (
    <Box role="status" aria-label={label} aria-busy sx={GRID}>
      {cards}
    </Box>
  );
}
