// Scales: agreement in five steps (radio buttons in a row, each with its words under it), a
// rating in stars, or a numbered scale (0–10, eNPS's ends worded) as a row of buttons that are
// radio buttons underneath: arrows move along them as along any radio group.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import { visuallyHidden } from '../visually-hidden';

import type { ControlProps, QuestionOf } from './control-props';

const LIKERT = [
  { value: 1, key: 'forms.renderer.likert.1' },
  { value: 2, key: 'forms.renderer.likert.2' },
  { value: 3, key: 'forms.renderer.likert.3' },
  { value: 4, key: 'forms.renderer.likert.4' },
  { value: 5, key: 'forms.renderer.likert.5' },
] as const;

export function LikertControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
}: ControlProps<QuestionOf<'likert' | 'yes_no'>>) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      name={ids.control}
      aria-labelledby={ids.title}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        gap: { xs: 0.5, sm: 1 },
      }}
    >
      {LIKERT.map((step) => (
        <FormControlLabel
          key={step.value}
          value={String(step.value)}
          disabled={disabled}
          labelPlacement="bottom"
          control={<Radio />}
          label={t(step.key)}
          slotProps={{
            typography: {
              variant: 'body2',
              sx: { fontSize: { xs: '0.75rem', sm: '0.875rem' }, hyphens: 'auto' },
            },
          }}
          sx={{ m: 0, textAlign: 'center', overflowWrap: 'anywhere', alignItems: 'center' }}
        />
      ))}
    </RadioGroup>
  );
}

export function RatingControl(props: ControlProps<QuestionOf<'rating'>>) {
  return props.question.style === 'stars' ? (
    <StarsControl {...props} />
  ) : (
    <ScaleControl {...props} />
  );
}

function StarsControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
}: ControlProps<QuestionOf<'rating'>>) {
  const { t } = useTranslation();
  return (
    <Box>
      <Rating
        name={ids.control}
        value={typeof value === 'number' ? value : null}
        max={question.max}
        size={question.max > 7 ? 'medium' : 'large'}
        disabled={disabled}
        onChange={(_event, chosen) => onChange(chosen)}
        onBlur={onBlur}
        getLabelText={(stars) => t('forms.renderer.stars', { count: stars })}
        emptyLabelText={t('forms.renderer.noStars')}
      />
    </Box>
  );
}

function ScaleControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
}: ControlProps<QuestionOf<'rating'>>) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const steps = Array.from({ length: question.max - question.min + 1 }, (_, i) => question.min + i);
  const ends = question.enps
    ? { low: t('forms.renderer.enps.low'), high: t('forms.renderer.enps.high') }
    : null;
  return (
    <Box>
      <Box
        role="radiogroup"
        aria-labelledby={ids.title}
        aria-invalid={invalid || undefined}
        aria-required={question.required || undefined}
        onBlur={onBlur}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))`,
          gap: { xs: 0.25, sm: 0.75 },
          maxWidth: 560,
        }}
      >
        {steps.map((step, index) => {
          const checked = value === step;
          const end =
            ends && index === 0 ? ends.low : ends && index === steps.length - 1 ? ends.high : null;
          return (
            <Box
              component="label"
              key={step}
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: 40,
                border: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                borderRadius: 1,
                bgcolor: checked ? 'primary.main' : 'background.paper',
                color: checked ? 'primary.contrastText' : 'text.primary',
                fontWeight: checked ? 700 : 400,
                cursor: disabled ? 'default' : 'pointer',
                opacity: disabled && !checked ? 0.6 : 1,
                '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
                '&:has(input:focus-visible)': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={ids.control}
                value={step}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(step)}
                // Unseen, but over the whole button: a click anywhere on it is a click on it.
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  m: 0,
                  opacity: 0,
                  cursor: 'inherit',
                }}
              />
              <span>{format.number(step)}</span>
              {end ? (
                <Box component="span" sx={visuallyHidden}>
                  {` (${end})`}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {ends ? (
        <Box
          aria-hidden
          sx={{ display: 'flex', justifyContent: 'space-between', maxWidth: 560, mt: 0.5 }}
        >
          <Typography variant="body2" color="text.secondary">
            {ends.low}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ends.high}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
