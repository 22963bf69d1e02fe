import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { PlainList } from '@/components/layout/plain-list';

import type { MyPacket } from '../api/types';
import { PacketStatusChip } from '../components/packet-status-chip';
import { StatusLine } from '../components/status-line';
import { packetPath } from '../paths';

/** "Mis evaluaciones": the person's own packets, one per cycle they are evaluated in; a shared
 *  one opens (to read, acknowledge and download), the others say when it will be there. */
export function MineTab({ packets }: { packets: readonly MyPacket[] }) {
  const { t } = useTranslation();
  if (packets.length === 0)
    return (
      <EmptyState
        icon="📄"
        title={t('evaluations.mine.empty')}
        body={t('evaluations.mine.emptyBody')}
      />
    );
  return (
    <PlainList label={t('evaluations.mine.listLabel')} sx={{ display: 'grid', gap: 1.5 }}>
      {packets.map((packet) => {
        const open = packet.status === 'shared' || packet.status === 'acknowledged';
        return (
          <Paper
            key={packet.id}
            component="li"
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
            data-testid="my-packet"
          >
            <Stack spacing={1}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
                  {packet.cycle.name}
                </Typography>
                <PacketStatusChip status={packet.status} />
              </Stack>
              <StatusLine line={packet.status_line} />
              {packet.acknowledged_at ? (
                <Typography variant="body2">
                  {t('evaluations.mine.acknowledgedOn')} <DateText value={packet.acknowledged_at} />
                </Typography>
              ) : packet.shared_at ? (
                <Typography variant="body2">
                  {t('evaluations.mine.sharedOn')} <DateText value={packet.shared_at} />
                </Typography>
              ) : null}
              {open ? (
                <Stack direction="row">
                  <Button
                    component={RouterLink}
                    to={packetPath(packet.id)}
                    variant={packet.status === 'shared' ? 'contained' : 'outlined'}
                    aria-label={`${t('evaluations.mine.open')}: ${packet.cycle.name}`}
                  >
                    {t('evaluations.mine.open')}
                  </Button>
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('evaluations.mine.notYet')}
                </Typography>
              )}
            </Stack>
          </Paper>
        );
      })}
    </PlainList>
  );
}
