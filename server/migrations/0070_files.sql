-- The files repository (issue 33; docs/files.md, ADR 0068): folders with an audience and owners
-- (kept on the top-level folder, inherited by its subfolders), files whose versions keep the
-- SHA-256 of their bytes, read confirmations that keep the hash of the version read, and
-- certificates generated on demand with a verification code.
CREATE TABLE file_folders (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  parent_id BIGINT REFERENCES file_folders(id),
  -- the top-level folder (a top-level folder's own id)
  root_id BIGINT REFERENCES file_folders(id),
  depth BIGINT NOT NULL DEFAULT 1,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- 'shared' or 'personal'
  kind TEXT NOT NULL DEFAULT 'shared',
  -- the person of a personal folder
  person_id BIGINT REFERENCES users(id),
  -- a personal folder's person may upload
  employee_upload {{BOOL}} NOT NULL DEFAULT 0,
  -- top-level shared folders: everyone sees it
  audience_everyone {{BOOL}} NOT NULL DEFAULT 0,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX file_folders_children ON file_folders (org_id, parent_id, name);
CREATE INDEX file_folders_root ON file_folders (org_id, root_id);
CREATE UNIQUE INDEX file_folders_personal ON file_folders (org_id, person_id);
CREATE INDEX file_folders_author ON file_folders (org_id, created_by);

-- A top-level folder's audience: departments, communication groups and people.
CREATE TABLE file_folder_audience (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  folder_id BIGINT NOT NULL REFERENCES file_folders(id),
  kind TEXT NOT NULL,
  ref_id BIGINT NOT NULL,
  PRIMARY KEY (org_id, folder_id, kind, ref_id)
);
CREATE INDEX file_folder_audience_ref ON file_folder_audience (org_id, kind, ref_id);

CREATE TABLE file_folder_owners (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  folder_id BIGINT NOT NULL REFERENCES file_folders(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (org_id, folder_id, user_id)
);
CREATE INDEX file_folder_owners_user ON file_folder_owners (org_id, user_id);

CREATE TABLE repository_files (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  folder_id BIGINT NOT NULL REFERENCES file_folders(id),
  name TEXT NOT NULL,
  -- lower-case name, for search
  name_key TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- the tags, one per line (repository_file_tags indexes them)
  tags TEXT NOT NULL DEFAULT '',
  requires_ack {{BOOL}} NOT NULL DEFAULT 0,
  expires_on TEXT,
  -- the expiry date its managers were reminded of
  reminded_for TEXT,
  -- the current version, repeated here so lists read one row per file
  version_id BIGINT,
  version_number BIGINT NOT NULL DEFAULT 1,
  content_type TEXT NOT NULL,
  size BIGINT NOT NULL,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX repository_files_folder ON repository_files (org_id, folder_id, name_key, id);
-- Admins' search, in name order.
CREATE INDEX repository_files_name ON repository_files (org_id, name_key, id);
CREATE INDEX repository_files_ack ON repository_files (org_id, requires_ack, id);
CREATE INDEX repository_files_expiry ON repository_files (expires_on);
-- A person's erasure finds what they uploaded or created.
CREATE INDEX repository_files_author ON repository_files (org_id, created_by);

CREATE TABLE repository_file_tags (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  file_id BIGINT NOT NULL REFERENCES repository_files(id),
  tag TEXT NOT NULL,
  PRIMARY KEY (org_id, file_id, tag)
);
CREATE INDEX repository_file_tags_tag ON repository_file_tags (org_id, tag, file_id);

CREATE TABLE file_versions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  file_id BIGINT NOT NULL REFERENCES repository_files(id),
  number BIGINT NOT NULL,
  storage_key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size BIGINT NOT NULL,
  sha256 TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  uploaded_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX file_versions_number ON file_versions (org_id, file_id, number);
CREATE INDEX file_versions_author ON file_versions (org_id, uploaded_by);

-- A read confirmation: who confirmed which version, and the hash of what that version was.
CREATE TABLE file_acknowledgements (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  file_id BIGINT NOT NULL REFERENCES repository_files(id),
  version_id BIGINT NOT NULL REFERENCES file_versions(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  version_number BIGINT NOT NULL,
  sha256 TEXT NOT NULL,
  confirmed_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, version_id, user_id)
);
CREATE INDEX file_acknowledgements_person ON file_acknowledgements (org_id, user_id, file_id);
CREATE INDEX file_acknowledgements_file ON file_acknowledgements (org_id, file_id, user_id);

-- A certificate states what the profile said when it was issued.
CREATE TABLE certificates (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  language TEXT NOT NULL,
  issued_at {{TIMESTAMP}} NOT NULL,
  issued_on TEXT NOT NULL,
  person_name TEXT NOT NULL,
  organization_name TEXT NOT NULL,
  admission_date TEXT NOT NULL,
  job_position TEXT,
  department_name TEXT
);
CREATE UNIQUE INDEX certificates_code ON certificates (org_id, code);
CREATE INDEX certificates_person ON certificates (org_id, user_id, issued_at);
