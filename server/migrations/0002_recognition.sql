-- Recognition, the feed and the points ledger: accounts and double-entry movements, idempotent
-- writes, recognition types with their super and sub types, corporate values, posts with their
-- receivers, likes, reactions, comments and boosts, badges, recognition groups, uploads,
-- podium settings, point rules and levels.

-- Point rules of an organisation: the allowance period, the allowance, whether unused giving
-- points go back to the treasury when a period ends, and the podium settings.
ALTER TABLE organizations ADD COLUMN points_period TEXT NOT NULL DEFAULT 'month';
ALTER TABLE organizations ADD COLUMN base_points BIGINT NOT NULL DEFAULT 0;
ALTER TABLE organizations ADD COLUMN expire_unused {{BOOL}} NOT NULL DEFAULT 0;
ALTER TABLE organizations ADD COLUMN podium_period TEXT NOT NULL DEFAULT 'month';
ALTER TABLE organizations ADD COLUMN podium_size INTEGER NOT NULL DEFAULT 3;
ALTER TABLE organizations ADD COLUMN podium_metrics TEXT NOT NULL DEFAULT 'received,sent,points';

-- Accounts: per user 'give' (budget to recognise others) and 'redeem' (points received); one
-- 'treasury' per organisation that issues points, so an organisation's balances sum to zero.
CREATE TABLE point_accounts (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT REFERENCES users(id),
  kind TEXT NOT NULL,
  balance BIGINT NOT NULL DEFAULT 0,
  total_received BIGINT NOT NULL DEFAULT 0,
  updated_at {{TIMESTAMP}} NOT NULL,
  CHECK (kind IN ('give', 'redeem', 'treasury')),
  CHECK (kind = 'treasury' OR balance >= 0)
);
CREATE UNIQUE INDEX point_accounts_owner ON point_accounts (org_id, user_id, kind);
CREATE UNIQUE INDEX point_accounts_treasury ON point_accounts (org_id) WHERE kind = 'treasury';

-- Every movement: `amount` leaves the debit account and enters the credit account.
CREATE TABLE ledger_entries (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  debit_account_id BIGINT NOT NULL REFERENCES point_accounts(id),
  credit_account_id BIGINT NOT NULL REFERENCES point_accounts(id),
  amount BIGINT NOT NULL,
  kind TEXT NOT NULL,
  reference_type TEXT,
  reference_id BIGINT,
  actor_id BIGINT,
  memo TEXT,
  created_at {{TIMESTAMP}} NOT NULL,
  CHECK (amount > 0),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_debit ON ledger_entries (org_id, debit_account_id, id);
CREATE INDEX ledger_credit ON ledger_entries (org_id, credit_account_id, id);
CREATE INDEX ledger_kind_time ON ledger_entries (org_id, created_at, kind);

-- The first answer to a write sent with an Idempotency-Key, replayed for repeats.
CREATE TABLE idempotency_keys (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  actor TEXT NOT NULL,
  idem_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, actor, idem_key)
);

-- Allowance periods already processed, so a restart never refills twice.
CREATE TABLE point_periods (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  period_key TEXT NOT NULL,
  processed_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (org_id, period_key)
);

CREATE TABLE super_recognition_types (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  description TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  active {{BOOL}} NOT NULL DEFAULT 1,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX super_recognition_types_org ON super_recognition_types (org_id, active);

CREATE TABLE recognition_types (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  super_type_id BIGINT REFERENCES super_recognition_types(id),
  name TEXT NOT NULL,
  description TEXT,
  emoji TEXT,
  image_url TEXT,
  min_points BIGINT NOT NULL DEFAULT 0,
  max_points BIGINT NOT NULL DEFAULT 100,
  roles TEXT NOT NULL DEFAULT 'employee,leader,admin',
  special {{BOOL}} NOT NULL DEFAULT 0,
  active {{BOOL}} NOT NULL DEFAULT 1,
  archived {{BOOL}} NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX recognition_types_org ON recognition_types (org_id, archived, active);

CREATE TABLE sub_recognition_types (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  type_id BIGINT NOT NULL REFERENCES recognition_types(id),
  name TEXT NOT NULL,
  description TEXT,
  active {{BOOL}} NOT NULL DEFAULT 1,
  archived {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX sub_recognition_types_type ON sub_recognition_types (org_id, type_id);

CREATE TABLE corporate_values (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  description TEXT,
  emoji TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  active {{BOOL}} NOT NULL DEFAULT 1,
  archived {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX corporate_values_org ON corporate_values (org_id, archived, active);

CREATE TABLE badges (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  description TEXT,
  image_key TEXT NOT NULL,
  active {{BOOL}} NOT NULL DEFAULT 1,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX badges_org ON badges (org_id, active);

-- Named lists of people to recognise together.
CREATE TABLE recognition_groups (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  owner_id BIGINT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX recognition_groups_owner ON recognition_groups (org_id, owner_id);
CREATE TABLE recognition_group_members (
  group_id BIGINT NOT NULL REFERENCES recognition_groups(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (group_id, user_id)
);

-- The feed. Counters are kept on the post so a page needs no aggregate over likes or comments.
CREATE TABLE posts (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  kind TEXT NOT NULL,
  author_id BIGINT REFERENCES users(id),
  message TEXT NOT NULL DEFAULT '',
  amount BIGINT NOT NULL DEFAULT 0,
  total_points BIGINT NOT NULL DEFAULT 0,
  sub_type_id BIGINT REFERENCES sub_recognition_types(id),
  badge_id BIGINT REFERENCES badges(id),
  special {{BOOL}} NOT NULL DEFAULT 0,
  filed {{BOOL}} NOT NULL DEFAULT 0,
  filed_at {{TIMESTAMP}},
  filed_by BIGINT REFERENCES users(id),
  likes_count BIGINT NOT NULL DEFAULT 0,
  comments_count BIGINT NOT NULL DEFAULT 0,
  boost_total BIGINT NOT NULL DEFAULT 0,
  edited_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX posts_feed ON posts (org_id, filed, id);
CREATE INDEX posts_author ON posts (org_id, author_id, id);
CREATE INDEX posts_special ON posts (org_id, special, filed, id);
CREATE INDEX posts_time ON posts (org_id, created_at);

CREATE TABLE post_receivers (
  post_id BIGINT NOT NULL REFERENCES posts(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  points BIGINT NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_receivers_user ON post_receivers (org_id, user_id, post_id);
CREATE INDEX post_receivers_time ON post_receivers (org_id, created_at);

CREATE TABLE post_recognition_types (
  post_id BIGINT NOT NULL REFERENCES posts(id),
  type_id BIGINT NOT NULL REFERENCES recognition_types(id),
  PRIMARY KEY (post_id, type_id)
);

CREATE TABLE post_values (
  post_id BIGINT NOT NULL REFERENCES posts(id),
  value_id BIGINT NOT NULL REFERENCES corporate_values(id),
  PRIMARY KEY (post_id, value_id)
);

CREATE TABLE post_attachments (
  id {{ID}},
  post_id BIGINT NOT NULL REFERENCES posts(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  storage_key TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size BIGINT NOT NULL
);
CREATE INDEX post_attachments_post ON post_attachments (post_id);

CREATE TABLE post_likes (
  post_id BIGINT NOT NULL REFERENCES posts(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_likes_user ON post_likes (org_id, user_id, post_id);

CREATE TABLE post_reactions (
  post_id BIGINT NOT NULL REFERENCES posts(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  emoji TEXT NOT NULL,
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  created_at {{TIMESTAMP}} NOT NULL,
  PRIMARY KEY (post_id, user_id, emoji)
);

CREATE TABLE comments (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  post_id BIGINT NOT NULL REFERENCES posts(id),
  parent_id BIGINT REFERENCES comments(id),
  author_id BIGINT NOT NULL REFERENCES users(id),
  body TEXT NOT NULL,
  edited_at {{TIMESTAMP}},
  deleted {{BOOL}} NOT NULL DEFAULT 0,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX comments_post ON comments (org_id, post_id, id);
CREATE INDEX comments_parent ON comments (parent_id);

CREATE TABLE boosts (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  post_id BIGINT NOT NULL REFERENCES posts(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  amount BIGINT NOT NULL,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX boosts_post ON boosts (org_id, post_id);

-- Files uploaded through presigned URLs, by key.
CREATE TABLE uploads (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  user_id BIGINT REFERENCES users(id),
  upload_type TEXT NOT NULL,
  storage_key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  declared_size BIGINT NOT NULL,
  size BIGINT,
  completed_at {{TIMESTAMP}},
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX uploads_org ON uploads (org_id, user_id);

-- Tiers earned by lifetime points received.
CREATE TABLE levels (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  name TEXT NOT NULL,
  min_points BIGINT NOT NULL,
  emoji TEXT,
  created_at {{TIMESTAMP}} NOT NULL
);
CREATE UNIQUE INDEX levels_org_points ON levels (org_id, min_points);
