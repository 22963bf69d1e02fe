// Layout shared by the analytics screens.

/** Tiles side by side: two per row on phones, up to four from 900 px. */
export const tileGridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Chart cards: one per row, two side by side from 1200 px. */
export const cardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;
