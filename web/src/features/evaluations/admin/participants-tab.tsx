import Add from '@mui/icons-material/Add';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import { SectionHeader } from '@/components/layout/section-header';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { StatusLine } from '../components/status-line';
import { packetPath } from '../paths';

import { AddParticipantsDialog } from './add-participants-dialog';
import { participantsQueryOptions, removeParticipantMutation } from './api';
import { boxName } from './box-words';
import { PacketChip } from './chips';
import { ReassignDialog, ReopenDialog } from './participant-dialogs';
import { canAddParticipants, canChangeReviews } from './phases';
import { ShareButton } from './share-button';
import {
  DIRECTIONS,
  PACKET_STATUSES,
  type Cycle,
  type PacketStatus,
  type Participant,
} from './types';
import { useAdminErrorMessage } from './use-admin-error';

type Acting =
  | { kind: 'reopen'; participant: Participant; direction: 'self' | 'leader'; reviewId: number }
  | { kind: 'reassign'; participant: Participant }
  | { kind: 'remove'; participant: Participant };

/** A cycle's participants: each with their department, their leader in the cycle ("Sin líder"
 *  flagged), their packet's state, each direction's reviews done, and their status line; the
 *  admin operations on each, and sharing the calibrated packets. */
export function ParticipantsTab({ cycle }: { cycle: Cycle }) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<PacketStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState<Acting | null>(null);
  const { page, perPage, setPage, controls } = useListPaging();
  const list = useQuery(
    participantsQueryOptions(cycle.id, {
      status: status === 'all' ? null : status,
      q,
      page,
      perPage,
    }),
  );
  const sharing = cycle.phase === 'sharing';
  const filtered = status !== 'all' || q.trim() !== '';

  return (
    <Stack spacing={2}>
      <SectionHeader
        level={3}
        title={t('evaluations.admin.participants.title')}
        action={
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {canAddParticipants(cycle.phase) ? (
              <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
                {t('evaluations.admin.participants.add')}
              </Button>
            ) : null}
            {sharing ? <ShareButton cycle={cycle} /> : null}
          </Stack>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchInput
          id={`${id}-search`}
          label={t('evaluations.admin.participants.search')}
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        <SelectInput
          id={`${id}-status`}
          label={t('evaluations.admin.participants.statusFilter')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PacketStatus | 'all');
            setPage(0);
          }}
          options={[
            { value: 'all', label: t('evaluations.admin.filterAll') },
            ...PACKET_STATUSES.map((entry) => ({
              value: entry,
              label: t(`evaluations.admin.packet.${entry}`),
            })),
          ]}
        />
      </Stack>
      <ResourceTable
        tableId="evaluation-participants"
        query={list}
        rows={(data) => data.items}
        rowKey={(participant) => String(participant.id)}
        rowProps={(participant) => ({ 'data-participant': String(participant.id) })}
        label={t('evaluations.admin.participants.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="👥"
            title={t(
              filtered
                ? 'evaluations.admin.participants.emptyFiltered'
                : 'evaluations.admin.participants.empty',
            )}
            body={
              filtered || !canAddParticipants(cycle.phase)
                ? undefined
                : t('evaluations.admin.participants.emptyBody')
            }
            action={
              filtered || !canAddParticipants(cycle.phase) ? undefined : (
                <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
                  {t('evaluations.admin.participants.add')}
                </Button>
              )
            }
          />
        }
        selection={
          sharing
            ? {
                canSelect: (participant) => participant.status === 'calibrated',
                rowLabel: (participant) => participant.person.full_name,
                actions: (selected, clear) => (
                  <ShareButton
                    cycle={cycle}
                    participantIds={selected.map((participant) => participant.id)}
                    onShared={clear}
                  />
                ),
              }
            : undefined
        }
        columns={[
          {
            key: 'person',
            header: t('evaluations.admin.participants.columns.person'),
            rowHeader: true,
            sortValue: (participant) => participant.person.full_name,
            cellStyle: { minWidth: 140, overflowWrap: 'anywhere' },
            render: (participant) => (
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {participant.person.full_name}
                </Typography>
                {participant.person.email ? (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {participant.person.email}
                  </Typography>
                ) : null}
              </>
            ),
          },
          {
            key: 'department',
            header: t('evaluations.admin.participants.columns.department'),
            sortValue: (participant) => participant.department ?? '',
            render: (participant) => participant.department ?? '—',
          },
          {
            key: 'leader',
            header: t('evaluations.admin.participants.columns.leader'),
            sortValue: (participant) => participant.leader?.full_name ?? '',
            render: (participant) =>
              participant.leader ? (
                participant.leader.full_name
              ) : (
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={t('evaluations.admin.participants.noLeader')}
                  sx={{ color: 'text.primary' }}
                />
              ),
          },
          {
            key: 'status',
            header: t('evaluations.admin.participants.columns.status'),
            sortValue: (participant) => PACKET_STATUSES.indexOf(participant.status),
            render: (participant) => <PacketChip status={participant.status} />,
          },
          {
            key: 'reviews',
            header: t('evaluations.admin.participants.columns.reviews'),
            render: (participant) => <DirectionCounts participant={participant} />,
          },
          {
            key: 'rating',
            header: t('evaluations.admin.participants.columns.rating'),
            render: (participant) =>
              participant.performance !== null && participant.potential !== null
                ? boxName(t, {
                    performance: participant.performance,
                    potential: participant.potential,
                  })
                : t('evaluations.admin.participants.unrated'),
          },
          {
            key: 'statusLine',
            header: t('evaluations.admin.participants.columns.statusLine'),
            cellStyle: { minWidth: 160 },
            render: (participant) => <StatusLine line={participant.status_line} />,
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (participant) => (
            <ParticipantActions cycle={cycle} participant={participant} onAct={setActing} />
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
      {adding ? (
        <AddParticipantsDialog cycleId={cycle.id} onClose={() => setAdding(false)} />
      ) : null}
      {acting?.kind === 'reopen' ? (
        <ReopenDialog
          participant={acting.participant}
          direction={acting.direction}
          reviewId={acting.reviewId}
          onClose={() => setActing(null)}
        />
      ) : null}
      {acting?.kind === 'reassign' ? (
        <ReassignDialog participant={acting.participant} onClose={() => setActing(null)} />
      ) : null}
      {acting?.kind === 'remove' ? (
        <RemoveDialog participant={acting.participant} onClose={() => setActing(null)} />
      ) : null}
    </Stack>
  );
}

/** "Autoevaluación 1/1 · Líder 0/1 · Pares 2/3", one direction a line. */
function DirectionCounts({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const lines = DIRECTIONS.flatMap((direction) => {
    const counts = participant.progress[direction];
    if (!counts) return [];
    return [
      t('evaluations.admin.participants.doneOf', {
        direction: t(`evaluations.admin.direction.${direction}`),
        done: format.number(counts.done),
        total: format.number(counts.total),
      }),
    ];
  });
  if (lines.length === 0) return <>—</>;
  return (
    <Stack component="span" sx={{ whiteSpace: 'nowrap' }}>
      {lines.map((line) => (
        <Typography key={line} component="span" variant="body2">
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

/** A row's actions: its packet (the members' screen), and a menu with what may be done now. */
function ParticipantActions({
  cycle,
  participant,
  onAct,
}: {
  cycle: Cycle;
  participant: Participant;
  onAct: (acting: Acting) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = participant.person.full_name;
  const open = canChangeReviews(cycle.phase);
  const notShared = participant.status !== 'shared' && participant.status !== 'acknowledged';
  const items: { key: string; label: string; act: () => void }[] = [];
  for (const direction of ['self', 'leader'] as const) {
    const review = participant.reviews.find((entry) => entry.direction === direction);
    if (open && notShared && review?.status === 'submitted')
      items.push({
        key: `reopen-${direction}`,
        label: t(`evaluations.admin.reopen.action.${direction}`),
        act: () => onAct({ kind: 'reopen', participant, direction, reviewId: review.id }),
      });
  }
  if (cycle.phase === 'draft' || canChangeReviews(cycle.phase))
    items.push({
      key: 'reassign',
      label: t('evaluations.admin.reassign.action'),
      act: () => onAct({ kind: 'reassign', participant }),
    });
  if (cycle.phase === 'draft')
    items.push({
      key: 'remove',
      label: t('evaluations.admin.remove.action'),
      act: () => onAct({ kind: 'remove', participant }),
    });
  return (
    <>
      <IconButton
        component={RouterLink}
        to={packetPath(participant.id)}
        aria-label={t('evaluations.admin.participants.openPacket', { name })}
      >
        <FolderOpenOutlined />
      </IconButton>
      {items.length > 0 ? (
        <>
          <IconButton
            aria-label={t('evaluations.admin.participants.more', { name })}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <MoreVert />
          </IconButton>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {items.map((item) => (
              <MenuItem
                key={item.key}
                onClick={() => {
                  setAnchor(null);
                  item.act();
                }}
              >
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </>
  );
}

function RemoveDialog({ participant, onClose }: { participant: Participant; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useAdminErrorMessage();
  const remove = useMutation(removeParticipantMutation());
  return (
    <ConfirmDialog
      open
      title={t('evaluations.admin.remove.title', { name: participant.person.full_name })}
      body={t('evaluations.admin.remove.body')}
      confirmLabel={t('evaluations.admin.remove.submit')}
      cancelLabel={t('admin.common.cancel')}
      destructive
      pending={remove.isPending}
      error={
        remove.error ? (
          <Alert severity="error" role="alert">
            {errorText(remove.error)}
          </Alert>
        ) : null
      }
      onConfirm={() =>
        remove.mutate(participant.id, {
          onSuccess: () => {
            showToast(
              t('evaluations.admin.remove.done', { name: participant.person.full_name }),
              'success',
            );
            onClose();
          },
        })
      }
      onCancel={onClose}
    />
  );
}
