import Chip from '@mui/material/Chip';

export type StatusChipProps = {
  label: string;
  /** The state a thing is normally in shows filled (active); the others outlined. */
  current: boolean;
  color: 'success' | 'warning' | 'default';
};

/** A short state of a row or card (Activo, Revocada, Vencida...). */
export function StatusChip({ label, current, color }: StatusChipProps) {
  return (
    <Chip size="small" variant={current ? 'filled' : 'outlined'} color={color} label={label} />
  );
}
