// Peer nominations (EVA-3) as the people involved meet them: the nominator proposes peers, the
// participant's leader approves or rejects each, and the nominated peer may decline.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PersonRef } from '@/api/types';
import { PlainList } from '@/components/layout/plain-list';
import { PeoplePicker, type PeoplePickerTexts } from '@/components/people/people-picker';
import { PersonAvatar } from '@/components/people/person-avatar';
import { StatusChip } from '@/components/status-chip';
import { showToast } from '@/components/toast/toast';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useAppStore } from '@/stores/app-store';

import {
  approveNominationMutation,
  declineNominationMutation,
  nominateMutation,
  rejectNominationMutation,
} from '../api/evaluations';
import type { Nomination, NominationStatus, NominationsToMake } from '../api/types';
import { useEvaluationErrorMessage } from '../lib/use-evaluation-error';

import { ReasonDialog } from './reason-dialog';

/** A nomination's state as a chip, in words. */
export function NominationStatusChip({ status }: { status: NominationStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`evaluations.nominationStatus.${status}`)}
      current={status === 'approved'}
      color={status === 'approved' ? 'success' : status === 'proposed' ? 'warning' : 'default'}
    />
  );
}

const LIVE: readonly NominationStatus[] = ['proposed', 'approved'];

function usePickerTexts(): PeoplePickerTexts {
  const { t } = useTranslation();
  return {
    noResults: t('evaluations.nominate.picker.noResults'),
    searchFailed: t('evaluations.nominate.picker.searchFailed'),
    searching: t('evaluations.nominate.picker.searching'),
    open: t('evaluations.nominate.picker.open'),
    close: t('evaluations.nominate.picker.close'),
    clear: t('evaluations.nominate.picker.clear'),
  };
}

/** A person in a row: photo and name, with what follows them. */
function PersonRow({ person, children }: { person: PersonRef; children?: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar person={person} size={32} />
      <Stack sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{person.full_name}</Typography>
        {children}
      </Stack>
    </Stack>
  );
}

/** The nominator's card: who they proposed so far (with each one's state), how many more they
 *  may propose, and the people picker to propose more. */
export function NominateCard({ entry }: { entry: NominationsToMake }) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorMessage = useEvaluationErrorMessage();
  const texts = usePickerTexts();
  const meId = useAppStore((state) => state.me.data?.id ?? null);
  const [chosen, setChosen] = useState<PersonRef[]>([]);
  const nominate = useMutation(nominateMutation(entry.participant_id));
  const live = entry.nominated.filter((nomination) => LIVE.includes(nomination.status));
  const room = Math.max(0, entry.max - live.length);
  const own = entry.person.id === meId;
  const tooMany = chosen.length > room;

  const send = () => {
    if (chosen.length === 0 || tooMany) return;
    nominate.mutate(
      chosen.map((person) => person.id),
      {
        onSuccess: () => {
          showToast(t('evaluations.nominate.sent', { count: chosen.length }), 'success');
          setChosen([]);
        },
      },
    );
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid="nominate-card"
    >
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {own
            ? t('evaluations.nominate.titleOwn')
            : t('evaluations.nominate.titleFor', { name: entry.person.full_name })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('evaluations.nominate.range', { min: entry.min, max: entry.max })}{' '}
          {t('evaluations.nominate.count', { count: live.length, max: entry.max })}
        </Typography>
        {entry.nominated.length > 0 ? (
          <PlainList label={t('evaluations.nominate.listLabel')} sx={{ display: 'grid', gap: 1 }}>
            {entry.nominated.map((nomination) => (
              <li key={nomination.id}>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
                >
                  <PersonRow person={nomination.peer} />
                  <NominationStatusChip status={nomination.status} />
                </Stack>
              </li>
            ))}
          </PlainList>
        ) : null}
        {room > 0 ? (
          <Stack spacing={1}>
            <PeoplePicker
              id={`${headingId}-people`}
              label={t('evaluations.nominate.pick')}
              multiple
              excludeSelf
              variant="avatar"
              texts={texts}
              value={chosen}
              onChange={setChosen}
              error={tooMany ? t('evaluations.nominate.tooMany', { count: room }) : undefined}
              helperText={t('evaluations.nominate.pickHelp')}
            />
            {nominate.error ? (
              <Alert severity="error" role="alert">
                {errorMessage(nominate.error)}
              </Alert>
            ) : null}
            <Stack direction="row">
              <Button
                variant="contained"
                onClick={send}
                loading={nominate.isPending}
                disabled={chosen.length === 0 || tooMany}
              >
                {t('evaluations.nominate.submit')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Typography variant="body2">{t('evaluations.nominate.full')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}

/** The leader's list of nominations waiting for their decision. */
export function ApprovalsList({ nominations }: { nominations: readonly Nomination[] }) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState<Nomination | null>(null);
  const approve = useToastMutation(approveNominationMutation(), {
    errorToast: true,
    success: () => t('evaluations.approve.approved'),
  });
  return (
    <>
      <PlainList label={t('evaluations.approve.listLabel')} sx={{ display: 'grid', gap: 1 }}>
        {nominations.map((nomination) => (
          <Paper
            key={nomination.id}
            component="li"
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
            data-testid="approval"
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <PersonRow person={nomination.peer}>
                <Typography variant="body2" color="text.secondary">
                  {t('evaluations.approve.forWhom', {
                    name: nomination.participant.person.full_name,
                    cycle: nomination.cycle.name,
                  })}
                </Typography>
              </PersonRow>
              <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                <Button
                  variant="contained"
                  loading={approve.isPending && approve.variables === nomination.id}
                  onClick={() => approve.mutate(nomination.id)}
                  aria-label={t('evaluations.approve.approveLabel', {
                    peer: nomination.peer.full_name,
                    name: nomination.participant.person.full_name,
                  })}
                >
                  {t('evaluations.approve.approve')}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() => setRejecting(nomination)}
                  aria-label={t('evaluations.approve.rejectLabel', {
                    peer: nomination.peer.full_name,
                    name: nomination.participant.person.full_name,
                  })}
                >
                  {t('evaluations.approve.reject')}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        ))}
      </PlainList>
      {rejecting ? (
        <ReasonDialog
          title={t('evaluations.approve.rejectTitle', { peer: rejecting.peer.full_name })}
          intro={t('evaluations.approve.rejectIntro', {
            name: rejecting.participant.person.full_name,
          })}
          label={t('evaluations.approve.rejectReason')}
          submitLabel={t('evaluations.approve.reject')}
          required={false}
          mutation={rejectNominationMutation(rejecting.id)}
          successToast={t('evaluations.approve.rejected')}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}

/** The peer's list of requests to evaluate a colleague: what each one is, and declining it with
 *  a reason. */
export function PeerRequestsList({ requests }: { requests: readonly Nomination[] }) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState<Nomination | null>(null);
  return (
    <>
      <PlainList label={t('evaluations.peerRequests.listLabel')} sx={{ display: 'grid', gap: 1 }}>
        {requests.map((request) => (
          <Paper
            key={request.id}
            component="li"
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
            data-testid="peer-request"
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <PersonRow person={request.participant.person}>
                <Typography variant="body2" color="text.secondary">
                  {t(
                    request.status === 'approved'
                      ? 'evaluations.peerRequests.approved'
                      : 'evaluations.peerRequests.proposed',
                    { cycle: request.cycle.name },
                  )}
                </Typography>
              </PersonRow>
              <Stack
                direction="row"
                spacing={1}
                sx={{ flexShrink: 0, alignItems: 'center' }}
                useFlexGap
              >
                <NominationStatusChip status={request.status} />
                {LIVE.includes(request.status) ? (
                  <Button
                    variant="outlined"
                    onClick={() => setDeclining(request)}
                    aria-label={t('evaluations.peerRequests.declineLabel', {
                      name: request.participant.person.full_name,
                    })}
                  >
                    {t('evaluations.peerRequests.decline')}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </PlainList>
      {declining ? (
        <ReasonDialog
          title={t('evaluations.peerRequests.declineTitle', {
            name: declining.participant.person.full_name,
          })}
          intro={t('evaluations.peerRequests.declineIntro')}
          label={t('evaluations.peerRequests.declineReason')}
          submitLabel={t('evaluations.peerRequests.decline')}
          required
          destructive
          mutation={declineNominationMutation(declining.id)}
          successToast={t('evaluations.peerRequests.declined')}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </>
  );
}
