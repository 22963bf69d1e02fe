import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

import { useAppStore } from '@/stores/app-store';

import { adminSectionPath, type AdminSection } from '../admin-sections';

export type AdminNavProps = { sections: readonly AdminSection[] };

const GROUPS = ['manage', 'settings'] as const;

/** The console's menu: a side list from 900 px, scrollable tabs below. */
export function AdminNav({ sections }: AdminNavProps) {
  const { t } = useTranslation();
  const isDesktop = useAppStore((state) => state.device.isDesktop);
  const { pathname } = useLocation();
  const current = sections.find((section) => pathname.startsWith(adminSectionPath(section.id)));

  if (!isDesktop) {
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
              to={adminSectionPath(section.id)}
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
        return (
          <List
            key={group}
            dense
            aria-labelledby={`admin-nav-${group}`}
            subheader={
              <ListSubheader id={`admin-nav-${group}`} component="h2" sx={{ lineHeight: 2.5 }}>
                {t(`admin.nav.groups.${group}`)}
              </ListSubheader>
            }
          >
            {entries.map((section) => (
              <ListItem key={section.id} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={adminSectionPath(section.id)}
                  selected={section.id === current?.id}
                  sx={{ mx: 1, borderRadius: 1 }}
                >
                  <ListItemText primary={t(section.labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      })}
    </Paper>
  );
}
