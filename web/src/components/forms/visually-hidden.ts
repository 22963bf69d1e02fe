// Text for screen readers only: kept in the accessibility tree, out of sight. (Lengths as strings:
// in `sx`, 1 would mean 100 %.)
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
