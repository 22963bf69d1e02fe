// SQL of WhatsApp: the organisations' accounts, the members' numbers, the outbox and the statuses
// the webhook reports. Writes filter by organisation; the delivery job claims due messages of
// every organisation, a batch at a time, skipping rows another node holds.
#pragma once

#include "db/statement.h"

namespace aplauso::whatsapp::sql {

// --- Accounts ----------------------------------------------------------------------------------
inline constexpr db::Statement kAccount{
    "whatsapp.account",
    "SELECT phone_number_id, access_token_sealed, app_secret_sealed, template_name, verify_token, "
    "active FROM whatsapp_accounts WHERE org_id = $1"};
inline constexpr db::Statement kSaveAccount{
    "whatsapp.save_account",
    "INSERT INTO whatsapp_accounts (org_id, phone_number_id, access_token_sealed, "
    "app_secret_sealed, template_name, verify_token, active, updated_at) VALUES ($1, $2, $3, $4, "
    "$5, $6, $7, $8) ON CONFLICT (org_id) DO UPDATE SET phone_number_id = "
    "excluded.phone_number_id, "
    "access_token_sealed = excluded.access_token_sealed, app_secret_sealed = "
    "excluded.app_secret_sealed, template_name = excluded.template_name, verify_token = "
    "excluded.verify_token, active = excluded.active, updated_at = excluded.updated_at"};
inline constexpr db::Statement kDeleteAccount{"whatsapp.delete_account",
                                              "DELETE FROM whatsapp_accounts WHERE org_id = $1"};

// --- Members -----------------------------------------------------------------------------------
inline constexpr db::Statement kOptIn{
    "whatsapp.opt_in",
    "SELECT whatsapp_phone, whatsapp_active FROM users WHERE org_id = $1 AND id = $2"};

// --- The outbox ----------------------------------------------------------------------------------
inline constexpr db::Statement kEnqueue{
    "whatsapp.enqueue",
    "INSERT INTO whatsapp_outbox (org_id, user_id, kind, to_phone, language, parameters, status, "
    "attempts, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0, $7, $7) "
    "RETURNING id"};
// What is still queued for a member ($2) or the whole organisation ($2 NULL) when WhatsApp is
// turned off: it never leaves.
inline constexpr db::Statement kCancelQueued{
    "whatsapp.cancel_queued",
    "UPDATE whatsapp_outbox SET status = 'cancelled', last_error = $3 WHERE org_id = $1 AND "
    "status = 'pending' AND (CAST($2 AS BIGINT) IS NULL OR user_id = $2)"};
// Due messages, oldest first ($1 now, $2 claim until, $3 batch size).
inline constexpr db::Statement kClaim{
    "whatsapp.claim",
    "UPDATE whatsapp_outbox SET status = 'sending', claimed_until = $2, attempts = attempts + 1 "
    "WHERE id IN (SELECT id FROM whatsapp_outbox WHERE status = 'pending' AND next_attempt_at <= "
    "$1 ORDER BY next_attempt_at, id LIMIT $3 {{SKIP_LOCKED}}) "
    "RETURNING id, org_id, to_phone, language, parameters, attempts"};

#define APLAUSO_STATUS_RANK(column)                                          \
  "(CASE " column                                                            \
  " WHEN 'accepted' THEN 1 WHEN 'sent' THEN 2 WHEN 'delivered' THEN 3 WHEN " \
  "'read' THEN 4 WHEN 'failed' THEN 5 ELSE 0 END)"
// The Cloud API took it ($3 its message id): accepted, or the furthest status already reported
// for that id (a webhook can arrive before this runs).
inline constexpr db::Statement kAccepted{
    "whatsapp.accepted",
    "UPDATE whatsapp_outbox SET message_id = $3, claimed_until = NULL, status_at = $4, "
    "status = COALESCE((SELECT s.status FROM whatsapp_statuses s WHERE s.org_id = $1 AND "
    "s.message_id = $3 ORDER BY " APLAUSO_STATUS_RANK("s.status") " DESC LIMIT 1), 'accepted'), "
    "last_error = (SELECT s.error FROM whatsapp_statuses s WHERE s.org_id = $1 AND "
    "s.message_id = $3 AND s.status = 'failed') WHERE org_id = $1 AND id = $2 AND "
    "status = 'sending'"};
// A failed attempt: back to pending at $3, or failed for good when $4 = 1.
inline constexpr db::Statement kAttemptFailed{
    "whatsapp.attempt_failed",
    "UPDATE whatsapp_outbox SET status = CASE WHEN $4 = 1 THEN 'failed' ELSE 'pending' END, "
    "next_attempt_at = $3, claimed_until = NULL, last_error = $5, status_at = $6 "
    "WHERE org_id = $1 AND id = $2 AND status = 'sending'"};
// A claimed message that must not leave (the account is gone or off).
inline constexpr db::Statement kCancelClaimed{
    "whatsapp.cancel_claimed",
    "UPDATE whatsapp_outbox SET status = 'cancelled', claimed_until = NULL, last_error = $3 "
    "WHERE org_id = $1 AND id = $2 AND status = 'sending'"};
// A claimed message handed back before its request left (the node is stopping): due again at
// $3, its attempt not counted.
inline constexpr db::Statement kRelease{
    "whatsapp.release",
    "UPDATE whatsapp_outbox SET status = 'pending', claimed_until = NULL, attempts = attempts - 1, "
    "next_attempt_at = $3 WHERE org_id = $1 AND id = $2 AND status = 'sending'"};
// A request that left but whose answer never came (the node stopped waiting for it): the Cloud
// API may have taken it, so it is not sent again.
inline constexpr db::Statement kInterruptClaimed{
    "whatsapp.interrupt_claimed",
    "UPDATE whatsapp_outbox SET status = 'interrupted', claimed_until = NULL, "
    "last_error = 'El envío se interrumpió; no se reintenta para no enviarlo dos veces.' "
    "WHERE org_id = $1 AND id = $2 AND status = 'sending'"};
// Deliveries a node left half done (it stopped before recording the outcome).
inline constexpr db::Statement kInterrupted{
    "whatsapp.interrupted",
    "UPDATE whatsapp_outbox SET status = 'interrupted', claimed_until = NULL, "
    "last_error = 'El envío se interrumpió; no se reintenta para no enviarlo dos veces.' "
    "WHERE status = 'sending' AND claimed_until < $1"};

// --- Statuses ------------------------------------------------------------------------------------
inline constexpr db::Statement kLogStatus{
    "whatsapp.log_status",
    "INSERT INTO whatsapp_statuses (org_id, message_id, status, error, reported_at, received_at) "
    "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING"};
// Moves a message forward to $3 (rank $6); never back.
inline constexpr db::Statement kApplyStatus{
    "whatsapp.apply_status",
    "UPDATE whatsapp_outbox SET status = $3, status_at = $4, last_error = CASE WHEN $3 = "
    "'failed' THEN $5 ELSE last_error END WHERE org_id = $1 AND message_id = $2 AND "
    "" APLAUSO_STATUS_RANK("status") " < $6"};
#undef APLAUSO_STATUS_RANK

}  // namespace aplauso::whatsapp::sql
