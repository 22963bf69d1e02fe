-- The forms engine (issue 29; ADR 0048; docs/forms.md): versioned form definitions that surveys,
-- evaluations, requests, complaints and event registration share, and the submissions of the
-- forms admins build themselves. A definition is never changed once written: editing a form
-- adds its next version, and answers keep the version they were given on. `owner` is the module
-- the form belongs to ('forms' for admin-built forms); a form id is the organisation's, whatever
-- the owner. Archiving marks every version of a form.
CREATE TABLE form_definitions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  form_id TEXT NOT NULL,
  version BIGINT NOT NULL,
  owner TEXT NOT NULL,
  definition {{JSON}} NOT NULL,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  archived_at {{TIMESTAMP}}
);
CREATE UNIQUE INDEX form_definitions_version ON form_definitions (org_id, form_id, version);
CREATE INDEX form_definitions_owner ON form_definitions (org_id, owner, created_at);

-- Submissions of admin-built forms (attributed: the person is kept). Modules with their own
-- privacy rules (surveys) keep their answers in their own tables.
CREATE TABLE form_submissions (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  form_id TEXT NOT NULL,
  version BIGINT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id),
  answers {{JSON}} NOT NULL,
  submitted_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX form_submissions_form ON form_submissions (org_id, form_id, version, submitted_at);
CREATE INDEX form_submissions_user ON form_submissions (org_id, user_id, submitted_at);
