import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { Program } from '../api/programs';
import { useDay } from '../lib/use-day';
import { programPath } from '../paths';

import { usePeriodText } from './program-period';
import { ProgramProgress } from './program-progress';
import { ProgramStatusChip } from './program-status-chip';

/** A program in /programs' lists: its cover, title, period, whether it is mandatory for me and
 *  when it is due, and my progress; the whole card leads to its page. */
export function ProgramCard({ program }: { program: Program }) {
  const { t } = useTranslation();
  const day = useDay();
  const period = usePeriodText()(program);
  const { mine } = program;
  return (
    <Card variant="outlined" component="article" data-program={program.id} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={programPath(program.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {program.cover_url ? (
          <CardMedia component="img" height="120" image={program.cover_url} alt="" />
        ) : (
          <Box
            aria-hidden
            sx={{ height: 120, bgcolor: 'primary.light', opacity: 0.35, flexShrink: 0 }}
          />
        )}
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack spacing={1}>
            <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {program.title}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {program.status === 'active' ? null : <ProgramStatusChip status={program.status} />}
              {mine.assigned && mine.due_on ? (
                <Chip
                  size="small"
                  color={mine.overdue ? 'error' : 'default'}
                  variant={mine.overdue ? 'filled' : 'outlined'}
                  label={t(mine.overdue ? 'programs.card.overdue' : 'programs.card.due', {
                    date: day(mine.due_on),
                  })}
                />
              ) : null}
            </Stack>
            {period ? (
              <Typography variant="body2" color="text.secondary">
                {period}
              </Typography>
            ) : null}
            {mine.total > 0 ? <ProgramProgress mine={mine} /> : null}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
