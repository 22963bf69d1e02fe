import type { RequestTypeStatus } from '../api/admin-requests';

/** The glossary key of a type's state: Activo or Archivado. */
export function typeStatusKey(status: RequestTypeStatus) {
  return status === 'active' ? 'requests.admin.status.active' : 'requests.admin.status.archived';
}
