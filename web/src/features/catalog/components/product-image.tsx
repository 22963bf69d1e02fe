import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ComponentType } from 'react';

import type { Product, ProductType } from '../api/products';

/** What stands for a product without images, by its type: an illustration in the brand's
 *  colour (no emoji, which not every device draws). */
const TYPE_ICON: Record<ProductType, ComponentType<{ sx?: object }>> = {
  physical: RedeemOutlined,
  experience: AutoAwesomeOutlined,
  digital_code: VpnKeyOutlined,
  gift_card: CreditCardOutlined,
  coupon: ConfirmationNumberOutlined,
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
 *  type's illustration when it has none. */
export function ProductImage({ product, index = 0, alt = '', ratio = '4 / 3' }: ProductImageProps) {
  const image = product.images[index] ?? product.images[0];
  const Illustration = TYPE_ICON[product.type];
  return (
    <Box
      sx={{
        aspectRatio: ratio,
        width: '100%',
        bgcolor: 'action.hover',
        ...(image
          ? {}
          : {
              background: (theme) =>
                `radial-gradient(circle at 30% 25%, ${alpha(theme.palette.primary.main, 0.18)}, ${alpha(theme.palette.primary.main, 0.06)} 70%)`,
            }),
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
        <Box
          aria-hidden
          data-testid="product-illustration"
          sx={{
            width: '38%',
            maxWidth: 120,
            aspectRatio: '1',
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.paper',
            color: 'primary.main',
            boxShadow: 1,
          }}
        >
          <Illustration sx={{ width: '60%', height: '60%' }} />
        </Box>
      )}
    </Box>
  );
}
