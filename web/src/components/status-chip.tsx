import Chip from '@mui/material/Chip';

export type StatusChipProps = {
  label: string;
  /** The state a thing is normally in shows filled (active); the others outlined. */
  current: boolean;
  color: 'success' | 'warning' | 'default';
};

/** A short state of a row or card (Activo, Revocada, Vencida...). */
export function StatusChip({ label, current, color }: StatusChipProps) {
  // Outlined, the warning colour is too light for text on white (WCAG AA): only its border keeps
  // the colour.
  const text = !current && color === 'warning' ? { color: 'text.primary' } : undefined;
  return (
    <Chip
      size="small"
      variant={current ? 'filled' : 'outlined'}
      color={color}
      label={label}
      sx={text}
    />
  );
}
