-- The organisation's library of pictures and animated images people may add to a recognition
-- (issue 28; ADR 0044). Admins add them; the file is a stored upload of type post-attachments,
-- so a post that carries one lists it among its attachments like any other picture.
CREATE TABLE media_items (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  storage_key TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size BIGINT NOT NULL,
  title TEXT NOT NULL,
  title_en TEXT,
  active {{BOOL}} NOT NULL DEFAULT 1,
  created_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL
);
CREATE INDEX media_items_org ON media_items (org_id, active, id);
