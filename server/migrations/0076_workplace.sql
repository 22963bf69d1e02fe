-- Workplace (issue 33; docs/workplace.md, ADR 0075): the organisation's sites (centros de
-- trabajo) and who works where, at most one site per person.
CREATE TABLE workplace_sites (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  -- ISO 3166-1 alpha-2
  country TEXT NOT NULL,
  -- IANA name ("America/Mexico_City")
  timezone TEXT NOT NULL,
  phone TEXT,
  map_url TEXT,
  notes TEXT,
  notes_en TEXT,
  -- 'active' or 'archived'
  status TEXT NOT NULL DEFAULT 'active',
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX workplace_sites_status ON workplace_sites (org_id, status, name);
CREATE INDEX workplace_sites_name ON workplace_sites (org_id, name);

-- Who works where: one row per person at most (the primary key).
CREATE TABLE workplace_assignments (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  site_id BIGINT NOT NULL REFERENCES workplace_sites(id),
  assigned_by BIGINT REFERENCES users(id),
  assigned_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);
CREATE INDEX workplace_assignments_site ON workplace_assignments (org_id, site_id, user_id);
CREATE INDEX workplace_assignments_by ON workplace_assignments (org_id, assigned_by);
