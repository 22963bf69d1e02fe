// Layout shared by the analytics screens.

/** Tiles side by side: two per row on phones, up to four from 900 px. */
export const tileGridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;
