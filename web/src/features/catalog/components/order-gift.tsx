import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Order } from '../api/orders';

export type OrderGiftProps = {
  /** The gift of an order an admin gave as a prize. */
  gift: NonNullable<Order['gift']>;
  /** The note's text size: an order card's, or a table cell's (smaller). */
  size?: 'body1' | 'body2';
};

/** Who gave the order as a prize ("Regalo de Laura Gómez", the icon only beside the words) and
 *  the note they wrote, if any: shown where a purchase shows the points paid. */
export function OrderGiftFrom({ gift }: Pick<OrderGiftProps, 'gift'>) {
  const { t } = useTranslation();
  return (
    // Inline (not a flex row): when the words wrap in a narrow cell the icon stays beside them.
    <Box component="span">
      <CardGiftcardOutlined
        fontSize="inherit"
        aria-hidden
        sx={{ verticalAlign: '-0.125em', mr: 0.5 }}
      />
      {t('catalog.orders.giftFrom', { name: gift.by.full_name })}
    </Box>
  );
}

/** The admin's note of a gift, quoted; nothing when they wrote none. */
export function OrderGiftNote({ gift, size = 'body1' }: OrderGiftProps) {
  const { t } = useTranslation();
  if (!gift.note) return null;
  return (
    <Typography
      variant={size}
      color="text.secondary"
      data-gift-note=""
      sx={{ fontStyle: 'italic', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
    >
      {t('catalog.orders.giftNote', { note: gift.note })}
    </Typography>
  );
}
