-- Psychosocial (issue 32, MOO-5; docs/psychosocial.md): the norm asks for the identification at
-- least every two years. A closed application's admins are reminded once, 30 days before its
-- workplace's next identification is due (psychosocial.remind_due job), unless a newer
-- application for the same workplace exists.
ALTER TABLE psy_applications ADD COLUMN due_reminded {{BOOL}} NOT NULL DEFAULT 0;
