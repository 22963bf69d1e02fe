import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { featuredProductsQueryOptions } from '../api/products';

import { ProductCard } from './product-card';

export type FeaturedStripProps = { balance?: number };

/** "Destacados": the featured products in a row that scrolls sideways (several rows of cards
 *  never push the catalog down). Nothing when there are none, or they could not be read (the
 *  catalog below says so). */
export function FeaturedStrip({ balance }: FeaturedStripProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(featuredProductsQueryOptions());
  if (!query.isSuccess || query.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="h2">
        {t('catalog.featured.title')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={titleId}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '62%', sm: '230px' },
          gap: { xs: 1.5, sm: 2 },
          overflowX: 'auto',
          m: 0,
          p: 0,
          pb: 1,
          listStyle: 'none',
          scrollSnapType: 'x proximity',
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {query.data.map((product) => (
          <ProductCard key={product.id} product={product} balance={balance} wishes />
        ))}
      </Box>
    </Stack>
  );
}
