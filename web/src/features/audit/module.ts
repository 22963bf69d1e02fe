// The audit trail: the console's "Registro de auditoría" section (admins), the organisation's
// record of every admin action and every movement of points or rights.
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const auditLog = lazyRoute(() => import('./admin/audit-log-page'), 'AuditLogPage');

export const manifest: ModuleManifest = {
  adminSections: [
    adminSection('audit', { module: null, order: 90, labelKey: 'audit.nav' }, auditLog),
  ],
};
