-- Most posts have neither a sub type nor a badge: their indexes keep only the posts that do, so
-- a send writes two index entries fewer. The statements that use them (cards forgotten by sub
-- type or badge) compare with "=", which implies NOT NULL on both engines.
DROP INDEX posts_sub_type;
DROP INDEX posts_badge;
CREATE INDEX posts_sub_type ON posts (org_id, sub_type_id) WHERE sub_type_id IS NOT NULL;
CREATE INDEX posts_badge ON posts (org_id, badge_id) WHERE badge_id IS NOT NULL;
