-- Feed cards, per-key call windows and the indexes behind every filter.

-- A post's card: its viewer-independent rendering (author, receivers, types, sub type, values,
-- badge, attachments) as JSON, and its reaction counts, both written with the post and rendered
-- again when what they show changes (NULL: render when next read). See modules/feed/post_cards.h.
ALTER TABLE posts ADD COLUMN card TEXT;
ALTER TABLE posts ADD COLUMN reactions TEXT;

-- Calls of a public API key in its current one-minute window, counted in the database so that
-- the limit holds whatever the number of nodes.
ALTER TABLE api_keys ADD COLUMN rate_window BIGINT NOT NULL DEFAULT 0;
ALTER TABLE api_keys ADD COLUMN rate_count BIGINT NOT NULL DEFAULT 0;

-- Filters: the admin list by type, cards forgotten by type, sub type, value or badge.
CREATE INDEX post_types_type ON post_recognition_types (type_id, post_id);
CREATE INDEX post_values_value ON post_values (value_id, post_id);
CREATE INDEX posts_sub_type ON posts (org_id, sub_type_id);
CREATE INDEX posts_badge ON posts (org_id, badge_id);
CREATE INDEX post_reactions_user ON post_reactions (org_id, user_id, post_id);
