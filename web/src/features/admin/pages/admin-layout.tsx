import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { adminSectionPath, visibleAdminSections } from '../admin-sections';
import { AdminForbidden } from '../components/admin-forbidden';
import { AdminNav } from '../components/admin-nav';
import { ModuleOff } from '../components/module-off';

/** /admin: admins only. The console's menu beside the chosen section. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, services } = useAppStore(
    useShallow((state) => ({ user: state.me.data, services: state.services })),
  );
  const isAdmin = user?.user_type === 'admin';
  useDocumentTitle(isAdmin ? t('admin.pageTitle') : null);

  if (!user) return null;
  if (!isAdmin) return <AdminForbidden />;

  const sections = visibleAdminSections(services);
  const first = sections[0];
  const atRoot = pathname.replace(/\/$/, '') === paths.admin;
  if (atRoot && first) return <Navigate to={adminSectionPath(first.id)} replace />;
  const inVisibleSection = sections.some((section) =>
    pathname.startsWith(adminSectionPath(section.id)),
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('admin.title')}</Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3 }}>
        <AdminNav sections={sections} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>{inVisibleSection ? <Outlet /> : <ModuleOff />}</Box>
      </Box>
    </Stack>
  );
}
