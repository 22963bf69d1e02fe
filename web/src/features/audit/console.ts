// The audit trail: the console's "Registro de auditoría" section (admins), the organisation's
// record of every admin action and every movement of points or rights.
// It has no manifest: all of it is the console's, loaded with the console (lib/modules/console.ts).
import { lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ConsoleParts } from '@/lib/modules/console';

const auditLog = lazyRoute(() => import('./admin/audit-log-page'), 'AuditLogPage');

export const consoleParts: ConsoleParts = {
  adminSections: [
    adminSection('audit', { module: null, order: 90, labelKey: 'audit.nav' }, auditLog),
  ],
};
