import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PlainList } from '@/components/layout/plain-list';
import { PersonAvatar } from '@/components/people/person-avatar';
import { useToastMutation } from '@/components/toast/use-toast-mutation';

import { shareMutation } from '../api/evaluations';
import type { TeamParticipant } from '../api/types';
import { PacketStatusChip } from '../components/packet-status-chip';
import { StatusLine } from '../components/status-line';
import { LEADER_SEES } from '../lib/phases';
import { packetPath } from '../paths';

/** "Mi equipo" (leaders): the people they lead in a cycle, each packet's state and status line,
 *  the packet once calibration starts, and sharing a calibrated one (EVA-7, one action). */
export function TeamTab({ team }: { team: readonly TeamParticipant[] }) {
  const { t } = useTranslation();
  return (
    <PlainList label={t('evaluations.team.listLabel')} sx={{ display: 'grid', gap: 1.5 }}>
      {team.map((participant) => (
        <TeamRow key={participant.id} participant={participant} />
      ))}
    </PlainList>
  );
}

function TeamRow({ participant }: { participant: TeamParticipant }) {
  const { t } = useTranslation();
  const name = participant.person.full_name;
  const share = useToastMutation(shareMutation(participant.id), {
    errorToast: true,
    success: () => t('evaluations.share.done', { name }),
  });
  const visible = LEADER_SEES.includes(participant.cycle.phase);
  const shareable = participant.cycle.phase === 'sharing' && participant.status === 'calibrated';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid="team-participant"
    >
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PersonAvatar person={participant.person} size={40} />
            <Stack sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {participant.cycle.name}
              </Typography>
            </Stack>
          </Stack>
          <PacketStatusChip status={participant.status} />
        </Stack>
        <StatusLine line={participant.status_line} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {visible ? (
            <Button
              component={RouterLink}
              to={packetPath(participant.id)}
              variant="outlined"
              aria-label={t('evaluations.team.openLabel', { name })}
            >
              {t('evaluations.team.open')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('evaluations.team.notYet')}
            </Typography>
          )}
          {shareable ? (
            <Button
              variant="contained"
              loading={share.isPending}
              onClick={() => share.mutate()}
              aria-label={t('evaluations.share.label', { name })}
            >
              {t('evaluations.share.action')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
