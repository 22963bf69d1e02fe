import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';

import { applicationsQueryOptions, type PsyApplication } from '../api/admin';
import { guidesLabel } from '../lib/labels';

import { StateChip } from './state-chip';

export type ApplicationsListProps = {
  onCreate: () => void;
  onOpen: (id: number) => void;
  onView: (view: 'guides' | 'staff') => void;
};

/** Today, yyyy-MM-dd, in the browser (an overdue identification is only a hint). */
const today = () => new Date().toISOString().slice(0, 10);

/** The console's NOM-035 applications, newest first: workplace, guides, state, population,
 *  required sample against those asked, participation (counts once at least k), dates and when
 *  the workplace's next identification is due (in red when past). */
export function ApplicationsList({ onCreate, onOpen, onView }: ApplicationsListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const query = useQuery(applicationsQueryOptions());
  const count = (value: number | null) =>
    value === null ? t('psychosocial.admin.belowK') : format.number(value);
  return (
    <Stack spacing={3}>
      <SectionHeader
        title={t('psychosocial.admin.title')}
        description={t('psychosocial.admin.description')}
        action={
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => onView('guides')}>
              {t('psychosocial.admin.guides.open')}
            </Button>
            <Button variant="outlined" onClick={() => onView('staff')}>
              {t('psychosocial.admin.staff.open')}
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
              {t('psychosocial.admin.create')}
            </Button>
          </Stack>
        }
      />
      <QueryContent
        query={query}
        loadingLabel={t('psychosocial.admin.loading')}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon="📋"
            title={t('psychosocial.admin.emptyTitle')}
            body={t('psychosocial.admin.emptyBody')}
            action={
              <Button variant="contained" onClick={onCreate}>
                {t('psychosocial.admin.create')}
              </Button>
            }
          />
        }
      >
        {(rows) => (
          <DataTable<PsyApplication>
            rows={rows}
            rowKey={(row) => row.id}
            label={t('psychosocial.admin.listLabel')}
            cards
            columns={[
              {
                key: 'workplace',
                header: t('psychosocial.admin.columns.workplace'),
                rowHeader: true,
                render: (row) => (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpen(row.id)}
                    sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                  >
                    {row.workplace}
                  </Link>
                ),
              },
              {
                key: 'guide',
                header: t('psychosocial.admin.columns.guide'),
                render: (row) => guidesLabel(t, row.guide, row.guide1),
              },
              {
                key: 'state',
                header: t('psychosocial.admin.columns.state'),
                render: (row) => <StateChip state={row.state} />,
              },
              {
                key: 'population',
                header: t('psychosocial.admin.columns.population'),
                align: 'right',
                render: (row) => format.number(row.population),
              },
              {
                key: 'sample',
                header: t('psychosocial.admin.columns.sample'),
                render: (row) =>
                  row.guide
                    ? t('psychosocial.admin.sampleOf', {
                        sampled: format.number(row.sampled),
                        required: format.number(row.sample_required),
                      })
                    : '—',
              },
              {
                key: 'participation',
                header: t('psychosocial.admin.columns.participation'),
                render: (row) =>
                  row.state === 'draft' ? (
                    '—'
                  ) : (
                    <Stack>
                      {row.guide ? (
                        <span>
                          {t('psychosocial.admin.answeredMain', {
                            value: count(row.answered_main),
                          })}
                        </span>
                      ) : null}
                      {row.guide1 ? (
                        <span>
                          {t('psychosocial.admin.answeredGuide1', {
                            value: count(row.answered_guide1),
                          })}
                        </span>
                      ) : null}
                    </Stack>
                  ),
              },
              {
                key: 'dates',
                header: t('psychosocial.admin.columns.dates'),
                render: (row) => (
                  <Stack>
                    {row.opens_on ? (
                      <span>
                        {t('psychosocial.list.opensOn')} <DateText value={row.opens_on} />
                      </span>
                    ) : null}
                    {row.closes_on ? (
                      <span>
                        {t('psychosocial.list.closesOn')} <DateText value={row.closes_on} />
                      </span>
                    ) : null}
                    {row.next_due_on ? (
                      <Typography
                        component="span"
                        variant="body2"
                        color={row.next_due_on < today() ? 'error' : 'text.primary'}
                        sx={{ fontWeight: row.next_due_on < today() ? 600 : undefined }}
                      >
                        {row.next_due_on < today()
                          ? t('psychosocial.admin.nextDueOverdue')
                          : t('psychosocial.admin.nextDue')}{' '}
                        <DateText value={row.next_due_on} />
                      </Typography>
                    ) : null}
                  </Stack>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
    </Stack>
  );
}
