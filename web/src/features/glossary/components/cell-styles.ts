// Column widths shared by the two lists: keys and texts wrap inside their column (a long key at
// any point), so the row's action stays in view; a text keeps its line breaks.
export const KEY_CELL = { minWidth: 140, maxWidth: 280 } as const;
export const TEXT_CELL = {
  minWidth: 180,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
} as const;
