import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Program } from '../api/programs';

/** My progress in a program: a bar and "2 de 5 acciones". */
export function ProgramProgress({ mine }: { mine: Program['mine'] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={id} variant="body2" color="text.secondary">
        {t('programs.progress', { completed: mine.completed, count: mine.total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={mine.percent}
        aria-labelledby={id}
        color={mine.percent >= 100 ? 'success' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}
