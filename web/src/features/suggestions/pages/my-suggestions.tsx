import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useOrgWording } from '@/lib/use-org-wording';

import {
  markSuggestionSeen,
  mySuggestionsQueryOptions,
  refreshSuggestions,
  suggestionQueryOptions,
  type Suggestion,
} from '../api/suggestions';
import { AttachmentLinks } from '../components/attachment-links';
import { StatusChip } from '../components/status-chip';
import { StatusTimeline } from '../components/status-timeline';

/** "Mis sugerencias": the person's own, anonymous ones too, newest first, each with its status,
 *  its public reason and a mark while its latest change is unread; opening one shows its
 *  history and marks the change read. */
export function MySuggestions() {
  const { t } = useTranslation();
  const id = useId();
  const { page, perPage, controls } = useListPaging(10);
  const list = useQuery(mySuggestionsQueryOptions(page, perPage));
  const unread = list.data?.unread ?? 0;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${id}-h`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h2" id={`${id}-h`}>
          {t('suggestions.mine.title')}
        </Typography>
        {unread > 0 ? (
          <Chip
            size="small"
            color="primary"
            label={t('suggestions.mine.unreadCount', { count: unread })}
          />
        ) : null}
      </Stack>
      <QueryContent query={list} loadingLabel={t('suggestions.mine.loading')}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon="💡"
              title={t('suggestions.mine.empty')}
              body={t('suggestions.mine.emptyBody')}
            />
          ) : (
            <Stack spacing={1.5}>
              <Box>
                {data.items.map((suggestion) => (
                  <MySuggestionItem key={suggestion.id} suggestion={suggestion} />
                ))}
              </Box>
              {(data.meta.total ?? 0) > perPage || page > 0 ? (
                <ListPagination meta={data.meta} {...controls} />
              ) : null}
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}

function MySuggestionItem({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  const wording = useOrgWording();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const seen = useMutation({
    mutationFn: () => markSuggestionSeen(suggestion.id),
    onSuccess: () => refreshSuggestions(client),
  });
  const toggle = (_event: unknown, expanded: boolean) => {
    setOpen(expanded);
    if (expanded && suggestion.unread && !seen.isPending) seen.mutate();
  };
  return (
    <Accordion expanded={open} onChange={toggle} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Stack spacing={0.75} sx={{ minWidth: 0, width: '100%' }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {suggestion.title}
            </Typography>
            <StatusChip area="suggestion" status={suggestion.status} />
            {suggestion.unread ? (
              <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
                {t('suggestions.mine.unread')}
              </Typography>
            ) : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <DateText value={suggestion.created_at} />
            {' · '}
            {suggestion.anonymous ? t('suggestions.mine.anonymous') : t('suggestions.mine.signed')}
            {suggestion.category ? ` · ${wording.label(suggestion.category)}` : ''}
          </Typography>
          {suggestion.reason ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <strong>{t('suggestions.mine.reason')}</strong> {suggestion.reason}
            </Typography>
          ) : null}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>{open ? <MySuggestionDetail id={suggestion.id} /> : null}</AccordionDetails>
    </Accordion>
  );
}

function MySuggestionDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useQuery(suggestionQueryOptions(id));
  return (
    <QueryContent query={detail} loadingLabel={t('suggestions.mine.loadingOne')}>
      {(suggestion) => (
        <Stack spacing={2}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {suggestion.body}
          </Typography>
          <AttachmentLinks files={suggestion.attachments} />
          <StatusTimeline
            area="suggestion"
            history={suggestion.history}
            title={t('suggestions.timeline.title')}
          />
        </Stack>
      )}
    </QueryContent>
  );
}
