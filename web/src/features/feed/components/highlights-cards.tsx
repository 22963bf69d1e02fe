import EmojiEvents from '@mui/icons-material/EmojiEvents';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { PlainList } from '@/components/layout/plain-list';
import { RailCard } from '@/components/layout/rail-card';
import { PersonAvatar } from '@/components/people/person-avatar';
import { PersonLink } from '@/components/people/person-link';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';

import { feedHighlightsQueryOptions } from '../api/feed';

/** The rail's card of who recognised most this month, with how many recognitions each sent. */
export function TopRecognisersCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const query = useQuery(feedHighlightsQueryOptions());
  return (
    <RailCard
      title={t('highlights.topRecognisers')}
      icon={<EmojiEvents fontSize="small" />}
      data-testid="rail-top-recognisers"
    >
      <QueryContent
        query={query}
        loadingLabel={t('highlights.loading')}
        isEmpty={(data) => data.top_recognisers.length === 0}
        empty={
          <Typography variant="body2" color="text.secondary">
            {t('highlights.noRecognisers')}
          </Typography>
        }
      >
        {(data) => (
          <PlainList label={t('highlights.topRecognisers')} sx={{ display: 'grid', gap: 1 }}>
            {data.top_recognisers.map(({ person, count }, index) => (
              <Stack
                key={person.id}
                component="li"
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', minWidth: 0 }}
              >
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ width: '1.25rem', textAlign: 'right', flexShrink: 0, fontWeight: 700 }}
                >
                  {format.number(index + 1)}
                </Typography>
                <PersonAvatar person={person} size={32} />
                <Typography
                  variant="body2"
                  sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  <PersonLink person={person} fontWeight={600} />
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {t('highlights.sent', { count, formatted: format.number(count) })}
                </Typography>
              </Stack>
            ))}
          </PlainList>
        )}
      </QueryContent>
    </RailCard>
  );
}

/** The rail's card of the corporate values recognitions carried most this month. */
export function TrendingValuesCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const query = useQuery(feedHighlightsQueryOptions());
  return (
    <RailCard
      title={t('highlights.trendingValues')}
      icon={<TrendingUp fontSize="small" />}
      data-testid="rail-trending-values"
    >
      <QueryContent
        query={query}
        loadingLabel={t('highlights.loading')}
        isEmpty={(data) => data.trending_values.length === 0}
        empty={
          <Typography variant="body2" color="text.secondary">
            {t('highlights.noValues')}
          </Typography>
        }
      >
        {(data) => {
          const most = Math.max(1, ...data.trending_values.map((value) => value.count));
          return (
            <PlainList label={t('highlights.trendingValues')} sx={{ display: 'grid', gap: 1.25 }}>
              {data.trending_values.map((value) => (
                <Box component="li" key={value.id} sx={{ minWidth: 0 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Chip size="small" label={wording.label(value)} sx={{ maxWidth: '100%' }} />
                    <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                      {t('highlights.times', {
                        count: value.count,
                        formatted: format.number(value.count),
                      })}
                    </Typography>
                  </Stack>
                  <Box
                    aria-hidden
                    sx={{ mt: 0.5, height: 4, borderRadius: 2, bgcolor: 'action.hover' }}
                  >
                    <Box
                      sx={{
                        height: 1,
                        borderRadius: 2,
                        bgcolor: 'primary.main',
                        width: `${Math.round((value.count / most) * 100)}%`,
                      }}
                    />
                  </Box>
                </Box>
              ))}
            </PlainList>
          );
        }}
      </QueryContent>
    </RailCard>
  );
}
