-- A first Microsoft Teams sign-in no longer links the Teams identity to the member its e-mail
-- claim names: the member confirms from a one-use link mailed to their own address (ADR 0032).
-- The link waits in password_resets (purpose 'teams_link') with the identity it will link and
-- who invited the person; erasing the person removes it with their other links.
ALTER TABLE password_resets ADD COLUMN subject TEXT;
ALTER TABLE password_resets ADD COLUMN referred_by BIGINT;
