-- The messaging_app flag (ADR 0081) switches the WhatsApp integration per organisation. Until now
-- WhatsApp worked for every organisation with an account, so every existing organisation keeps it
-- on; new ones get it on by default (modules.json).
UPDATE org_services SET enabled = 1 WHERE service = 'messaging_app';
