import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Product } from '../api/products';

import { ProductImage } from './product-image';

export type ProductGalleryProps = { product: Product; name: string };

/** A product's images: the one chosen, large, and the others as buttons to show them. */
export function ProductGallery({ product, name }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const total = product.images.length;
  const alt = (index: number) =>
    total > 1 ? t('catalog.product.imageAlt', { name, number: index + 1, total }) : name;
  return (
    <Stack spacing={1}>
      <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <ProductImage product={product} index={shown} alt={total > 0 ? alt(shown) : ''} />
      </Box>
      {total > 1 ? (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          aria-label={t('catalog.product.images')}
          sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {product.images.map((image, index) => (
            <li key={image.key}>
              <ButtonBase
                aria-label={t('catalog.product.showImage', { number: index + 1, total })}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                sx={{
                  width: 64,
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: index === shown ? 2 : 0,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                }}
              >
                <ProductImage product={product} index={index} />
              </ButtonBase>
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
