-- A person's outside identities by person (erasure deletes them by organisation and person; the
-- unique index leads with the provider).
CREATE INDEX user_identities_person ON user_identities (org_id, user_id);
