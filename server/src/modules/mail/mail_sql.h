// SQL of the mail outbox. Writes filter by organisation; the delivery job claims due mail of
// every organisation (it serves them all), a batch at a time, skipping rows another node holds.
#pragma once

#include "db/statement.h"

namespace aplauso::mail::sql {

inline constexpr db::Statement kEnqueue{
    "mail.enqueue",
    "INSERT INTO mail_outbox (org_id, kind, to_address, subject, text_body, html_body, reply_to, "
    "status, attempts, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $8, 'pending', "
    "0, $7, $7) RETURNING id"};
// kEnqueue for many mails in one statement, one array per column.
inline constexpr db::Statement kEnqueueMany{
    "mail.enqueue_many",
    "INSERT INTO mail_outbox (org_id, kind, to_address, subject, text_body, html_body, status, "
    "attempts, next_attempt_at, created_at) SELECT CAST($1 AS BIGINT), t.kind, t.to_address, "
    "t.subject, t.text_body, t.html_body, 'pending', 0, CAST($7 AS BIGINT), CAST($7 AS BIGINT) "
    "FROM {{ZIP t kind:TEXT $2 to_address:TEXT $3 subject:TEXT $4 text_body:TEXT $5 "
    "html_body:TEXT $6}}"};
// Due mail, oldest first ($1 now, $2 claim until, $3 batch size).
inline constexpr db::Statement kClaim{
    "mail.claim",
    "UPDATE mail_outbox SET status = 'sending', claimed_until = $2, attempts = attempts + 1 "
    "WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= $1 "
    "ORDER BY next_attempt_at, id LIMIT $3 {{SKIP_LOCKED}}) "
    "RETURNING id, org_id, kind, to_address, subject, text_body, html_body, attempts, reply_to"};
inline constexpr db::Statement kMarkSent{
    "mail.mark_sent",
    "UPDATE mail_outbox SET status = 'sent', sent_at = $3, claimed_until = NULL, "
    "last_error = NULL WHERE org_id = $1 AND id = $2 AND status = 'sending'"};
// A failed attempt: back to pending at $3, or failed for good when $4 = 1.
inline constexpr db::Statement kMarkFailed{
    "mail.mark_failed",
    "UPDATE mail_outbox SET status = CASE WHEN $4 = 1 THEN 'failed' ELSE 'pending' END, "
    "next_attempt_at = $3, claimed_until = NULL, last_error = $5 "
    "WHERE org_id = $1 AND id = $2 AND status = 'sending'"};
// Deliveries a node left without an outcome (it stopped before recording one): the server may
// or may not have taken the mail, so it goes again (the same Message-ID lets the receiver drop a
// repeat), unless it has had its $2 attempts.
inline constexpr db::Statement kRequeue{
    "mail.requeue",
    "UPDATE mail_outbox SET status = CASE WHEN attempts >= $2 THEN 'failed' ELSE 'pending' END, "
    "next_attempt_at = $1, claimed_until = NULL, "
    "last_error = 'La entrega se interrumpió antes de confirmarse; se envía de nuevo.' "
    "WHERE status = 'sending' AND claimed_until < $1"};
// A claimed mail handed back unsent (the node is stopping, or the server is out of reach): due
// again at $4; $3 = 1 when it was not tried, so the claim's attempt does not count.
inline constexpr db::Statement kRelease{
    "mail.release",
    "UPDATE mail_outbox SET status = 'pending', claimed_until = NULL, attempts = attempts - $3, "
    "next_attempt_at = $4 WHERE org_id = $1 AND id = $2 AND status = 'sending'"};
inline constexpr db::Statement kByStatus{
    "mail.by_status",
    "SELECT id, org_id, kind, to_address, subject, text_body, html_body, attempts, reply_to "
    "FROM mail_outbox WHERE org_id = $1 AND status = $2 ORDER BY id"};

// Trial mails (the set-up page, /testing): an admin's own trial mails in the last hour ($3 since),
// on mail_outbox_to; one trial mail's delivery, never another kind of mail.
inline constexpr db::Statement kTrialsSince{
    "mail.trials_since",
    "SELECT COUNT(*) FROM mail_outbox WHERE org_id = $1 AND to_address = $2 "
    "AND kind = 'setup_trial' AND created_at > $3"};
inline constexpr db::Statement kTrialDelivery{
    "mail.trial_delivery",
    "SELECT id, to_address, status, attempts, last_error, created_at, sent_at FROM mail_outbox "
    "WHERE org_id = $1 AND id = $2 AND kind = 'setup_trial'"};

// Erasure (users::PersonErasure): mails to the person's old address (they carry their name), and
// mails answered to it (their support messages).
inline constexpr db::Statement kEraseTo{
    "mail.erase_to",
    "DELETE FROM mail_outbox WHERE org_id = $1 AND (to_address = $2 OR reply_to = $2)"};

}  // namespace aplauso::mail::sql
