import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ResourceTable } from '@/components/data/resource-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { useNumberFormat } from '@/i18n/use-number-format';

import { adminBenefitsQueryOptions, type BenefitAdmin } from '../api/admin-benefits';
import { BenefitStatusChip } from '../components/benefit-status-chip';

import { StatusActions } from './status-actions';

export type BenefitsListProps = { onCreate: () => void; onOpen: (benefitId: number) => void };

/** Every benefit (drafts, published, archived): status, how people get it, and its counters
 *  (people who may see it today, requests pending, approved and rejected); each opened,
 *  published, put back to draft or archived from here. */
export function BenefitsList({ onCreate, onOpen }: BenefitsListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const list = useQuery(adminBenefitsQueryOptions());
  const create = (
    <Button variant="contained" onClick={onCreate}>
      {t('benefits.admin.new')}
    </Button>
  );
  const count = (key: keyof BenefitAdmin['counters'], header: string) => ({
    key,
    header,
    align: 'right' as const,
    sortValue: (benefit: BenefitAdmin) => benefit.counters[key],
    render: (benefit: BenefitAdmin) => format.number(benefit.counters[key]),
  });
  return (
    <Stack spacing={2}>
      <div>{create}</div>
      <ResourceTable
        tableId="benefits-admin"
        query={list}
        rows={(data) => data}
        rowKey={(benefit: BenefitAdmin) => benefit.id}
        rowProps={(benefit) => ({ 'data-benefit': String(benefit.id) })}
        label={t('benefits.admin.list.label')}
        loadingLabel={t('benefits.admin.list.loading')}
        empty={
          <EmptyState
            icon="🎁"
            title={t('benefits.admin.list.empty')}
            body={t('benefits.admin.list.emptyBody')}
            action={create}
          />
        }
        columns={[
          {
            key: 'title',
            header: t('benefits.admin.list.columns.title'),
            rowHeader: true,
            sortValue: (benefit) => benefit.title.toLowerCase(),
            cellStyle: { minWidth: 180 },
            // One line, cut with an ellipsis: a long title never makes the row's button wrap
            // (the whole title is its name, its tooltip and the editor's heading).
            render: (benefit) => (
              <Link
                component="button"
                type="button"
                title={benefit.title}
                onClick={() => onOpen(benefit.id)}
                sx={{
                  display: 'block',
                  maxWidth: 320,
                  overflow: 'hidden',
                  textAlign: 'left',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {benefit.title}
              </Link>
            ),
          },
          {
            key: 'status',
            header: t('benefits.admin.list.columns.status'),
            sortValue: (benefit) => benefit.status,
            render: (benefit) => <BenefitStatusChip status={benefit.status} />,
          },
          {
            key: 'mode',
            header: t('benefits.admin.list.columns.mode'),
            render: (benefit) =>
              benefit.mode === 'granted'
                ? t('benefits.admin.mode.granted')
                : benefit.price_points > 0
                  ? t('benefits.admin.list.requestablePrice', {
                      price: format.number(benefit.price_points),
                    })
                  : t('benefits.admin.mode.requestable'),
          },
          {
            key: 'category',
            header: t('benefits.admin.list.columns.category'),
            render: (benefit) => benefit.category,
          },
          count('eligible', t('benefits.admin.list.columns.eligible')),
          count('pending', t('benefits.admin.list.columns.pending')),
          count('approved', t('benefits.admin.list.columns.approved')),
          count('rejected', t('benefits.admin.list.columns.rejected')),
        ]}
        actions={{
          header: t('benefits.admin.list.columns.actions'),
          render: (benefit) => (
            <Stack
              direction="row"
              useFlexGap
              sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Button
                size="small"
                onClick={() => onOpen(benefit.id)}
                aria-label={t('benefits.admin.list.editLabel', { title: benefit.title })}
              >
                {t('benefits.admin.list.edit')}
              </Button>
              <StatusActions benefit={benefit} />
            </Stack>
          ),
        }}
      />
    </Stack>
  );
}
