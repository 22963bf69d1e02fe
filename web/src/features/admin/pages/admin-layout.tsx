import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { paths } from '@/config/paths';
import {
  adminSectionPath,
  useAdminSections,
  visibleAdminSections,
} from '@/lib/modules/admin-sections';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { AdminForbidden } from '../components/admin-forbidden';
import { AdminNav } from '../components/admin-nav';
import { ModuleOff } from '../components/module-off';

/** /admin: admins only. The console's menu beside the chosen section; the sections come from
 *  every module's manifest. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, services } = useAppStore(
    useShallow((state) => ({ user: state.me.data, services: state.services })),
  );
  const allSections = useAdminSections();
  const isAdmin = user?.user_type === 'admin';
  useDocumentTitle(isAdmin ? t('admin.pageTitle') : null);

  if (!user) return null;
  if (!isAdmin) return <AdminForbidden />;

  const sections = visibleAdminSections(allSections, services);
  const first = sections[0];
  const atRoot = pathname.replace(/\/$/, '') === paths.admin;
  if (atRoot && first) return <Navigate to={adminSectionPath(first)} replace />;
  const inVisibleSection = sections.some((section) =>
    pathname.startsWith(adminSectionPath(section)),
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('admin.title')}</Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: 3 }}>
        <AdminNav sections={sections} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{inVisibleSection ? <Outlet /> : <ModuleOff />}</Box>
      </Box>
    </Stack>
  );
}
