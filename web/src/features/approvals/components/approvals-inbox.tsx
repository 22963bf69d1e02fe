import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { EmptyState } from '@/components/feedback/empty-state';
import { useNumberFormat } from '@/i18n/use-number-format';
import { approvalKinds } from '@/lib/modules/registry';

import {
  approvalKindList,
  INBOX_PAGE_SIZE,
  approvalsQueryOptions,
  isApprovalKind,
  pendingTotal,
  type ApprovalItem,
  type ApprovalKind,
  type Decision,
} from '../api/approvals';
import { itemRef, type DecidedBatch } from '../lib/decided-batch';
import { approvalsParams } from '../paths';

import { AgeChip } from './age-chip';
import { DecideDialog } from './decide-dialog';
import { DecisionResults } from './decision-results';
import { DueNote } from './due-note';

type Deciding = { items: ApprovalItem[]; decision: Decision; clear: () => void };

/** Each kind's name in the chips and rows, as the module that sends it names it (its manifest's
 *  `approvalKinds`); a kind no module names shows as sent. */
function useKindLabel() {
  const { t } = useTranslation();
  const labels = new Map(approvalKinds().map((entry) => [entry.kind, entry.labelKey]));
  return (kind: ApprovalKind) => {
    const key = labels.get(kind);
    return key ? t(key) : kind;
  };
}

/** "Pendientes de aprobar": everything waiting for the caller's decision, oldest first, with
 *  chips per kind and their counts; who asked, what, how many points, how long it has waited
 *  (SLA colours) and, when it has a deadline of its own (a request's step), when it is due or
 *  that it is overdue; and its evidence. Several are chosen and approved or rejected at once (one
 *  reason for all); what each decision did comes back item by item. Items that cannot be
 *  approved (a program without budget) say why and can only be rejected. */
export function ApprovalsInbox() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const kindLabel = useKindLabel();
  const [params, setParams] = useSearchParams();
  const asked = params.get(approvalsParams.kind);
  const kind = isApprovalKind(asked) ? asked : null;
  const { page, perPage, setPage, controls } = useListPaging(INBOX_PAGE_SIZE);
  const list = useQuery(approvalsQueryOptions(kind, page, perPage));
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [batch, setBatch] = useState<DecidedBatch | null>(null);

  const counts = list.data?.meta.counts ?? {};
  // The kinds whose module is on (the server counts only those), in the chips' order.
  const kinds = approvalKindList().filter((entry) => counts[entry] !== undefined);
  const choose = (next: ApprovalKind | null) => {
    setParams(next ? { [approvalsParams.kind]: next } : {}, { replace: true });
    setPage(0);
  };
  const decide = (items: ApprovalItem[], decision: Decision, clear: () => void = () => {}) =>
    setDeciding({ items, decision, clear });

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        role="group"
        aria-label={t('approvals.inbox.kindsLabel')}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        <Chip
          label={t('approvals.inbox.allKinds', {
            count: pendingTotal(list.data),
            formatted: format.number(pendingTotal(list.data)),
          })}
          color={kind === null ? 'primary' : 'default'}
          variant={kind === null ? 'filled' : 'outlined'}
          aria-pressed={kind === null}
          onClick={() => choose(null)}
        />
        {kinds.map((entry) => (
          <Chip
            key={entry}
            label={`${kindLabel(entry)} (${format.number(counts[entry] ?? 0)})`}
            color={kind === entry ? 'primary' : 'default'}
            variant={kind === entry ? 'filled' : 'outlined'}
            aria-pressed={kind === entry}
            onClick={() => choose(entry)}
            data-kind={entry}
          />
        ))}
      </Stack>
      {batch ? <DecisionResults batch={batch} onClose={() => setBatch(null)} /> : null}
      <ResourceTable
        tableId="approvals"
        query={list}
        rows={(data) => data.items}
        rowKey={itemRef}
        rowProps={(item) => ({ 'data-approval': itemRef(item) })}
        label={t('approvals.inbox.tableLabel')}
        loadingLabel={t('approvals.inbox.loading')}
        empty={
          <EmptyState
            icon="✅"
            title={t('approvals.inbox.empty.title')}
            body={t('approvals.inbox.empty.body')}
          />
        }
        selection={{
          canSelect: (item) => !item.blocked,
          rowLabel: (item) =>
            t('approvals.inbox.select', { name: item.requester.full_name, title: item.title }),
          actions: (selected, clear) => (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                onClick={() => decide(selected, 'approve', clear)}
              >
                {t('approvals.inbox.approveSelected', { count: selected.length })}
              </Button>
              <Button
                variant="outlined"
                color="error"
                size="small"
                onClick={() => decide(selected, 'reject', clear)}
              >
                {t('approvals.inbox.rejectSelected', { count: selected.length })}
              </Button>
            </Stack>
          ),
        }}
        columns={[
          {
            key: 'requester',
            header: t('approvals.inbox.columns.requester'),
            rowHeader: true,
            sortValue: (item) => item.requester.full_name,
            render: (item) => item.requester.full_name,
          },
          {
            key: 'what',
            header: t('approvals.inbox.columns.what'),
            cellStyle: { minWidth: 200, maxWidth: 380, overflowWrap: 'anywhere' },
            render: (item) => <ItemSummary item={item} kindLabel={kindLabel(item.kind)} />,
          },
          {
            key: 'points',
            header: t('approvals.inbox.columns.points'),
            align: 'right',
            nowrap: true,
            render: (item) => format.number(item.points),
          },
          {
            key: 'age',
            header: t('approvals.inbox.columns.age'),
            nowrap: true,
            render: (item) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <AgeChip hours={item.age_hours} />
                <DueNote item={item} />
              </Stack>
            ),
          },
        ]}
        actions={{
          header: t('approvals.inbox.columns.actions'),
          render: (item) => (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                size="small"
                variant="contained"
                disabled={item.blocked}
                aria-label={t('approvals.inbox.approveOne', { name: item.requester.full_name })}
                onClick={() => decide([item], 'approve')}
              >
                {t('approvals.inbox.approve')}
              </Button>
              <Button
                size="small"
                color="error"
                variant="outlined"
                aria-label={t('approvals.inbox.rejectOne', { name: item.requester.full_name })}
                onClick={() => decide([item], 'reject')}
              >
                {t('approvals.inbox.reject')}
              </Button>
            </Stack>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
      {deciding ? (
        <DecideDialog
          items={deciding.items}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDecided={(result) => {
            deciding.clear();
            setBatch({
              decision: deciding.decision,
              result,
              titles: Object.fromEntries(
                deciding.items.map((item) => [
                  itemRef(item),
                  `${item.requester.full_name}: ${item.title}`,
                ]),
              ),
            });
          }}
        />
      ) : null}
    </Stack>
  );
}

/** What an item is: its kind, title and detail, how many of its approvals it has when it needs
 *  two ("1 de 2 aprobaciones"), its evidence (a file, a link) and where it comes from; why it
 *  cannot be approved, when it cannot. */
function ItemSummary({ item, kindLabel }: { item: ApprovalItem; kindLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="caption" color="text.secondary">
        {item.context ? `${kindLabel} · ${item.context}` : kindLabel}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {item.title}
      </Typography>
      {item.detail ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {item.detail}
        </Typography>
      ) : null}
      {item.approvals ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          sx={{ color: 'text.primary' }}
          label={t('approvals.inbox.approvals', {
            done: item.approvals.done,
            needed: item.approvals.needed,
          })}
        />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
        {item.attachment ? (
          <Link href={item.attachment.url} target="_blank" rel="noopener noreferrer">
            {t('approvals.inbox.attachmentNamed', { name: item.attachment.name })}
          </Link>
        ) : null}
        {item.link ? (
          <Link href={item.link} target="_blank" rel="noopener noreferrer">
            {t('approvals.inbox.link')}
          </Link>
        ) : null}
        <Link component={RouterLink} to={item.href}>
          {t('approvals.inbox.context')}
        </Link>
      </Box>
      {item.blocked ? (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={t('approvals.inbox.blocked')}
          title={item.blocked_reason ?? undefined}
          data-blocked
        />
      ) : null}
    </Stack>
  );
}
