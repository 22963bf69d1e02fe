-- Psychosocial questionnaires (issue 32, MOO-5, MOO-6, MOO-★1; docs/psychosocial.md, ADR 0066):
-- NOM-035-STPS-2018's Guía I, II and III applied per centro de trabajo. The Guía II/III answers
-- live only in the privacy engine's tables (source 'psychosocial:<id>'); here is who takes part
-- and on which day they answered, Guía I's confidential answers (sealed with the server's
-- secret), the occupational-health staff who alone read its referrals, and the measures.
CREATE TABLE psy_applications (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  -- the centro de trabajo as the employer registers it
  workplace TEXT NOT NULL,
  -- nom035_g2, nom035_g3, or NULL when the workplace answers only Guía I (up to 15 people)
  guide TEXT,
  guide1 {{BOOL}} NOT NULL DEFAULT 1,
  -- Guía III: everyone (all) or a random sample (sample)
  sampling TEXT NOT NULL DEFAULT 'all',
  everyone {{BOOL}} NOT NULL DEFAULT 1,
  -- the audience's departments, comma-separated ids ('' with everyone)
  department_ids TEXT NOT NULL DEFAULT '',
  -- draft, open, closed
  state TEXT NOT NULL DEFAULT 'draft',
  opens_on TEXT,
  closes_on TEXT,
  launched_at {{TIMESTAMP}},
  closed_at {{TIMESTAMP}},
  -- the organisation's day it closed: the next identification is due two years later
  closed_on TEXT,
  created_by BIGINT NOT NULL REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX psy_applications_org ON psy_applications (org_id, id);
-- The job closing applications on their closing day, every organisation.
CREATE INDEX psy_applications_state ON psy_applications (state, id);

-- The workplace's roster, taken when the draft is written: who may be asked, their department
-- then (the results' segment), the gender given for the sample, whether drawn, and the days
-- they answered (participation, never what).
CREATE TABLE psy_roster (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  application_id BIGINT NOT NULL REFERENCES psy_applications(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  department_id BIGINT,
  -- female, male, unspecified
  gender TEXT NOT NULL DEFAULT 'unspecified',
  sampled {{BOOL}} NOT NULL DEFAULT 0,
  guide1_on TEXT,
  main_on TEXT,
  PRIMARY KEY (application_id, user_id)
);
CREATE INDEX psy_roster_user ON psy_roster (org_id, user_id);

-- Guía I: confidential, not anonymous. The answers and the staff's note are sealed.
CREATE TABLE psy_guide1 (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  application_id BIGINT NOT NULL REFERENCES psy_applications(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  sealed_answers TEXT NOT NULL,
  needs_referral {{BOOL}} NOT NULL,
  answered_on TEXT NOT NULL,
  -- the follow-up of a referral: pending, contacted, closed
  status TEXT NOT NULL DEFAULT 'pending',
  sealed_note TEXT NOT NULL DEFAULT '',
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX psy_guide1_person ON psy_guide1 (application_id, user_id);
CREATE INDEX psy_guide1_referrals ON psy_guide1 (org_id, needs_referral, status, id);

CREATE TABLE psy_health_staff (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  added_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);

-- The intervention program's measures: tasks (source psychosocial) and what each targets.
CREATE TABLE psy_measures (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  application_id BIGINT NOT NULL REFERENCES psy_applications(id),
  task_id BIGINT NOT NULL,
  -- a category or domain id of the guide ('' for the whole program)
  target TEXT NOT NULL DEFAULT '',
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (application_id, task_id)
);
