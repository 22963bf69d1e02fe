import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES, toLanguage, type Language } from '@/i18n/languages';

/** Switches the public check's page between Spanish and English (as the other pages for visitors
 *  without a session do): the page's words only, nothing is saved for anyone. */
export function LanguageSwitch() {
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
      aria-label={t('certificates.verify.language')}
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
