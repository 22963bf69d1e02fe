import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { Language } from '@/i18n/languages';

export type LanguageSwitchProps = {
  /** The organisation's languages. */
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
};

/** Which language's texts the screen shows and edits (not the language of the screen itself). */
export function LanguageSwitch({ languages, value, onChange }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const handleChange = (_event: MouseEvent<HTMLElement>, next: Language | null) => {
    if (next) onChange(next);
  };
  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t('glossaryAdmin.language')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={handleChange}
        aria-labelledby={labelId}
      >
        {languages.map((language) => (
          <ToggleButton key={language} value={language} lang={language} sx={{ px: 1.5 }}>
            {t(`languages.${language}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
