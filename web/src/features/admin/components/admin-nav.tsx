import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';

import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { adminSectionPath } from '@/lib/modules/admin-sections';
import type { AdminSection } from '@/lib/modules/console';

import { currentSection, filterSections, NAV_GROUPS } from '../lib/nav-search';

export type AdminNavProps = {
  sections: readonly AdminSection[];
  /** Called after a choice (closes the drawer on phones). */
  onNavigate?: () => void;
  /** Whether /admin has an overview to lead to (a module gives a tile). */
  overview?: boolean;
};

/** The console's menu, in the frame's navigation while the console is open: a way back to the
 *  app, the overview, a search box narrowing the sections by name (↓ moves into the results,
 *  Enter opens the first one, Escape clears) and the sections by group. */
export function AdminNav({ sections, onNavigate, overview = true }: AdminNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const current = currentSection(sections, pathname);
  const atOverview = pathname.replace(/\/$/, '') === paths.admin;
  const shown = filterSections(sections, query, (section) => t(section.labelKey));

  const open = (to: string) => {
    void navigate(to);
    onNavigate?.();
  };
  const handleSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      listRef.current?.querySelector<HTMLElement>('[data-admin-section]')?.focus();
    } else if (event.key === 'Enter' && shown[0]) {
      event.preventDefault();
      open(adminSectionPath(shown[0]));
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    }
  };
  // ↑/↓ move between the results; ↑ from the first goes back to the search box.
  const handleListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>('[data-admin-section]') ?? [],
    );
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    if (next < 0) document.getElementById(`${id}-search`)?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  const itemSx = { mx: 1, borderRadius: 1 } as const;
  return (
    <Box component="nav" aria-label={t('admin.nav.label')} sx={{ pb: 2 }}>
      <List dense>
        <ListItem disablePadding>
          <ListItemButton component={Link} to={paths.home} onClick={onNavigate} sx={itemSx}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ArrowBackIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('admin.nav.backToApp')} />
          </ListItemButton>
        </ListItem>
        {overview ? (
          <ListItem disablePadding>
            <ListItemButton
              component={Link}
              to={paths.admin}
              onClick={onNavigate}
              selected={atOverview}
              aria-current={atOverview ? 'page' : undefined}
              sx={itemSx}
            >
              <ListItemText primary={t('admin.nav.overview')} />
            </ListItemButton>
          </ListItem>
        ) : null}
      </List>
      <Box sx={{ px: 2, pb: 1 }}>
        <TextInput
          id={`${id}-search`}
          type="search"
          label={t('admin.nav.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleSearchKey}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          inputProps={{ 'aria-controls': `${id}-results` }}
        />
      </Box>
      <Box id={`${id}-results`} ref={listRef} onKeyDown={handleListKey}>
        {shown.length === 0 ? (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2 }}>
            {t('admin.nav.noMatch')}
          </Typography>
        ) : null}
        {NAV_GROUPS.map((group) => {
          const entries = shown.filter((section) => section.group === group);
          if (entries.length === 0) return null;
          // The group heading sits before its list: a list may hold only list items (axe `list`).
          return (
            <Fragment key={group}>
              <Typography
                id={`${id}-${group}`}
                component="h2"
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', px: 2, pt: 1 }}
              >
                {t(`admin.nav.groups.${group}`)}
              </Typography>
              <List dense disablePadding aria-labelledby={`${id}-${group}`}>
                {entries.map((section) => (
                  <ListItem key={section.id} disablePadding>
                    <ListItemButton
                      component={Link}
                      to={adminSectionPath(section)}
                      onClick={onNavigate}
                      selected={section.id === current?.id}
                      aria-current={section.id === current?.id ? 'page' : undefined}
                      data-admin-section={section.id}
                      sx={itemSx}
                    >
                      <ListItemText primary={t(section.labelKey)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
