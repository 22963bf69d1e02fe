import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { HomeCard, HomeLinkList } from '@/components/layout/home-card';
import { paths } from '@/config/paths';

import { myWorkQueryOptions } from '../api/evaluations';
import type { ReviewSummary } from '../api/types';
import { reviewTitle } from '../lib/words';
import { reviewPath } from '../paths';

/** The most reviews the card lists. */
const HOME_REVIEWS = 4;

/** The home's card "Evaluaciones por escribir": the person's open reviews (drafts first) with
 *  their deadline, and how many nominations wait for them; nothing when there is nothing to do
 *  or it cannot be read (the home has other things to show). */
export function MyReviewsCard() {
  const { t } = useTranslation();
  const work = useQuery(myWorkQueryOptions());
  if (!work.data) return null;
  const open = work.data.reviews
    .filter((review) => review.status === 'not_started' || review.status === 'draft')
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'draft' ? -1 : 1));
  const { to_make: toMake, to_approve: toApprove } = work.data.nominations;
  const nominations = toMake.length + toApprove.length;
  if (open.length === 0 && nominations === 0) return null;
  return (
    <HomeCard
      title={t('evaluations.home.title')}
      seeAll={{ to: paths.performanceEvaluation, label: t('evaluations.home.seeAll') }}
      testId="my-reviews-card"
    >
      {open.length > 0 ? (
        <HomeLinkList<ReviewSummary>
          label={t('evaluations.home.listLabel')}
          items={open.slice(0, HOME_REVIEWS)}
          itemKey={(review) => review.id}
          itemTo={(review) => reviewPath(review.id)}
          renderItem={(review) => (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {reviewTitle(review.direction, review.participant.person, t)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {review.cycle.name}
                {review.due_on ? (
                  <>
                    {' · '}
                    {t('evaluations.statusLine.due')} <DateText value={review.due_on} />
                  </>
                ) : null}
              </Typography>
            </>
          )}
        />
      ) : null}
      {nominations > 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('evaluations.home.nominations', { count: nominations })}
        </Typography>
      ) : null}
    </HomeCard>
  );
}
