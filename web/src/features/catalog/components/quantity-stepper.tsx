import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useNumberFormat } from '@/i18n/use-number-format';

export type QuantityStepperProps = {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  /** Names the group ("Cantidad de Taza Aplauso"). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
};

/** A number of units with − and + buttons (each off at its limit), the number announced as it
 *  changes. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
}: QuantityStepperProps) {
  const format = useNumberFormat();
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      sx={{
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        alignSelf: 'flex-start',
      }}
    >
      <IconButton
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Remove />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}
      >
        {format.number(value)}
      </Typography>
      <IconButton
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Add />
      </IconButton>
    </Stack>
  );
}
