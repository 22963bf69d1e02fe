import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { DateText, DateTimeText } from '@/components/date-text';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { PlainList } from '@/components/layout/plain-list';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { packetPdfMutation, packetQueryOptions, shareMutation } from '../api/evaluations';
import type { Packet, Phase, RatingHistoryRow } from '../api/types';
import { PacketStatusChip } from '../components/packet-status-chip';
import { StatusLine } from '../components/status-line';
import { pdfFileName } from '../lib/pdf-file-name';
import { boxWords } from '../lib/words';

import { AcknowledgeDialog } from './acknowledge-dialog';
import { FollowUpsSection } from './follow-ups';
import { AggregateView, HiddenGroup, NamedPartView, PacketSection } from './packet-parts';

/** The phases in which the anonymous groups are not read yet (writing is not over). */
const EARLY_PHASES: readonly Phase[] = ['draft', 'nomination', 'writing'];

/** A participant id in the address: a positive whole number; anything else is no packet. */
const PARTICIPANT_ID = /^[1-9][0-9]{0,17}$/;

/** `/performance_evaluation/participants/:participantId`: one person's packet (EVA-1, EVA-7,
 *  EVA-★2) as the viewer may see it — the final 9-box position in words, each visible part, the
 *  anonymous groups' aggregates (or the privacy note), goals and competencies, the
 *  acknowledgement; sharing (the leader), acknowledging (the person), the PDF, and for admins the
 *  rating history. */
export function PacketPage() {
  const { t } = useTranslation();
  const raw = useParams().participantId ?? '';
  const known = PARTICIPANT_ID.test(raw);
  const participantId = known ? Number(raw) : 0;
  const query = useQuery({ ...packetQueryOptions(participantId), enabled: known });
  useDocumentTitle(
    query.data
      ? t('evaluations.packet.title', { name: query.data.participant.person.full_name })
      : t('evaluations.packet.pageTitle'),
  );

  const content = (
    <ItemQueryContent
      known={known}
      query={query}
      loading={<LoadingBlock label={t('evaluations.packet.loading')} />}
      notFound={<PacketNotFound />}
      moduleOff={
        <EmptyState icon="📋" title={t('evaluations.moduleOff')} body={t('moduleOff.body')} />
      }
    >
      {(packet) => <PacketView packet={packet} />}
    </ItemQueryContent>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={paths.performanceEvaluation} underline="hover">
          {t('evaluations.review.back')}
        </Link>
      </Box>
      {content}
    </Stack>
  );
}

function PacketNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="📋"
      title={t('evaluations.packet.notFound')}
      body={t('evaluations.packet.notFoundBody')}
    />
  );
}

function PacketView({ packet }: { packet: Packet }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const me = useAppStore((state) => state.me.data);
  const [acknowledging, setAcknowledging] = useState(false);
  const { participant, parts } = packet;
  const name = participant.person.full_name;
  const own = me?.id === participant.person.id;
  const share = useToastMutation(shareMutation(participant.id), {
    errorToast: true,
    success: () => t('evaluations.share.done', { name }),
  });
  const hidden = new Set(parts.hidden);

  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {own ? t('evaluations.packet.titleOwn') : t('evaluations.packet.title', { name })}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <PacketStatusChip status={participant.status} />
          <Typography variant="body2" color="text.secondary">
            {participant.cycle.name}
            {' · '}
            <DateText value={participant.period_from} /> –{' '}
            <DateText value={participant.period_to} />
          </Typography>
        </Stack>
        <StatusLine line={participant.status_line} testId="packet-status-line" />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
          <DownloadButton
            mutation={packetPdfMutation(participant.id)}
            fileName={pdfFileName(packet)}
            label={t('evaluations.packet.pdf')}
            icon={<FileDownloadOutlined />}
          />
          {packet.can_share ? (
            <Button
              variant="contained"
              loading={share.isPending}
              onClick={() => share.mutate()}
              aria-label={t('evaluations.share.label', { name })}
            >
              {t('evaluations.share.action')}
            </Button>
          ) : null}
          {packet.can_acknowledge ? (
            <Button variant="contained" onClick={() => setAcknowledging(true)}>
              {t('evaluations.acknowledge.action')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <PacketSection title={t('evaluations.packet.final')} testId="packet-final">
        <Typography variant="h3" component="p" data-testid="final-box">
          {packet.final ? boxWords(packet.final, t) : t('evaluations.packet.noFinal')}
        </Typography>
        {packet.goals_score !== null ? (
          <Typography data-testid="packet-goals-score">
            {t('evaluations.review.goals.score', { score: format.number(packet.goals_score) })}
          </Typography>
        ) : null}
      </PacketSection>

      {packet.acknowledgement ? (
        <PacketSection
          title={t('evaluations.acknowledge.title')}
          subtitle={
            <>
              {t('evaluations.acknowledge.on')} <DateTimeText value={packet.acknowledgement.at} />
            </>
          }
          testId="packet-acknowledgement"
        >
          {packet.acknowledgement.comment ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {packet.acknowledgement.comment}
            </Typography>
          ) : (
            <Typography color="text.secondary">{t('evaluations.acknowledge.noComment')}</Typography>
          )}
        </PacketSection>
      ) : null}

      {parts.self ? (
        <PacketSection title={t('evaluations.packet.parts.self')} testId="packet-self">
          <NamedPartView part={parts.self} />
        </PacketSection>
      ) : null}
      {parts.leader ? (
        <PacketSection
          title={t('evaluations.packet.parts.leader')}
          subtitle={parts.leader.reviewer.full_name}
          testId="packet-leader"
        >
          <NamedPartView part={parts.leader} />
        </PacketSection>
      ) : null}
      {(['peer', 'upward', 'others'] as const).map((group) =>
        parts[group] ? (
          <PacketSection
            key={group}
            title={t(`evaluations.packet.parts.${group}`)}
            testId={`packet-${group}`}
          >
            <AggregateView aggregate={parts[group]} />
          </PacketSection>
        ) : hidden.has(group) ? (
          <PacketSection
            key={group}
            title={t(`evaluations.packet.parts.${group}`)}
            testId={`packet-${group}`}
          >
            <HiddenGroup early={EARLY_PHASES.includes(participant.cycle.phase)} />
          </PacketSection>
        ) : null,
      )}

      <FollowUpsSection packet={packet} />

      {packet.history ? <HistorySection rows={packet.history} /> : null}

      {acknowledging ? (
        <AcknowledgeDialog participantId={participant.id} onClose={() => setAcknowledging(false)} />
      ) : null}
    </Stack>
  );
}

/** The rating history (EVA-★2, admins only): every rating, oldest first, calibrations as
 *  "de X a Y" with who and why. */
function HistorySection({ rows }: { rows: readonly RatingHistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <PacketSection
      title={t('evaluations.history.title')}
      subtitle={t('evaluations.history.description')}
      testId="packet-history"
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('evaluations.history.empty')}</Typography>
      ) : (
        <PlainList sx={{ display: 'grid', gap: 1.5 }} label={t('evaluations.history.title')}>
          {rows.map((row) => (
            <Stack component="li" key={row.id} spacing={0.25}>
              <Typography variant="body2">
                <strong>{t(`evaluations.history.kinds.${row.kind}`)}</strong>
                {': '}
                {historyChange(row, t)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <DateTimeText value={row.created_at} />
                {` · ${row.actor.full_name}`}
                {row.reason ? ` · ${t('evaluations.history.reason', { reason: row.reason })}` : ''}
              </Typography>
            </Stack>
          ))}
        </PlainList>
      )}
    </PacketSection>
  );
}

/** What a history row says: a calibration "de X a Y", a self or leader rating as given. */
function historyChange(row: RatingHistoryRow, t: Parameters<typeof boxWords>[1]): string {
  if (row.kind === 'calibration')
    return row.from
      ? t('evaluations.history.change', { from: boxWords(row.from, t), to: boxWords(row.to, t) })
      : boxWords(row.to, t);
  const overall =
    row.overall === null ? '' : t('evaluations.history.overall', { rating: row.overall });
  const box = row.to.performance !== null || row.to.potential !== null ? boxWords(row.to, t) : '';
  return [overall, box].filter(Boolean).join(' · ');
}
