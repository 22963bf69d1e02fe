-- The admins' list of recognitions (GET /org/recognition) at realistic volumes: its page and its
-- count read the organisation's recognitions newest first from an index that also holds `filed`
-- (a count reads the index alone), a type filter finds its posts by type, and a person filter
-- is the union of the posts they wrote (posts_author) and received (post_receivers_user).
CREATE INDEX posts_recognitions ON posts (org_id, id, filed) WHERE kind = 'recognition';
CREATE INDEX post_recognition_types_type ON post_recognition_types (type_id, post_id);
