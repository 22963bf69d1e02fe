import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import Tune from '@mui/icons-material/Tune';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { User } from '@/api/types';
import { paths } from '@/config/paths';
import { toLanguage, type Language } from '@/i18n/languages';
import { useAppStore } from '@/stores/app-store';

import { useChangeLanguage } from '../hooks/use-change-language';

export type AccountMenuProps = {
  user: User;
  languages: readonly Language[];
  /** The user's small photo (an object URL from the photo cache); none: their initials. */
  photoUrl?: string | null;
};

function initials(user: User): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';
}

/** The account button of the top bar: the user's photo and name, a language switch, the quick
 *  settings panel (SettingsPanelHost; the focus comes back to this button when it closes) and
 *  logout. */
export function AccountMenu({ user, languages, photoUrl }: AccountMenuProps) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const openSettingsPanel = useAppStore((state) => state.setSettingsPanelOpen);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A photo that fails to show (a URL no longer valid) leaves the initials.
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  const photo = photoUrl && photoUrl !== brokenPhoto ? photoUrl : null;
  const current = toLanguage(i18n.language);
  const open = Boolean(anchor);

  const handleOpen = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const handleClose = () => setAnchor(null);
  const handleLanguage = (language: Language) => {
    handleClose();
    if (language !== current) changeLanguage(language);
  };
  const handleQuickSettings = () => {
    handleClose();
    openSettingsPanel(true);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={handleOpen}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        aria-label={t('account.open', { name: user.full_name })}
        sx={{ gap: 1, minWidth: 0 }}
      >
        {/* The initials are drawn by CSS, not written as text: the button's visible text is
            then the name alone, which its accessible name starts with (WCAG 2.5.3). */}
        {photo ? (
          <Avatar
            aria-hidden
            src={photo}
            alt=""
            slotProps={{ img: { onError: () => setBrokenPhoto(photo) } }}
            sx={{ width: 32, height: 32 }}
          />
        ) : (
          <Avatar
            aria-hidden
            data-initials={initials(user)}
            sx={{
              width: 32,
              height: 32,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: '0.875rem',
              '&::before': { content: 'attr(data-initials)' },
            }}
          >
            <></>
          </Avatar>
        )}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 220 }}>
          <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 700 }}>
            {user.full_name}
          </Typography>
        </Box>
      </Button>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1 }} role="presentation">
          <Typography variant="caption" color="text.secondary" component="p">
            {t('account.signedInAs')}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{user.full_name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <ListSubheader sx={{ lineHeight: 2.5 }} role="presentation">
          {t('account.language')}
        </ListSubheader>
        {languages.map((language) => (
          <MenuItem
            key={language}
            role="menuitemradio"
            aria-checked={language === current}
            lang={language}
            onClick={() => handleLanguage(language)}
          >
            <ListItemIcon>{language === current ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={t(`languages.${language}`)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={handleQuickSettings} aria-haspopup="dialog">
          <ListItemIcon>
            <Tune fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('account.quickSettings')} />
        </MenuItem>
        <MenuItem component={Link} to={paths.logout} onClick={handleClose}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('account.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}
