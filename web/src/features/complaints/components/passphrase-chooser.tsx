// Choosing the passphrase that, with the receipt, opens the case later (CMP-★1): typed twice,
// with a hint of its strength as the person types. Nothing of it is kept beyond this form.
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';

import {
  MIN_PASSPHRASE,
  passphraseStrength,
  type PassphraseValue,
  type Strength,
} from '../lib/passphrase';

const LEVEL: Record<Strength, { value: number; color: 'error' | 'warning' | 'success' }> = {
  tooShort: { value: 10, color: 'error' },
  weak: { value: 35, color: 'error' },
  fair: { value: 65, color: 'warning' },
  strong: { value: 100, color: 'success' },
};

export type PassphraseChooserProps = {
  value: PassphraseValue;
  onChange: (value: PassphraseValue) => void;
  /** Shows the problems (after a try to send). */
  showProblems: boolean;
  /** The server's refusal (a common password), if any. */
  serverProblem?: string | null;
  disabled?: boolean;
};

export function PassphraseChooser({
  value,
  onChange,
  showProblems,
  serverProblem,
  disabled,
}: PassphraseChooserProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const fieldId = useId();
  const strength = passphraseStrength(value.passphrase);
  const level = LEVEL[strength];
  const mismatch = value.repeat !== '' && value.repeat !== value.passphrase;
  const weak = strength === 'tooShort' || strength === 'weak';

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('complaints.passphrase.explain')}</Typography>
      <TextInput
        id={`${fieldId}-1`}
        type="password"
        autoComplete="new-password"
        label={t('complaints.passphrase.label')}
        value={value.passphrase}
        onChange={(event) => onChange({ ...value, passphrase: event.target.value })}
        error={Boolean(serverProblem) || (showProblems && weak)}
        helperText={serverProblem ?? undefined}
        disabled={disabled}

        inputProps={{ 'aria-describedby': hintId, spellCheck: false }}
      />
      <Stack spacing={0.5} id={hintId} aria-live="polite">
        <LinearProgress
          variant="determinate"
          value={value.passphrase ? level.value : 0}
          color={level.color}
          aria-hidden
        />
        <Typography variant="body2" color={weak && showProblems ? 'error' : 'text.secondary'}>
          {value.passphrase
            ? t(`complaints.passphrase.strength.${strength}`, { min: MIN_PASSPHRASE })
            : t('complaints.passphrase.hint', { min: MIN_PASSPHRASE })}
        </Typography>
      </Stack>
      <TextInput
        id={`${fieldId}-2`}
        type="password"
        autoComplete="new-password"
        label={t('complaints.passphrase.repeat')}
        value={value.repeat}
        onChange={(event) => onChange({ ...value, repeat: event.target.value })}
        error={mismatch || (showProblems && value.repeat !== value.passphrase)}
        helperText={
          mismatch || (showProblems && value.repeat !== value.passphrase)
            ? t('complaints.passphrase.mismatch')
            : undefined
        }
        disabled={disabled}

        inputProps={{ spellCheck: false }}
      />
    </Stack>
  );
}
