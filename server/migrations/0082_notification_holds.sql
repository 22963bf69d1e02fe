-- Held reminders (ADR 0076) leave the channels' claim indexes: the claim walks only what is due
-- now, however many reminders wait for their person's working hours, and a release statement
-- finds those whose time has come through an index of their own (docs/schedule.md).
DROP INDEX notifications_mail_due;
CREATE INDEX notifications_mail_due ON notifications (id) WHERE mail_due = 1 AND held_until IS NULL;
DROP INDEX notifications_whatsapp_due;
CREATE INDEX notifications_whatsapp_due ON notifications (id)
  WHERE whatsapp_due = 1 AND held_until IS NULL;
CREATE INDEX notifications_held ON notifications (held_until) WHERE held_until IS NOT NULL;
