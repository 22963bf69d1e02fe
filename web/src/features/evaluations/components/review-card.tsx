import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PersonAvatar } from '@/components/people/person-avatar';
import { StatusChip } from '@/components/status-chip';

import type { ReviewStatus, ReviewSummary } from '../api/types';
import { reviewTitle } from '../lib/words';
import { reviewPath } from '../paths';

import { StatusLine } from './status-line';

const OPEN: readonly ReviewStatus[] = ['not_started', 'draft'];

/** A review's state as a chip, in words. */
export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`evaluations.reviewStatus.${status}`)}
      current={status === 'submitted'}
      color={status === 'submitted' ? 'success' : status === 'draft' ? 'warning' : 'default'}
    />
  );
}

/** A review to write (or written) in a list: who it is about, its state, its deadline, and the
 *  way to it ("Escribir", "Continuar", "Ver"). */
export function ReviewCard({ review }: { review: ReviewSummary }) {
  const { t } = useTranslation();
  const open = OPEN.includes(review.status);
  const title = reviewTitle(review.direction, review.participant.person, t);
  // A declined review has nothing to show; a sent peer or upward review keeps no answers by
  // person (the server answers 404 to its writer).
  const anonymous = review.direction === 'peer' || review.direction === 'upward';
  const readable = open || (review.status === 'submitted' && !anonymous);
  const action =
    review.status === 'not_started' ? 'write' : review.status === 'draft' ? 'continue' : 'view';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', minWidth: 0 }}
      data-testid="review-card"
      data-review={review.id}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <PersonAvatar person={review.participant.person} size={40} />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography
              component="h4"
              variant="subtitle1"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {readable ? (
                <Link
                  component={RouterLink}
                  to={reviewPath(review.id)}
                  underline="hover"
                  color="inherit"
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            >
              <ReviewStatusChip status={review.status} />
            </Stack>
            {open ? <StatusLine line={review.status_line} /> : null}
            {review.status === 'submitted' && anonymous ? (
              <Typography variant="body2" color="text.secondary">
                {t('evaluations.review.anonymousSent')}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
        {!readable ? null : (
          <Button
            component={RouterLink}
            to={reviewPath(review.id)}
            variant={open ? 'contained' : 'outlined'}
            aria-label={`${t(`evaluations.review.actions.${action}`)}: ${title}`}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t(`evaluations.review.actions.${action}`)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
