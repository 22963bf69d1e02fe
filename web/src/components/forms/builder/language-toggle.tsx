import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { EditLanguage } from './draft';

/** Which language of the forms' texts is being written (Spanish, or its English). */
export function LanguageToggle({
  language,
  onChange,
}: {
  language: EditLanguage;
  onChange: (language: EditLanguage) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={`${id}-language`} variant="body2" color="text.secondary">
        {t('forms.admin.builder.language')}
      </Typography>
      <Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          onChange={(_event, next: EditLanguage | null) => next && onChange(next)}
          aria-labelledby={`${id}-language`}
        >
          <ToggleButton value="es" lang="es" sx={{ px: 1.5 }}>
            {t('languages.es')}
          </ToggleButton>
          <ToggleButton value="en" lang="en" sx={{ px: 1.5 }}>
            {t('languages.en')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {language === 'en' ? (
        <Typography variant="body2" color="text.secondary">
          {t('forms.admin.builder.englishHelp')}
        </Typography>
      ) : null}
    </Stack>
  );
}
