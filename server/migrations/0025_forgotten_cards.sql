-- The posts whose card or reactions were forgotten (a type renamed, a person's new photo), for
-- the feed.cards job that renders them again newest first (readers no longer store cards).
CREATE INDEX posts_forgotten_cards ON posts (id) WHERE card IS NULL OR reactions IS NULL;
