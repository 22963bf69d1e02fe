-- Each recipient's mail of a communication, so the admins' report shows whether it went out
-- (the outbox row's status: pending, sent, failed or interrupted).
ALTER TABLE communication_recipients ADD COLUMN mail_id BIGINT;
