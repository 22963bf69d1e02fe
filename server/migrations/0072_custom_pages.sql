-- An organisation's own pages (BEN-10, spec page_id; docs/custom-pages.md, ADR 0070): titles and
-- blocks in Spanish and English (rich text kept only as the server's sanitiser wrote it), an
-- audience, a place in the main menu, draft/published/archived, and every change kept as a
-- version.
CREATE TABLE custom_pages (
  id {{ID}},
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  -- the address people may use instead of the id (/pages/<slug>); never all digits
  slug TEXT,
  title TEXT NOT NULL,
  title_en TEXT,
  -- 'draft', 'published' or 'archived'
  status TEXT NOT NULL DEFAULT 'draft',
  -- everyone sees it; otherwise custom_page_audience lists who does
  audience_everyone {{BOOL}} NOT NULL DEFAULT 1,
  in_menu {{BOOL}} NOT NULL DEFAULT 0,
  menu_order BIGINT NOT NULL DEFAULT 0,
  icon TEXT,
  -- the blocks as a JSON array (custom_pages_blocks.cpp); rich text already sanitised
  blocks TEXT NOT NULL DEFAULT '[]',
  version BIGINT NOT NULL DEFAULT 1,
  created_by BIGINT REFERENCES users(id),
  updated_by BIGINT REFERENCES users(id),
  created_at {{TIMESTAMP}} NOT NULL,
  updated_at {{TIMESTAMP}} NOT NULL,
  published_at {{TIMESTAMP}}
);
-- The menu and the members' reads: published pages by place; the console: every page.
CREATE INDEX custom_pages_status ON custom_pages (org_id, status, menu_order);
CREATE UNIQUE INDEX custom_pages_slug ON custom_pages (org_id, slug) WHERE slug IS NOT NULL;
CREATE INDEX custom_pages_creator ON custom_pages (org_id, created_by);
CREATE INDEX custom_pages_editor ON custom_pages (org_id, updated_by);

-- Who a page is for when it is not everyone: departments, communication groups and people.
CREATE TABLE custom_page_audience (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  page_id BIGINT NOT NULL REFERENCES custom_pages(id),
  kind TEXT NOT NULL,
  ref_id BIGINT NOT NULL,
  PRIMARY KEY (org_id, page_id, kind, ref_id)
);
CREATE INDEX custom_page_audience_ref ON custom_page_audience (org_id, kind, ref_id);

-- Each change of a page: the page as it was after it (its snapshot, with its title and status
-- apart for the history's list), who made it and how ('create', 'update', 'publish',
-- 'unpublish', 'archive', 'restore').
CREATE TABLE custom_page_versions (
  org_id BIGINT NOT NULL REFERENCES organizations(id),
  page_id BIGINT NOT NULL REFERENCES custom_pages(id),
  version BIGINT NOT NULL,
  action TEXT NOT NULL,
  title TEXT NOT NULL,
  status TEXT NOT NULL,
  restored_from BIGINT,
  changed_by BIGINT REFERENCES users(id),
  changed_at {{TIMESTAMP}} NOT NULL,
  snapshot TEXT NOT NULL,
  PRIMARY KEY (org_id, page_id, version)
);
CREATE INDEX custom_page_versions_author ON custom_page_versions (org_id, changed_by);
