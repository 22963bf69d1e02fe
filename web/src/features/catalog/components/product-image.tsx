import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { Product, ProductType } from '../api/products';

/** What stands for a product without images, by its type. */
const TYPE_EMOJI: Record<ProductType, string> = {
  physical: '🎁',
  experience: '✨',
  digital_code: '🔑',
  gift_card: '💳',
  coupon: '🎟️',
};

export type ProductImageProps = {
  product: Pick<Product, 'images' | 'type'>;
  /** Which image (default: the first). */
  index?: number;
  /** The image's text alternative; '' when the product's name is beside it. */
  alt?: string;
  /** Width ÷ height of the frame. */
  ratio?: string;
};

/** A product's image in a frame of fixed proportions (no layout shift while it loads), or its
 *  type's emoji when it has none. */
export function ProductImage({ product, index = 0, alt = '', ratio = '4 / 3' }: ProductImageProps) {
  const image = product.images[index] ?? product.images[0];
  return (
    <Box
      sx={{
        aspectRatio: ratio,
        width: '100%',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {image ? (
        <Box
          component="img"
          src={image.url}
          alt={alt}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Typography component="span" aria-hidden sx={{ fontSize: 48, lineHeight: 1 }}>
          {TYPE_EMOJI[product.type]}
        </Typography>
      )}
    </Box>
  );
}
