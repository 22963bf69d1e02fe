-- Foundation: organisations and their hosts, module flags, people and departments, sign-in
-- lockout, notifications, survey assignments (counted for the badge), product categories and
-- translations. Times are epoch milliseconds; booleans are 0/1 (see docs/adr/0003).

CREATE TABLE organizations (
  id {{ID}},
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  is_default {{BOOL}} NOT NULL DEFAULT 0,
  active {{BOOL}} NOT NULL DEFAULT 1,
  default_language TEXT NOT NULL DEFAULT 'es',
  languages TEXT NOT NULL DEFAULT 'es,en',
  timezone TEXT NOT NULL DEFAULT 'America/Bogota',
  country TEXT,
  banner_main TEXT NOT NULL DEFAULT '#3a71b5',
  banner_secondary TEXT,
  logo_url TEXT,
  partner_logo_url TEXT,
  tagline TEXT,
  auth_password {{BOOL}} NOT NULL DEFAULT 1,
  auth_otp {{BOOL}} NOT NULL DEFAULT 0,
  auth_teams {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);

CREATE TABLE org_hosts (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  host TEXT NOT NULL UNIQUE,
  analytics_id TEXT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX org_hosts_org ON org_hosts (org_id);

CREATE TABLE org_services (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  service TEXT NOT NULL,
  enabled {{BOOL}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, service)
);

CREATE TABLE departments (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  active {{BOOL}} NOT NULL DEFAULT 1,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX departments_org_name ON departments (org_id, name);

CREATE TABLE users (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  email TEXT NOT NULL,
  password_hash TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL DEFAULT '',
  job_position TEXT,
  user_type TEXT NOT NULL DEFAULT 'employee',
  department_id BIGINT REFERENCES departments(id),
  leader_id BIGINT REFERENCES users(id),
  language TEXT NOT NULL DEFAULT 'spanish',
  points {{BOOL}} NOT NULL DEFAULT 1,
  active {{BOOL}} NOT NULL DEFAULT 1,
  activated {{BOOL}} NOT NULL DEFAULT 0,
  birthday TEXT,
  admission_date TEXT,
  country TEXT,
  phone TEXT,
  profile_photo_url TEXT,
  token_version BIGINT NOT NULL DEFAULT 1,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX users_org_email ON users (org_id, email);
CREATE INDEX users_org_department ON users (org_id, department_id);

-- Failed sign-ins per e-mail, whether or not the account exists, so that a lockout answers the
-- same for known and unknown addresses.
CREATE TABLE login_failures (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  email TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until {{TIMESTAMP}} NOT NULL DEFAULT 0,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, email)
);

CREATE TABLE notifications (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  payload {{JSON}} NOT NULL,
  read_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX notifications_unread ON notifications (org_id, user_id, read_at);
CREATE INDEX notifications_user_time ON notifications (org_id, user_id, created_at);

-- Who must answer which survey; the surveys module owns the surveys themselves.
CREATE TABLE survey_assignments (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  survey_id BIGINT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  assigned_at {{TIMESTAMP}} NOT NULL,
  completed_at {{TIMESTAMP}},
  PRIMARY KEY (org_id, survey_id, user_id)
);
CREATE INDEX survey_assignments_pending ON survey_assignments (org_id, user_id, completed_at);

CREATE TABLE product_categories (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  icon TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  active {{BOOL}} NOT NULL DEFAULT 1,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX product_categories_org ON product_categories (org_id, active, position);

-- An organisation's own wording of a catalog key (white-labelling), over the built-in catalog.
CREATE TABLE translations (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  lng TEXT NOT NULL,
  ns TEXT NOT NULL,
  tkey TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, lng, ns, tkey)
);

-- Keys the web app asked for and no catalog had; recorded once, bounded per organisation.
CREATE TABLE missing_translations (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  lng TEXT NOT NULL,
  ns TEXT NOT NULL,
  tkey TEXT NOT NULL,
  fallback TEXT,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, lng, ns, tkey)
);
