import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadMore } from '@/components/feedback/load-more';
import { QueryContent } from '@/components/feedback/query-content';

import { reviewingQueryOptions, type ReviewState } from '../api/requests';
import { RequestList } from '../components/request-list';
import { requestsParams } from '../paths';

const STATES: readonly ReviewState[] = ['pending', 'decided'];

/** "Por revisar": what waits for my decision, oldest first (for admins, every step any admin
 *  decides too), or the steps I decided, newest first. Anyone may look: with nothing to decide
 *  it says so. */
export function ReviewingTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state: ReviewState =
    params.get(requestsParams.review) === 'decided' ? 'decided' : 'pending';
  const query = useInfiniteQuery({
    ...reviewingQueryOptions(state),
    select: (data) => ({ items: data.pages.flatMap((page) => page.items) }),
  });
  const choose = (next: ReviewState) => {
    const copy = new URLSearchParams(params);
    if (next === 'pending') copy.delete(requestsParams.review);
    else copy.set(requestsParams.review, next);
    setParams(copy, { replace: true });
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('requests.reviewing.intro')}</Typography>
      <Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state}
          onChange={(_event, next: ReviewState | null) => next && choose(next)}
          aria-label={t('requests.reviewing.stateLabel')}
        >
          {STATES.map((entry) => (
            <ToggleButton key={entry} value={entry} sx={{ px: 1.5 }}>
              {t(`requests.reviewing.state.${entry}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <QueryContent
        query={query}
        loadingLabel={t('requests.reviewing.loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={state === 'pending' ? '✅' : '🗂️'}
            title={t(`requests.reviewing.empty.${state}`)}
            body={t(`requests.reviewing.emptyBody.${state}`)}
          />
        }
      >
        {(data) => (
          <Stack spacing={1.5}>
            <RequestList
              requests={data.items}
              label={t(`requests.reviewing.state.${state}`)}
              showPerson
            />
            <LoadMore query={query} label={t('requests.more')} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
