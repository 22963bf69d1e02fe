// The directory source as the server suggests it before one is saved, for the directory
// screen's tests.
import type { DirectorySource } from '../api/people-directory';

export const SUGGESTED_SOURCE: DirectorySource = {
  configured: false,
  url: 'ldap://localhost:389',
  bind_dn: '',
  has_password: false,
  base_dn: '',
  filter: '(objectClass=inetOrgPerson)',
  attributes: {
    email: 'mail',
    first_name: 'givenName',
    last_name: 'sn',
    job_position: 'title',
    department: 'departmentNumber',
    phone: 'telephoneNumber',
    manager: 'manager',
  },
  sync_enabled: false,
  sync_hours: 24,
  next_sync_at: null,
  last_sync: null,
};
