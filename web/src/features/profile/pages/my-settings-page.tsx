import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { DeleteAccountSection } from '../components/delete-account-section';
import { EndSessionsSection } from '../components/end-sessions-section';
import { PasswordSection } from '../components/password-section';
import { PersonalDataSection } from '../components/personal-data-section';
import { PrivacySection } from '../components/privacy-section';
import { ProfileHeader } from '../components/profile-header';
import { ProfileImageSection } from '../components/profile-image-section';

export type MySettingsPageProps = {
  /** Other modules' settings of the person, after the personal data (the notification
   *  settings, when the organisation has notifications on): their profileSections at
   *  `own.settings`, see profile-routes.tsx. */
  settings?: ReactNode;
};

/** The profile's settings (/profile/settings): photo and background, the birthday image (module
 *  birthdays), personal data, other modules' settings, privacy (whether page visits are
 *  measured), password, sessions and the request to delete the account. */
export function MySettingsPage({ settings }: MySettingsPageProps) {
  const { t } = useTranslation();
  const birthdays = useAppStore((state) => state.services.birthdays);
  useDocumentTitle(t('profile.settingsTitle'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <ProfileHeader current="settings" />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' },
        }}
      >
        <ProfileImageSection kind="photo" />
        <ProfileImageSection kind="background" />
      </Box>
      {birthdays ? <ProfileImageSection kind="birthday" /> : null}
      <PersonalDataSection />
      {settings}
      <PrivacySection />
      <PasswordSection />
      <EndSessionsSection />
      <DeleteAccountSection />
    </Stack>
  );
}
