import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES, toLanguage, type Language } from '@/i18n/languages';

/** Switches the documentation between Spanish and English. */
export function DocsLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);
  const handleChange = (_event: MouseEvent<HTMLElement>, value: Language | null) => {
    if (value) void i18n.changeLanguage(value);
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      onChange={handleChange}
      aria-label={t('docs.language')}
      sx={{ bgcolor: 'background.paper' }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language} lang={language} sx={{ px: 1.5 }}>
          {t(`languages.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
