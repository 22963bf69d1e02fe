import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';

import type { CreatedApiKey } from '../api/api-keys';

export type SecretDisplayProps = { apiKey: CreatedApiKey };

/** The new key's secret, shown this once: read-only, monospace, with a copy button. */
export function SecretDisplay({ apiKey }: SecretDisplayProps) {
  const { t } = useTranslation();
  const id = useId();
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => event.target.select();
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{t('apiKeys.secret.warningTitle')}</AlertTitle>
        {t('apiKeys.secret.warning')}
      </Alert>
      <Typography>{t('apiKeys.secret.intro', { name: apiKey.name })}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <FormControl fullWidth>
          <InputLabel htmlFor={id} shrink>
            {t('apiKeys.secret.label')}
          </InputLabel>
          <OutlinedInput
            id={id}
            label={t('apiKeys.secret.label')}
            notched
            value={apiKey.key}
            readOnly
            onFocus={handleFocus}
            inputProps={{
              spellCheck: false,
              autoComplete: 'off',
              'data-testid': 'api-key-secret',
              style: {
                fontFamily: '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, monospace',
              },
            }}
          />
        </FormControl>
        <CopyButton
          text={apiKey.key}
          label={t('apiKeys.secret.copy')}
          copiedLabel={t('apiKeys.secret.copied')}
          failedLabel={t('apiKeys.secret.copyFailed')}
          ariaLabel={t('apiKeys.secret.copyLabel')}
          variant="contained"
          size="medium"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('apiKeys.secret.usage')}
      </Typography>
    </Stack>
  );
}
