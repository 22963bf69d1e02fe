import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

import { adminSectionPath } from '@/lib/modules/admin-sections';
import type { AdminSection } from '@/lib/modules/manifest';

export type AdminNavProps = { sections: readonly AdminSection[] };

const GROUPS = ['manage', 'settings'] as const;

/** The console's menu: a side list from 1200 px (beside the app's own menu it would leave the
 *  section too little room below that), scrollable tabs above the section below. */
export function AdminNav({ sections }: AdminNavProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const { pathname } = useLocation();
  // The section whose path is the longest whole-segment prefix (people/import over people).
  const current = sections
    .filter((section) => {
      const path = adminSectionPath(section);
      return pathname === path || pathname.startsWith(`${path}/`);
    })
    .reduce<(typeof sections)[number] | undefined>(
      (best, section) => (!best || section.segment.length > best.segment.length ? section : best),
      undefined,
    );

  if (!isWide) {
    return (
      <nav aria-label={t('admin.nav.label')}>
        <Tabs
          value={current?.id ?? false}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {sections.map((section) => (
            <Tab
              key={section.id}
              value={section.id}
              label={t(section.labelKey)}
              component={NavLink}
              to={adminSectionPath(section)}
              aria-current={section.id === current?.id ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </nav>
    );
  }

  return (
    <Paper
      component="nav"
      aria-label={t('admin.nav.label')}
      variant="outlined"
      sx={{ width: 240, flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 88 }}
    >
      {GROUPS.map((group) => {
        const entries = sections.filter((section) => section.group === group);
        if (entries.length === 0) return null;
        // The group heading sits before its list: a list may hold only list items (axe `list`).
        return (
          <Fragment key={group}>
            <Typography
              id={`admin-nav-${group}`}
              component="h2"
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', px: 2, pt: 1 }}
            >
              {t(`admin.nav.groups.${group}`)}
            </Typography>
            <List dense disablePadding aria-labelledby={`admin-nav-${group}`} sx={{ pb: 1 }}>
              {entries.map((section) => (
                <ListItem key={section.id} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={adminSectionPath(section)}
                    selected={section.id === current?.id}
                    sx={{ mx: 1, borderRadius: 1 }}
                  >
                    <ListItemText primary={t(section.labelKey)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Fragment>
        );
      })}
    </Paper>
  );
}
