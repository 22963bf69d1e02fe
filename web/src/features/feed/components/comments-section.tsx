import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { LoadError } from '@/components/feedback/load-error';

import { commentsQueryOptions } from '../api/comments';
import type { Post } from '../api/feed';

import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export type CommentsSectionProps = { post: Post };

/** A post's comments with their replies, and the form to add one. */
export function CommentsSection({ post }: CommentsSectionProps) {
  const { t } = useTranslation();
  const query = useQuery(commentsQueryOptions(post.id));

  return (
    <Box
      component="section"
      aria-label={t('post.commentsTitle')}
      sx={{ px: { xs: 2, sm: 2.5 }, pb: 2, pt: 0.5 }}
    >
      {query.isPending ? (
        <Stack spacing={1} aria-label={t('feed.loading')} aria-busy>
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="50%" />
        </Stack>
      ) : query.isError ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('post.noComments')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {query.data.map((comment) => (
            <CommentItem key={comment.id} postId={post.id} comment={comment} />
          ))}
        </Stack>
      )}
      <Box sx={{ mt: 2 }}>
        <CommentForm
          postId={post.id}
          label={t('post.addComment')}
          submitLabel={t('post.sendComment')}
          toAction={(body) => ({ kind: 'add', body })}
        />
      </Box>
    </Box>
  );
}
