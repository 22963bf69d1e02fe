import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { SidePanel, type SidePanelState } from '@/components/layout/side-panel';
import { notificationSettingsPath, paths } from '@/config/paths';
import { isLanguage, toLanguage, type Language } from '@/i18n/languages';
import { useAppStore } from '@/stores/app-store';

import { useChangeLanguage } from '../hooks/use-change-language';

import { AnalyticsChoiceSwitch } from './analytics-choice-switch';

/** The quick settings (the settings panel of spec §3), opened from the account menu: the
 *  interface language (switched at once and kept on the profile, as the account menu does),
 *  whether page visits are measured (ADR 0085), and links to the full profile settings and to
 *  the notification settings among them (with the profile, and notifications, on). */
export function SettingsPanel({ open, onClose }: SidePanelState) {
  const { t, i18n } = useTranslation();
  const languageTitleId = useId();
  const languageHintId = useId();
  const privacyTitleId = useId();
  const changeLanguage = useChangeLanguage();
  const current = toLanguage(i18n.language);
  // The choice shows at once: the interface switches once the language's texts have loaded.
  const [chosen, setChosen] = useState<Language | null>(null);
  if (chosen !== null && chosen === current) setChosen(null);
  const shown = chosen ?? current;
  const { languages, profile, notifications } = useAppStore(
    useShallow((state) => ({
      languages: state.languages,
      profile: state.services.profile,
      notifications: state.services.notifications,
    })),
  );

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={t('profile.quickSettings.title')}
      closeLabel={t('profile.quickSettings.close')}
    >
      <Stack component="section" aria-labelledby={languageTitleId} spacing={1}>
        <Typography id={languageTitleId} variant="h3" component="h3">
          {t('profile.quickSettings.language')}
        </Typography>
        <RadioGroup
          aria-labelledby={languageTitleId}
          aria-describedby={languageHintId}
          value={shown}
          onChange={(_, value) => {
            if (!isLanguage(value) || value === shown) return;
            setChosen(value);
            changeLanguage(value);
          }}
        >
          {languages.map((language) => (
            <FormControlLabel
              key={language}
              value={language}
              control={<Radio />}
              // Each language in its own words, as the account menu shows it.
              label={<span lang={language}>{t(`languages.${language}`)}</span>}
            />
          ))}
        </RadioGroup>
        <Typography id={languageHintId} variant="body2" color="text.secondary">
          {t('profile.quickSettings.languageHint')}
        </Typography>
      </Stack>
      <Stack component="section" aria-labelledby={privacyTitleId} spacing={1}>
        <Typography id={privacyTitleId} variant="h3" component="h3">
          {t('profile.privacy.title')}
        </Typography>
        <AnalyticsChoiceSwitch />
      </Stack>
      {profile ? (
        <Stack component="nav" aria-label={t('profile.quickSettings.more')} spacing={1}>
          <Link component={RouterLink} to={paths.profileSettings} onClick={onClose}>
            {t('profile.quickSettings.profileSettings')}
          </Link>
          {notifications ? (
            <Link component={RouterLink} to={notificationSettingsPath} onClick={onClose}>
              {t('profile.quickSettings.notificationSettings')}
            </Link>
          ) : null}
        </Stack>
      ) : null}
    </SidePanel>
  );
}
