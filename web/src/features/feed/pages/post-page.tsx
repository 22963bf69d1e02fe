import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, Link as RouterLink } from 'react-router';

import { statusOf } from '@/api/errors';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { parseWholeNumber } from '@/lib/whole-number';

import { postQueryOptions } from '../api/feed';
import { PostCard } from '../components/post-card';
import { PostListSkeleton } from '../components/post-card-skeleton';

/** The post id of the address, or null when it cannot be one. */
function parsePostId(raw: string | undefined): number | null {
  const id = parseWholeNumber(raw ?? '');
  return id !== null && id > 0 ? id : null;
}

/** One post (`/post/:id`, where notifications lead) as the feed shows it, with its likes,
 *  reactions and comments; "not found" for an id the organisation has no post for. */
export function PostPage() {
  const { t } = useTranslation();
  const id = parsePostId(useParams().id);
  useDocumentTitle(t('postPage.pageTitle'));

  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('postPage.title')}</Typography>
        <Link component={RouterLink} to={paths.home} underline="hover" sx={{ alignSelf: 'start' }}>
          {t('postPage.toFeed')}
        </Link>
      </Stack>
      {id === null ? <PostNotFound /> : <SinglePost key={id} id={id} />}
    </Stack>
  );
}

function SinglePost({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(postQueryOptions(id));

  if (query.isPending) return <PostListSkeleton count={1} label={t('postPage.loading')} />;
  if (query.isError) {
    const status = statusOf(query.error);
    if (status === 404 || status === 400) return <PostNotFound />;
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PostCard post={query.data} />;
}

function PostNotFound() {
  const { t } = useTranslation();
  return <EmptyState icon="🔎" title={t('postPage.notFound')} body={t('postPage.notFoundBody')} />;
}
