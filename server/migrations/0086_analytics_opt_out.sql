-- A person's choice not to have their page views sent to the host's analytics property (issue
-- 34; ADR 0085): kept on the account, so it follows them to every device. Read and written by the
-- users module only (GET/PUT /user/analytics).
ALTER TABLE users ADD COLUMN analytics_opt_out {{BOOL}} NOT NULL DEFAULT 0;
