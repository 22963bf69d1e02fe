-- The complaints channel (issue 32, engagement.md §9; docs/complaints.md, ADR 0063). Nothing a
-- dump shows reads as what anyone reported: every text of a case (facts, dates as written,
-- people as free text, witnesses, desired measures; messages; notes; the final report; evidence
-- file names and bytes) is sealed under the case's own key, and that key is kept only sealed:
-- once with the server's secret (handlers read through it) and once under Argon2id(receipt ‖
-- passphrase, salt) (the reporter's copy). The receipt is kept as an HMAC. Anonymous cases keep no
-- person, no address, and days rather than times.
CREATE TABLE complaint_cases (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  -- hex HMAC-SHA256(server secret, "complaints.receipt" ‖ receipt)
  receipt_hash TEXT NOT NULL UNIQUE,
  -- acoso_laboral, acoso_sexual, violencia, discriminacion, otra
  kind TEXT NOT NULL,
  identified {{BOOL}} NOT NULL DEFAULT 0,
  -- NULL when anonymous
  reporter_user_id BIGINT REFERENCES users(id),
  -- an identified reporter asked for in-app notifications of new messages
  notify_reporter {{BOOL}} NOT NULL DEFAULT 0,
  third_party {{BOOL}} NOT NULL DEFAULT 0,
  -- received, resguardo, investigation, derived, report, measures, closed
  stage TEXT NOT NULL DEFAULT 'received',
  -- the jurisdiction profile when received: cl, eu, mx, co, custom
  profile TEXT NOT NULL,
  -- the department where it happened (statistics), optional
  area_id BIGINT,
  -- the handler who took it verbally (an acta), else NULL
  verbal_by BIGINT REFERENCES users(id),
  -- the case key sealed with secret_box (purpose complaints.case)
  sealed_key_server TEXT NOT NULL,
  -- the case key sealed (XChaCha20-Poly1305) under Argon2id(receipt ‖ passphrase, salt)
  sealed_key_reporter TEXT NOT NULL,
  -- hex Argon2id salt
  salt TEXT NOT NULL,
  -- the report's texts as one JSON text sealed under the case key
  sealed_content TEXT NOT NULL,
  -- the final report sealed under the case key; read-only once set
  sealed_report TEXT,
  report_day TEXT,
  -- wrong passphrases since the last lock; locked until (epoch ms) after 5; locks so far
  failed_tries BIGINT NOT NULL DEFAULT 0,
  locked_until {{TIMESTAMP}},
  locks BIGINT NOT NULL DEFAULT 0,
  -- YYYY-MM-DD in the organisation's time zone: no time of day
  created_day TEXT NOT NULL,
  closed_day TEXT,
  archived_at {{TIMESTAMP}},
  CHECK (kind IN ('acoso_laboral', 'acoso_sexual', 'violencia', 'discriminacion', 'otra')),
  CHECK (stage IN ('received', 'resguardo', 'investigation', 'derived', 'report', 'measures',
                   'closed')),
  CHECK (profile IN ('cl', 'eu', 'mx', 'co', 'custom')),
  CHECK (identified = 1 OR reporter_user_id IS NULL)
);
CREATE INDEX complaint_cases_org_stage ON complaint_cases (org_id, stage, created_day);
CREATE INDEX complaint_cases_org_day ON complaint_cases (org_id, created_day);

-- People of the directory involved (the conflict-of-interest rule); free-text names are sealed.
CREATE TABLE complaint_people (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  case_id BIGINT NOT NULL REFERENCES complaint_cases(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  -- accused, witness, affected
  role TEXT NOT NULL,
  PRIMARY KEY (case_id, user_id, role),
  CHECK (role IN ('accused', 'witness', 'affected'))
);
CREATE INDEX complaint_people_user ON complaint_people (org_id, user_id);

-- The organisation's committee: who sees the intake and assigns investigators.
CREATE TABLE complaint_handlers (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  added_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, user_id)
);

-- The investigators assigned to a case.
CREATE TABLE complaint_assignees (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  case_id BIGINT NOT NULL REFERENCES complaint_cases(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (case_id, user_id)
);
CREATE INDEX complaint_assignees_user ON complaint_assignees (org_id, user_id);

-- The mailbox between the reporter and the handlers, sealed under the case key.
CREATE TABLE complaint_messages (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  case_id BIGINT NOT NULL REFERENCES complaint_cases(id),
  seq BIGINT NOT NULL,
  -- reporter, handler
  author TEXT NOT NULL,
  -- the handler who wrote; NULL for the reporter
  author_user_id BIGINT REFERENCES users(id),
  sealed_body TEXT NOT NULL,
  created_day TEXT NOT NULL,
  UNIQUE (case_id, seq),
  CHECK (author IN ('reporter', 'handler'))
);

-- Internal notes (handlers only), sealed under the case key.
CREATE TABLE complaint_notes (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  case_id BIGINT NOT NULL REFERENCES complaint_cases(id),
  author_user_id BIGINT NOT NULL REFERENCES users(id),
  sealed_body TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX complaint_notes_case ON complaint_notes (case_id, id);

-- Evidence: the bytes (metadata stripped, then sealed under the case key) are an upload of type
-- complaint-attachment whose recorded name says nothing; the real name is sealed here.
CREATE TABLE complaint_evidence (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  case_id BIGINT NOT NULL REFERENCES complaint_cases(id),
  upload_key TEXT NOT NULL,
  sealed_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size BIGINT NOT NULL,
  -- reporter, handler
  added_by TEXT NOT NULL,
  -- reencoded, pdf_info, none
  stripped TEXT NOT NULL,
  created_day TEXT NOT NULL
);
CREATE INDEX complaint_evidence_case ON complaint_evidence (case_id, id);

-- Who opened a case and how often (CMP-★3: the reporter sees the number of distinct readers).
CREATE TABLE complaint_access (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  case_id BIGINT NOT NULL REFERENCES complaint_cases(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  first_read_at {{TIMESTAMP}} NOT NULL,
  last_read_at {{TIMESTAMP}} NOT NULL,
  reads BIGINT NOT NULL DEFAULT 1,
  PRIMARY KEY (case_id, user_id)
);

-- The compliance ledger (CMP-★2): append-only (the repository has no UPDATE or DELETE for it),
-- each entry's hash = SHA-256(prev_hash ‖ its canonical text). detail is never sealed text.
CREATE TABLE complaint_log (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  case_id BIGINT NOT NULL REFERENCES complaint_cases(id),
  seq BIGINT NOT NULL,
  at {{TIMESTAMP}} NOT NULL,
  kind TEXT NOT NULL,
  -- "reporter", "system" or a handler's user id
  actor TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (case_id, seq)
);

-- The channel's settings per organisation (absent row: the defaults, Chile).
CREATE TABLE complaint_settings (
  org_id BIGINT PRIMARY KEY REFERENCES organizations(id),
  profile TEXT NOT NULL DEFAULT 'cl',
  acknowledge_days BIGINT NOT NULL DEFAULT 7,
  investigation_days BIGINT NOT NULL DEFAULT 30,
  measures_days BIGINT NOT NULL DEFAULT 15,
  business_days {{BOOL}} NOT NULL DEFAULT 1,
  holidays_country TEXT,
  cadence_months BIGINT NOT NULL DEFAULT 6,
  next_notice_day TEXT,
  text_es TEXT NOT NULL,
  text_en TEXT NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (profile IN ('cl', 'eu', 'mx', 'co', 'custom')),
  CHECK (cadence_months >= 1 AND cadence_months <= 24)
);
-- The notice job reads the due rows.
CREATE INDEX complaint_settings_next ON complaint_settings (next_notice_day);

-- The semestral notices sent (CMP-10): the communication's read report is the proof.
CREATE TABLE complaint_notices (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  sent_day TEXT NOT NULL,
  communication_id BIGINT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX complaint_notices_org ON complaint_notices (org_id, id);

-- Deadline warnings sent, once per case, deadline and lead (3 or 1 business days).
CREATE TABLE complaint_deadline_warnings (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  case_id BIGINT NOT NULL REFERENCES complaint_cases(id),
  deadline TEXT NOT NULL,
  lead_days BIGINT NOT NULL,
  sent_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (case_id, deadline, lead_days)
);
