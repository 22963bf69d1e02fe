import Add from '@mui/icons-material/Add';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { surveysQueryOptions, type AdminSurvey, type SurveyStatus } from '../api/admin-surveys';
import { inLanguage } from '../lib/survey-text';

import { SurveyStatusChip } from './status-chip';

const FILTERS: readonly (SurveyStatus | 'all')[] = [
  'all',
  'draft',
  'scheduled',
  'open',
  'paused',
  'closed',
  'archived',
];

export type SurveysListProps = {
  onCreate: () => void;
  onOpen: (id: number) => void;
  onResults: (id: number) => void;
};

/** The console's surveys: each with its status, responses out of its audience, closing day and
 *  cycle; a new one, the editor and the results. Archived surveys show on request. */
export function SurveysList({ onCreate, onOpen, onResults }: SurveysListProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  useDocumentTitle(t('surveys.admin.title'));
  const [filter, setFilter] = useState<SurveyStatus | 'all'>('all');
  const { page, perPage, setPage, controls } = useListPaging();
  const list = useQuery(surveysQueryOptions(filter === 'all' ? null : filter, page, perPage));
  const title = (survey: AdminSurvey) => inLanguage(survey.title, i18n.language);

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('surveys.admin.title')}
        description={t('surveys.admin.description')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
            {t('surveys.admin.create')}
          </Button>
        }
      />
      <SelectInput
        id={`${id}-status`}
        label={t('surveys.admin.filter')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as SurveyStatus | 'all');
          setPage(0);
        }}
        fullWidth={false}
        options={FILTERS.map((entry) => ({
          value: entry,
          label:
            entry === 'all' ? t('surveys.admin.filterAll') : t(`surveys.admin.status.${entry}`),
        }))}
      />
      <ResourceTable
        tableId="surveys"
        query={list}
        rows={(data) => data.items}
        rowKey={(survey) => String(survey.id)}
        rowProps={(survey) => ({ 'data-survey': String(survey.id) })}
        label={t('surveys.admin.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🗳️"
            title={t('surveys.admin.empty')}
            body={t('surveys.admin.emptyBody')}
            action={
              <Button variant="outlined" startIcon={<Add />} onClick={onCreate}>
                {t('surveys.admin.create')}
              </Button>
            }
          />
        }
        columns={[
          {
            key: 'title',
            header: t('surveys.admin.columns.title'),
            rowHeader: true,
            cellStyle: { maxWidth: 320, overflowWrap: 'anywhere' },
            sortValue: title,
            render: (survey) => (
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {title(survey)}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {t(`surveys.confidentiality.${survey.confidentiality}.name`)}
                  {survey.recurrence === 'none'
                    ? ''
                    : ` · ${t(`surveys.admin.recurrence.${survey.recurrence}`)}`}
                </Typography>
              </>
            ),
          },
          {
            key: 'status',
            header: t('surveys.admin.columns.status'),
            sortValue: (survey) => survey.status,
            render: (survey) => <SurveyStatusChip status={survey.status} />,
          },
          {
            key: 'responses',
            header: t('surveys.admin.columns.responses'),
            align: 'right',
            nowrap: true,
            sortValue: (survey) => survey.responses ?? -1,
            render: (survey) =>
              survey.audience_size === 0
                ? '—'
                : survey.responses === null
                  ? t('surveys.admin.responsesHidden', {
                      audience: format.number(survey.audience_size),
                    })
                  : t('surveys.admin.responsesOf', {
                      responses: format.number(survey.responses),
                      audience: format.number(survey.audience_size),
                    }),
          },
          {
            key: 'cycle',
            header: t('surveys.admin.columns.cycle'),
            align: 'right',
            sortValue: (survey) => survey.cycle,
            render: (survey) => (survey.cycle > 0 ? format.number(survey.cycle) : '—'),
          },
          {
            key: 'closes',
            header: t('surveys.admin.columns.closes'),
            nowrap: true,
            sortValue: (survey) => survey.closes_on ?? '',
            render: (survey) => (survey.closes_on ? <DateText value={survey.closes_on} /> : '—'),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (survey) => (
            <>
              <IconButton
                aria-label={t('surveys.admin.edit', { title: title(survey) })}
                onClick={() => onOpen(survey.id)}
              >
                <EditOutlined />
              </IconButton>
              {survey.status === 'draft' ? null : (
                <IconButton
                  aria-label={t('surveys.admin.results', { title: title(survey) })}
                  onClick={() => onResults(survey.id)}
                >
                  <BarChartOutlined />
                </IconButton>
              )}
            </>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
    </Stack>
  );
}
