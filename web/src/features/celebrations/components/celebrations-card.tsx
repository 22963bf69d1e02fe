import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppStore } from '@/stores/app-store';

import type { CelebrationKind } from '../api/celebrations';

import { CelebrationSection } from './celebration-section';

/** The home rail's card of birthdays and work anniversaries, each while its module is on;
 *  nothing when both are off. */
export function CelebrationsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const birthdays = useAppStore((state) => state.services.birthdays);
  const anniversaries = useAppStore((state) => state.services.anniversaries);
  const kinds: CelebrationKind[] = [
    ...(birthdays ? (['birthdays'] as const) : []),
    ...(anniversaries ? (['anniversaries'] as const) : []),
  ];
  if (kinds.length === 0) return null;

  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ p: 2 }}>
        <Typography id={titleId} variant="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
          {t('celebrations.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            // One column: the card lives in the home's rail (or the column below 1200 px).
            gridTemplateColumns: 'minmax(0, 1fr)',
          }}
        >
          {kinds.map((kind) => (
            <CelebrationSection key={kind} kind={kind} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
