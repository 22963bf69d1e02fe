import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadMore } from '@/components/feedback/load-more';
import { QueryContent } from '@/components/feedback/query-content';
import { SearchInput } from '@/components/form/search-input';
import { Panel } from '@/components/layout/panel';
import { PlainList } from '@/components/layout/plain-list';
import { PersonAvatar } from '@/components/people/person-avatar';
import { PersonLink } from '@/components/people/person-link';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { COLLEAGUES_SEARCH_MAX, colleaguesQueryOptions } from '../api/workplace';

/** One colleague: photo or initials, the name linking to their profile, position and area. */
function Colleague({ person }: { person: PersonRef }) {
  const role = [person.job_position, person.department_name].filter(Boolean).join(' · ');
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar person={person} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <PersonLink person={person} />
        </Typography>
        {role ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {role}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}

export type ColleaguesPanelProps = { siteName: string };

/** "Quién trabaja aquí": the active people of one's own site by name, searched by name, a page
 *  after another ("Ver más personas"), each linking to their profile; how many there are is
 *  announced as the search changes. */
export function ColleaguesPanel({ siteName }: ColleaguesPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useInfiniteQuery(colleaguesQueryOptions(q));
  const total = query.data?.pages[0]?.meta.total;
  return (
    <Panel
      level={2}
      title={t('workplace.page.colleagues.title')}
      description={t('workplace.page.colleagues.description', { site: siteName })}
    >
      <SearchInput
        id={`${id}-q`}
        label={t('workplace.page.colleagues.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value.slice(0, COLLEAGUES_SEARCH_MAX))}
        maxLength={COLLEAGUES_SEARCH_MAX}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {typeof total === 'number' && total > 0
          ? t('workplace.page.colleagues.count', { count: total })
          : ''}
      </Typography>
      <QueryContent
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.items) }}
        loadingLabel={t('workplace.page.colleagues.loading')}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            icon="👥"
            title={
              q
                ? t('workplace.page.colleagues.noMatch', { q })
                : t('workplace.page.colleagues.empty')
            }
          />
        }
      >
        {(items) => (
          <Stack spacing={2}>
            <PlainList
              label={t('workplace.page.colleagues.listLabel', { site: siteName })}
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {items.map((person) => (
                <Colleague key={person.id} person={person} />
              ))}
            </PlainList>
            <LoadMore query={query} label={t('workplace.page.colleagues.more')} />
          </Stack>
        )}
      </QueryContent>
    </Panel>
  );
}
