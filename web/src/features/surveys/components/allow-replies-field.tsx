import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Before sending answers with a comment (SUR-17): "Permitir que la organización responda a mis
 *  comentarios de forma anónima", off until the person ticks it, with where replies arrive. */
export function AllowRepliesField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack
      spacing={0.25}
      sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider' }}
      data-testid="allow-replies"
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': `${id}-help` } }}
          />
        }
        label={t('surveys.replies.allow')}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
      <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ pl: 5.25 }}>
        {t('surveys.replies.allowHelp')}
      </Typography>
    </Stack>
  );
}
