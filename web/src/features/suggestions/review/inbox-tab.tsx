import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOrgWording } from '@/lib/use-org-wording';

import {
  exportInboxMutation,
  INBOX_EXPORT_FILE_NAME,
  inboxQueryOptions,
  SUGGESTION_LIMITS,
  SUGGESTION_STATUSES,
  type Suggestion,
  type SuggestionCategory,
  type SuggestionStatus,
} from '../api/suggestions';
import { StatusChip } from '../components/status-chip';

import { SuggestionReview } from './suggestion-review';

/** The reviewers' inbox: the suggestions newest first, filtered by status (with the counts per
 *  status), category, archived and words; the workbook of the same filters; one suggestion in a
 *  dialog to answer, note, move and archive. */
export function InboxTab({ categories }: { categories: readonly SuggestionCategory[] }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const [status, setStatus] = useState<SuggestionStatus | ''>('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [archived, setArchived] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const { page, perPage, setPage, controls } = useListPaging(20);
  const [openId, setOpenId] = useState<number | null>(null);
  const filter = { status, categoryId, archived, q };
  const list = useQuery(inboxQueryOptions({ ...filter, page, perPage }));
  const counts = list.data?.counts;
  const reset = () => setPage(0);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Stack spacing={0.5} sx={{ flex: '1 1 18rem' }}>
          <Typography variant="h2">{t('suggestions.inbox.title')}</Typography>
          <Typography color="text.secondary">{t('suggestions.inbox.description')}</Typography>
        </Stack>
        <DownloadButton
          mutation={exportInboxMutation(filter)}
          fileName={INBOX_EXPORT_FILE_NAME}
          label={t('suggestions.inbox.export')}
          icon={<FileDownloadOutlined />}
        />
      </Stack>
      {counts && !archived ? (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1 }}
          aria-label={t('suggestions.inbox.countsLabel')}
          role="group"
        >
          {SUGGESTION_STATUSES.map((value) => (
            <Chip
              key={value}
              clickable
              color={status === value ? 'primary' : 'default'}
              variant={status === value ? 'filled' : 'outlined'}
              aria-pressed={status === value}
              label={t('suggestions.inbox.countChip', {
                status: t(`suggestions.status.suggestion.${value}`),
                count: format.number(counts[value]),
              })}
              onClick={() => {
                reset();
                setStatus(status === value ? '' : value);
              }}
            />
          ))}
        </Stack>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'minmax(0, 1fr) minmax(0, 1fr)',
            lg: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
          },
        }}
      >
        <SearchInput
          id={`${id}-search`}
          label={t('suggestions.inbox.search')}
          value={search}
          size="small"
          maxLength={SUGGESTION_LIMITS.search}
          onChange={(event) => {
            reset();
            setSearch(event.target.value);
          }}
        />
        <SelectInput
          id={`${id}-status`}
          label={t('suggestions.inbox.status')}
          size="small"
          value={status}
          onChange={(event) => {
            reset();
            setStatus(event.target.value as SuggestionStatus | '');
          }}
          options={[
            { value: '', label: t('suggestions.inbox.anyStatus') },
            ...SUGGESTION_STATUSES.map((value) => ({
              value,
              label: t(`suggestions.status.suggestion.${value}`),
            })),
          ]}
        />
        <SelectInput
          id={`${id}-category`}
          label={t('suggestions.inbox.category')}
          size="small"
          value={categoryId === null ? '' : String(categoryId)}
          onChange={(event) => {
            reset();
            setCategoryId(event.target.value === '' ? null : Number(event.target.value));
          }}
          options={[
            { value: '', label: t('suggestions.inbox.anyCategory') },
            ...categories.map((item) => ({ value: String(item.id), label: wording.label(item) })),
          ]}
        />
        <FormControlLabel
          control={
            <Switch
              checked={archived}
              onChange={(event) => {
                reset();
                setArchived(event.target.checked);
              }}
            />
          }
          label={t('suggestions.inbox.archived')}
        />
      </Box>
      <QueryContent query={list} loadingLabel={t('suggestions.inbox.loading')}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon="📭"
              title={t('suggestions.inbox.empty')}
              body={t('suggestions.inbox.emptyBody')}
            />
          ) : (
            <Stack spacing={1.5}>
              <Stack
                component="ul"
                spacing={1}
                aria-label={t('suggestions.inbox.listLabel')}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {data.items.map((suggestion) => (
                  <InboxRow
                    key={suggestion.id}
                    suggestion={suggestion}
                    onOpen={() => setOpenId(suggestion.id)}
                  />
                ))}
              </Stack>
              {(data.meta.total ?? 0) > perPage || page > 0 ? (
                <ListPagination meta={data.meta} {...controls} />
              ) : null}
            </Stack>
          )
        }
      </QueryContent>
      {openId !== null ? <SuggestionReview id={openId} onClose={() => setOpenId(null)} /> : null}
    </Stack>
  );
}

function InboxRow({ suggestion, onOpen }: { suggestion: Suggestion; onOpen: () => void }) {
  const { t } = useTranslation();
  const wording = useOrgWording();
  return (
    <Box component="li">
      <ButtonBase
        onClick={onOpen}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Stack spacing={0.75}>
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
            {suggestion.archived ? (
              <Chip size="small" variant="outlined" label={t('suggestions.inbox.archivedChip')} />
            ) : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <DateText value={suggestion.created_at} />
            {' · '}
            {suggestion.author ? suggestion.author.full_name : t('suggestions.inbox.anonymous')}
            {suggestion.category ? ` · ${wording.label(suggestion.category)}` : ''}
            {suggestion.attachments_count > 0
              ? ` · ${t('suggestions.inbox.files', { count: suggestion.attachments_count })}`
              : ''}
          </Typography>
          <Typography
            variant="body2"
            sx={{
              overflow: 'hidden',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflowWrap: 'anywhere',
            }}
          >
            {suggestion.body}
          </Typography>
        </Stack>
      </ButtonBase>
    </Box>
  );
}
