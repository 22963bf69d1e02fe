import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { Post } from '../api/feed';
import { useToggleLike } from '../hooks/use-toggle-like';

import { LikesDialog } from './likes-dialog';

export type LikeControlProps = { post: Post };

/** The like toggle and, beside it, the count that opens the list of who liked. */
export function LikeControl({ post }: LikeControlProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const mutation = useToggleLike(post.id);
  const [listOpen, setListOpen] = useState(false);

  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Button
        size="small"
        color={post.liked_by_me ? 'primary' : 'inherit'}
        startIcon={post.liked_by_me ? <ThumbUp /> : <ThumbUpOutlined />}
        aria-pressed={post.liked_by_me}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        {t('post.like')}
      </Button>
      <Button
        size="small"
        color="inherit"
        sx={{ minWidth: 0, px: 1 }}
        disabled={post.likes_count === 0}
        aria-label={t('post.likesCount', {
          count: post.likes_count,
          formatted: format.number(post.likes_count),
        })}
        onClick={() => setListOpen(true)}
      >
        {format.number(post.likes_count)}
      </Button>
      {listOpen ? <LikesDialog postId={post.id} open onClose={() => setListOpen(false)} /> : null}
    </Stack>
  );
}
