import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppStore } from '@/stores/app-store';

import type { CelebrationKind } from '../api/celebrations';

import { CelebrationSection } from './celebration-section';

/** The home page's card of birthdays and work anniversaries, each while its module is on;
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
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
          {t('celebrations.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: kinds.length > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            },
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
