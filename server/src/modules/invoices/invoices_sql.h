// SQL of the invoices module. People (users) are read, never written.
#pragma once

#include "db/statement.h"

namespace aplauso::invoices::sql {

// An invoice row (read_invoices in invoices_repo.cpp reads this order).
#define APLAUSO_INVOICE_COLUMNS                                                              \
  "SELECT id, user_id, concept, request_id, amount_cents, currency, issued_on, issuer_rfc, " \
  "issuer_name, receiver_rfc, cfdi_uuid, xml_key, file_key, file_name, status, decided_by, " \
  "decided_at, reason, paid_on, paid_cents, payment_reference, paid_by, created_at FROM "    \
  "invoices "

inline constexpr db::Statement kInvoice{"invoices.invoice",
                                        APLAUSO_INVOICE_COLUMNS "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kOfPerson{
    "invoices.of_person", APLAUSO_INVOICE_COLUMNS
    "WHERE org_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kAll{
    "invoices.all", APLAUSO_INVOICE_COLUMNS
    "WHERE org_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3"};
inline constexpr db::Statement kByStatus{
    "invoices.by_status", APLAUSO_INVOICE_COLUMNS
    "WHERE org_id = $1 AND status = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4"};
// The approvals inbox: what waits for HR, oldest first.
inline constexpr db::Statement kSubmitted{
    "invoices.submitted", APLAUSO_INVOICE_COLUMNS
    "WHERE org_id = $1 AND status = 'submitted' ORDER BY created_at, id LIMIT $2"};
inline constexpr db::Statement kSubmittedCount{
    "invoices.submitted_count",
    "SELECT COUNT(*) FROM invoices WHERE org_id = $1 AND status = 'submitted'"};
// Nothing when the same stamped invoice is waiting, approved or paid already.
inline constexpr db::Statement kInsert{
    "invoices.insert",
    "INSERT INTO invoices (org_id, user_id, concept, request_id, amount_cents, currency, "
    "issued_on, issuer_rfc, issuer_name, receiver_rfc, cfdi_uuid, xml_key, file_key, file_name, "
    "status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, "
    "'submitted', $15) ON CONFLICT DO NOTHING RETURNING id"};
inline constexpr db::Statement kDelete{"invoices.delete",
                                       "DELETE FROM invoices WHERE org_id = $1 AND id = $2"};
// From submitted only: the one statement that makes a decision (or a withdrawal) happen once.
inline constexpr db::Statement kDecide{
    "invoices.decide",
    "UPDATE invoices SET status = $3, decided_by = $4, decided_at = $5, reason = $6 WHERE "
    "org_id = $1 AND id = $2 AND status = 'submitted'"};
// From approved only.
inline constexpr db::Statement kPay{
    "invoices.pay",
    "UPDATE invoices SET status = 'paid', paid_on = $3, paid_cents = $4, payment_reference = $5, "
    "paid_by = $6 WHERE org_id = $1 AND id = $2 AND status = 'approved'"};
inline constexpr db::Statement kUuidTaken{
    "invoices.uuid_taken",
    "SELECT id FROM invoices WHERE org_id = $1 AND cfdi_uuid = $2 AND status IN ('submitted', "
    "'approved', 'paid')"};

// The organisation's settings: the RFC a CFDI must be addressed to ($2 NULL: any).
inline constexpr db::Statement kSettings{
    "invoices.settings", "SELECT receiver_rfc, updated_at FROM invoice_settings WHERE org_id = $1"};
inline constexpr db::Statement kSaveSettings{
    "invoices.save_settings",
    "INSERT INTO invoice_settings (org_id, receiver_rfc, updated_at) VALUES ($1, $2, $3) "
    "ON CONFLICT (org_id) DO UPDATE SET receiver_rfc = excluded.receiver_rfc, "
    "updated_at = excluded.updated_at"};
inline constexpr db::Statement kForgetInvoices{
    "invoices.forget_invoices", "DELETE FROM invoices WHERE org_id = $1 AND user_id = $2"};
inline constexpr db::Statement kForgetDecider{
    "invoices.forget_decider",
    "UPDATE invoices SET decided_by = NULL WHERE org_id = $1 AND decided_by = $2"};
inline constexpr db::Statement kForgetPayer{
    "invoices.forget_payer",
    "UPDATE invoices SET paid_by = NULL WHERE org_id = $1 AND paid_by = $2"};

}  // namespace aplauso::invoices::sql
