import Close from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { useOrgWording } from '@/lib/use-org-wording';

import type { CorporateValue } from '../api/recognition';

export type ValueSuggestionProps = {
  value: CorporateValue;
  onAccept: () => void;
  onDismiss: () => void;
};

/** VAL-★3: "¿Es sobre «Colaboración»?", the value the message seems to be about; choosing it
 *  selects the value, the cross hides the proposal. Announced politely as it appears. */
export function ValueSuggestion({ value, onAccept, onDismiss }: ValueSuggestionProps) {
  const { t } = useTranslation();
  const wording = useOrgWording();
  const name = wording.label(value);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="status"
      aria-live="polite"
      data-testid="value-suggestion"
      sx={{ alignItems: 'center' }}
    >
      <Chip
        component="button"
        type="button"
        color="secondary"
        variant="outlined"
        label={t('send.suggestion', { name })}
        onClick={onAccept}
        sx={{ maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
      <IconButton
        size="small"
        aria-label={t('send.suggestionDismiss', { name })}
        onClick={onDismiss}
      >
        <Close fontSize="small" />
      </IconButton>
    </Stack>
  );
}
