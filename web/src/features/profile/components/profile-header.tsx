import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { PersonAvatar } from '@/components/people/person-avatar';
import { publicProfilePath } from '@/components/people/profile-path';
import { paths } from '@/config/paths';
import { useAppStore } from '@/stores/app-store';

import { profilePaths } from '../paths';

import { ProfileBanner } from './profile-banner';

/** The three parts of one's own profile, each at its own address. */
export type ProfileTab = 'wall' | 'wallet' | 'settings';

const TAB_PATHS: Record<ProfileTab, string> = {
  wall: paths.profile,
  wallet: profilePaths.wallet,
  settings: paths.profileSettings,
};

export type ProfileHeaderProps = { current: ProfileTab };

/** The top of one's own profile: background, photo, name and the link to the public profile,
 *  then the links to its parts (the wall, the wallet, the settings) with the current one marked. */
export function ProfileHeader({ current }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const me = useAppStore((state) => state.me.data);
  const tabs: { value: ProfileTab; label: string }[] = [
    { value: 'wall', label: t('profile.tabs.wall') },
    { value: 'wallet', label: t('profile.tabs.wallet') },
    { value: 'settings', label: t('profile.tabs.settings') },
  ];
  return (
    <Box component="header">
      <ProfileBanner url={me?.background_image_url} />
      {me ? (
        <Box
          sx={{
            display: 'inline-flex',
            mt: { xs: -5, sm: -7 },
            ml: { xs: 2, sm: 3 },
            p: 0.5,
            borderRadius: '50%',
            bgcolor: 'background.default',
            position: 'relative',
          }}
        >
          <PersonAvatar person={me} size={96} />
        </Box>
      ) : null}
      <Typography variant="h1" sx={{ mt: 1 }}>
        {t('profile.title')}
      </Typography>
      {me ? (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {me.full_name} ·{' '}
          <Link component={RouterLink} to={publicProfilePath(me.id)} underline="hover">
            {t('profile.publicLink')}
          </Link>
        </Typography>
      ) : null}
      <Box component="nav" aria-label={t('profile.tabs.label')} sx={{ mt: 2 }}>
        <Tabs
          value={current}
          variant="fullWidth"
          aria-label={t('profile.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 560 }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              component={RouterLink}
              to={TAB_PATHS[tab.value]}
              aria-current={tab.value === current ? 'page' : undefined}
              data-testid={`profile-tab-${tab.value}`}
            />
          ))}
        </Tabs>
      </Box>
    </Box>
  );
}
