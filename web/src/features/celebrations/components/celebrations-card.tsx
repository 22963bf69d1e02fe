import Cake from '@mui/icons-material/Cake';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { RailCard } from '@/components/layout/rail-card';
import { useAppStore } from '@/stores/app-store';

import type { CelebrationKind } from '../api/celebrations';

import { CelebrationSection } from './celebration-section';

/** The home rail's card of birthdays and work anniversaries, each while its module is on;
 *  nothing when both are off. */
export function CelebrationsCard() {
  const { t } = useTranslation();
  const birthdays = useAppStore((state) => state.services.birthdays);
  const anniversaries = useAppStore((state) => state.services.anniversaries);
  const kinds: CelebrationKind[] = [
    ...(birthdays ? (['birthdays'] as const) : []),
    ...(anniversaries ? (['anniversaries'] as const) : []),
  ];
  if (kinds.length === 0) return null;

  return (
    <RailCard title={t('celebrations.title')} icon={<Cake fontSize="small" />}>
      {/* One column: the card lives in the home's rail (or the column below 1200 px). */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {kinds.map((kind) => (
          <CelebrationSection key={kind} kind={kind} />
        ))}
      </Box>
    </RailCard>
  );
}
