-- Directory sync (LDAP or Active Directory): one source per organisation, its bind password
-- sealed (secret_box, purpose "ldap"), the attribute each person field is read from (and the
-- one holding the DN of their manager, who becomes their leader), the
-- schedule (a lease so that one node at a time syncs it) and how the last sync went.
CREATE TABLE directory_sources (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  url TEXT NOT NULL,
  bind_dn TEXT NOT NULL,
  bind_password_sealed TEXT,
  base_dn TEXT NOT NULL,
  filter TEXT NOT NULL,
  attr_email TEXT NOT NULL,
  attr_first_name TEXT NOT NULL,
  attr_last_name TEXT NOT NULL,
  attr_job_position TEXT NOT NULL,
  attr_department TEXT NOT NULL,
  attr_phone TEXT NOT NULL,
  attr_manager TEXT NOT NULL,
  sync_enabled {{BOOL}} NOT NULL DEFAULT 0,
  sync_hours INTEGER NOT NULL DEFAULT 24,
  next_sync_at {{TIMESTAMP}},
  sync_lease_until {{TIMESTAMP}},
  link_base TEXT NOT NULL,
  last_sync_at {{TIMESTAMP}},
  last_sync_status TEXT,
  last_sync_code TEXT,
  last_sync_message TEXT,
  last_sync_job_id BIGINT REFERENCES import_jobs(id),
  last_sync_entries BIGINT NOT NULL DEFAULT 0,
  last_sync_deactivated BIGINT NOT NULL DEFAULT 0,
  updated_at {{TIMESTAMP}} NOT NULL
);
-- The scheduler looks for the next source due.
CREATE INDEX directory_sources_due ON directory_sources (sync_enabled, next_sync_at);

-- The people the directory keeps in step: imported from it ('present'), or deactivated because
-- it no longer lists them ('missing', reactivated when it lists them again).
CREATE TABLE directory_members (
  user_id BIGINT PRIMARY KEY REFERENCES users(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  dn TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'present',
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX directory_members_org ON directory_members (org_id, state);

-- Where an import's rows came from: a spreadsheet, or the directory (chosen people or a sync).
ALTER TABLE import_jobs ADD COLUMN source TEXT NOT NULL DEFAULT 'sheet';
