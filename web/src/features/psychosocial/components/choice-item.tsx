import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export type Choice = { value: string; label: string };

export type ChoiceItemProps = {
  /** The fieldset's id (the "first unanswered" button focuses its first option). */
  id: string;
  legend: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** The server's message for this item (422), shown under it. */
  error?: string;
  disabled?: boolean;
};

/** One question answered by a radio group: a fieldset whose legend is the question, its options
 *  side by side on wide screens and one below the other on a phone. */
export function ChoiceItem({
  id,
  legend,
  choices,
  value,
  onChange,
  error,
  disabled,
}: ChoiceItemProps) {
  return (
    <FormControl
      component="fieldset"
      id={id}
      error={Boolean(error)}
      disabled={disabled}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, width: '100%' }}
    >
      <FormLabel component="legend" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flexDirection: { xs: 'column', sm: 'row' }, columnGap: 1 }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
