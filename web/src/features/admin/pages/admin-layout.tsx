import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { LoadingBlock } from '@/components/feedback/loading-block';
import { useFrameNav } from '@/components/layout/frame-nav';
import { paths } from '@/config/paths';
import { adminSectionPath, visibleAdminSections } from '@/lib/modules/admin-sections';
import { adminSections, overviewTiles } from '@/lib/modules/console';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { AdminForbidden } from '../components/admin-forbidden';
import { AdminNav } from '../components/admin-nav';
import { ModuleOff } from '../components/module-off';
import { currentSection } from '../lib/nav-search';

const AdminOverview = lazy(() =>
  import('../components/admin-overview').then((module) => ({ default: module.AdminOverview })),
);

/** /admin: admins only. The console's sections take the place of the app's menu (from every
 *  module's console.ts, loaded with this route); /admin itself is the overview. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, services } = useAppStore(
    useShallow((state) => ({ user: state.me.data, services: state.services })),
  );
  const allSections = useMemo(() => adminSections(), []);
  const isAdmin = user?.user_type === 'admin';
  useDocumentTitle(isAdmin ? t('admin.pageTitle') : null);
  const sections = useMemo(
    () => visibleAdminSections(allSections, services),
    [allSections, services],
  );
  const renderNav = useCallback(
    (onNavigate?: () => void) => (
      <AdminNav sections={sections} onNavigate={onNavigate} overview={overviewTiles().length > 0} />
    ),
    [sections],
  );
  const openNav = useFrameNav(isAdmin ? renderNav : null);

  if (!user) return null;
  if (!isAdmin) return <AdminForbidden />;

  const atRoot = pathname.replace(/\/$/, '') === paths.admin;
  // Without tiles (no module gives one) /admin opens the first section.
  const first = sections[0];
  if (atRoot && overviewTiles().length === 0 && first) {
    return <Navigate to={adminSectionPath(first)} replace />;
  }
  const current = currentSection(sections, pathname);
  const inVisibleSection = sections.some((section) =>
    pathname.startsWith(adminSectionPath(section)),
  );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {t('admin.title')}
        </Typography>
        {/* Below 900 px the sections are in the frame's drawer: this opens it too. */}
        <Button
          variant="outlined"
          startIcon={<MenuOpenIcon />}
          onClick={openNav}
          aria-haspopup="true"
          aria-label={`${t('admin.nav.sections')}: ${current ? t(current.labelKey) : t('admin.nav.overview')}`}
          sx={{ display: { md: 'none' } }}
        >
          {current ? t(current.labelKey) : t('admin.nav.overview')}
        </Button>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {atRoot ? (
          <Suspense fallback={<LoadingBlock label={t('admin.common.loading')} />}>
            <AdminOverview />
          </Suspense>
        ) : inVisibleSection ? (
          <Outlet />
        ) : (
          <ModuleOff />
        )}
      </Box>
    </Stack>
  );
}
