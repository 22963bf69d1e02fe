-- Telemedicine and employee-assistance providers (BEN-5, BEN-★3; docs/telemedicine.md, ADR 0071):
-- each provider with how to reach it and who may see it, and how many times people opened one a
-- day. Nothing clinical is kept, and nothing names a person: a click is a count per provider and
-- day, never a row of its own.
CREATE TABLE telemedicine_providers (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_en TEXT,
  logo_key TEXT,
  -- 'telemedicine', 'eap' (psychological support), 'nutrition' or 'other'
  kind TEXT NOT NULL,
  -- https deep link or single sign-on entry
  link TEXT,
  access_code TEXT,
  phone TEXT,
  whatsapp TEXT,
  hours TEXT NOT NULL DEFAULT '',
  hours_en TEXT,
  -- ISO 639-1 codes, comma-separated ("es,en")
  languages TEXT NOT NULL DEFAULT '',
  -- 'draft', 'published' or 'archived'
  status TEXT NOT NULL DEFAULT 'draft',
  position BIGINT NOT NULL DEFAULT 0,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
-- The members' list (published ones in order) and the admins' (every status).
CREATE INDEX telemedicine_providers_status ON telemedicine_providers (org_id, status, position);
CREATE INDEX telemedicine_providers_order ON telemedicine_providers (org_id, position);
CREATE INDEX telemedicine_providers_creator ON telemedicine_providers (org_id, created_by);

-- Departments and groups by id (ref_id), countries by code (ref_text).
CREATE TABLE telemedicine_eligibility (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  provider_id BIGINT NOT NULL REFERENCES telemedicine_providers(id),
  kind TEXT NOT NULL,
  ref_id BIGINT,
  ref_text TEXT
);
CREATE INDEX telemedicine_eligibility_provider ON telemedicine_eligibility (org_id, provider_id);

-- How many times a provider was opened on one of the organisation's days. No person, no time of
-- day: the admins read weeks, each shown only from the privacy engine's k up.
CREATE TABLE telemedicine_clicks (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  provider_id BIGINT NOT NULL REFERENCES telemedicine_providers(id),
  day TEXT NOT NULL,
  clicks BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (org_id, provider_id, day)
);
CREATE INDEX telemedicine_clicks_day ON telemedicine_clicks (org_id, day);
