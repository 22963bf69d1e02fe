// The committee's cases (CMP-7): open ones first with the soonest deadline on top (the server's
// order), each with its kind, stage, the day received, its next deadline (red when overdue), its
// investigators and how many people read it; filters by stage and kind, the archived ones, and
// only the caller's.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DEFAULT_PAGE_SIZE, ListPagination } from '@/components/data/list-pagination';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';

import { casesQueryOptions, type CaseFilter, type ComplaintCase } from '../api/cases';
import { COMPLAINT_KINDS } from '../lib/intake';
import { STAGES } from '../lib/stages';
import { casePath } from '../paths';

import { StageChip } from './stage-chip';

function CaseRow({ item }: { item: ComplaintCase }) {
  const { t } = useTranslation();
  const deadline = item.next_deadline;
  return (
    <Paper
      component={RouterLink}
      to={casePath(item.id)}
      variant="outlined"
      data-testid="complaint-case-row"
      sx={{
        display: 'block',
        p: 2,
        color: 'inherit',
        textDecoration: 'none',
        borderColor: item.overdue ? 'error.main' : undefined,
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700, flex: '1 1 12rem' }}>
          {t('complaints.cases.caseTitle', {
            id: item.id,
            kind: t(`complaints.kinds.${item.kind}`),
          })}
        </Typography>
        <StageChip stage={item.stage} />
        {item.identified ? (
          <Chip size="small" label={t('complaints.cases.identified')} />
        ) : (
          <Chip size="small" variant="outlined" label={t('complaints.cases.anonymous')} />
        )}
        {item.verbal ? (
          <Chip size="small" label={t('complaints.cases.verbal')} data-testid="case-verbal" />
        ) : null}
        {item.archived ? <Chip size="small" label={t('complaints.cases.archived')} /> : null}
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('complaints.cases.received')} <DateText value={item.created_day} />
        </Typography>
        {deadline ? (
          <Typography
            variant="body2"
            color={deadline.status === 'overdue' ? 'error' : 'text.secondary'}
            sx={{ fontWeight: deadline.status === 'overdue' ? 700 : 400 }}
          >
            {t(
              deadline.status === 'overdue'
                ? 'complaints.cases.overdueDeadline'
                : 'complaints.cases.nextDeadline',
              { what: t(`complaints.deadlines.kinds.${deadline.key}`) },
            )}{' '}
            <DateText value={deadline.due_day} />
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {item.assignees.length
            ? t('complaints.cases.investigators', {
                names: item.assignees.map((person) => person.full_name).join(', '),
              })
            : t('complaints.cases.unassigned')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('complaints.cases.readers', { count: item.readers })}
        </Typography>
      </Stack>
    </Paper>
  );
}

export function CaseList() {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState<CaseFilter>({
    stage: '',
    kind: '',
    archived: false,
    assigned: false,
    page: 0,
    perPage: DEFAULT_PAGE_SIZE,
  });
  const query = useQuery({ ...casesQueryOptions(filter), placeholderData: keepPreviousData });
  const change = (patch: Partial<CaseFilter>) => setFilter({ ...filter, page: 0, ...patch });

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <SelectInput
          id={`${id}-stage`}
          size="small"
          label={t('complaints.cases.stage')}
          value={filter.stage}
          onChange={(event) => change({ stage: event.target.value as CaseFilter['stage'] })}
          sx={{ minWidth: 200 }}
          options={[
            { value: '', label: t('complaints.cases.anyStage') },
            ...STAGES.map((stage) => ({ value: stage, label: t(`complaints.stages.${stage}`) })),
          ]}
        />
        <SelectInput
          id={`${id}-kind`}
          size="small"
          label={t('complaints.cases.kind')}
          value={filter.kind}
          onChange={(event) => change({ kind: event.target.value as CaseFilter['kind'] })}
          sx={{ minWidth: 200 }}
          options={[
            { value: '', label: t('complaints.cases.anyKind') },
            ...COMPLAINT_KINDS.map((kind) => ({
              value: kind,
              label: t(`complaints.kinds.${kind}`),
            })),
          ]}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filter.assigned}
              onChange={(event) => change({ assigned: event.target.checked })}
            />
          }
          label={t('complaints.cases.mine')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filter.archived}
              onChange={(event) => change({ archived: event.target.checked })}
            />
          }
          label={t('complaints.cases.showArchived')}
        />
      </Stack>
      <QueryContent
        query={query}
        loadingLabel={t('complaints.cases.loading')}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState title={t('complaints.cases.empty')} body={t('complaints.cases.emptyBody')} />
        }
      >
        {(page) => (
          <Box>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {page.items.map((item) => (
                <li key={item.id}>
                  <CaseRow item={item} />
                </li>
              ))}
            </Stack>
            <ListPagination
              meta={page.meta}
              page={filter.page}
              perPage={filter.perPage}
              onPageChange={(next) => setFilter({ ...filter, page: next })}
              onPerPageChange={(perPage) => change({ perPage })}
            />
          </Box>
        )}
      </QueryContent>
    </Stack>
  );
}
