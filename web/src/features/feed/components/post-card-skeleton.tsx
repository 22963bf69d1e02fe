import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A post's shape while it loads. */
export function PostCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Stack spacing={1.5} sx={{ p: 2.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="25%" />
          </Stack>
        </Stack>
        <Skeleton variant="rounded" width={120} height={28} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Stack>
    </Card>
  );
}

export type PostListSkeletonProps = { count?: number; label: string };

/** Several post skeletons, announced once as loading. */
export function PostListSkeleton({ count = 3, label }: PostListSkeletonProps) {
  return (
    <Stack spacing={2} role="status" aria-label={label} aria-busy>
      {Array.from({ length: count }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </Stack>
  );
}
