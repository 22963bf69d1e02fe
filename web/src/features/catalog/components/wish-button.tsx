import BookmarkAdded from '@mui/icons-material/BookmarkAdded';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useToastMutation } from '@/components/toast/use-toast-mutation';

import { isSaved, toggleWishMutation, wishlistQueryOptions } from '../api/wishlist';

export type WishButtonProps = {
  productId: number;
  /** The product's name, for the button's accessible name in a grid. */
  name: string;
  size?: 'small' | 'medium';
};

/** "Guardar para después": saves the product to the member's wishlist, or removes it; the
 *  member is told when their points reach its price. */
export function WishButton({ productId, name, size = 'medium' }: WishButtonProps) {
  const { t } = useTranslation();
  const wishlist = useQuery(wishlistQueryOptions());
  const saved = isSaved(wishlist.data, productId);
  const toggle = useToastMutation(toggleWishMutation(), {
    success: (_data, { save }) => (save ? t('catalog.wish.saved') : t('catalog.wish.removed')),
    errorToast: true,
  });
  // Until the wishlist is known the button could only be disabled, then fade to its colour when
  // it loads (250 ms in which its text is grey on white): a placeholder of its size stands in.
  if (wishlist.isPending) {
    return (
      <Skeleton
        variant="rounded"
        width={size === 'small' ? 96 : 120}
        height={size === 'small' ? 30 : 36}
        data-testid="wish-button-loading"
      />
    );
  }
  return (
    <Button
      size={size}
      variant={saved ? 'contained' : 'outlined'}
      color="primary"
      startIcon={saved ? <BookmarkAdded /> : <BookmarkAddOutlined />}
      aria-pressed={saved}
      aria-label={t(saved ? 'catalog.wish.savedLabel' : 'catalog.wish.saveLabel', { name })}
      loading={toggle.isPending}
      onClick={() => toggle.mutate({ productId, save: !saved })}
      data-testid="wish-button"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {saved ? t('catalog.wish.savedShort') : t('catalog.wish.save')}
    </Button>
  );
}
