#include "modules/invoices/invoices_repo.h"

#include "db/conn.h"
#include "modules/invoices/invoices_sql.h"

namespace aplauso::invoices {

namespace {
std::vector<InvoiceRow> read_invoices(db::Rows rows) {
  std::vector<InvoiceRow> out;
  for (const db::Row& r : rows) {
    InvoiceRow i;
    i.id = r.i64(0);
    i.user_id = r.i64(1);
    i.concept_text = r.text(2);
    i.request_id = r.opt_i64(3);
    i.amount_cents = r.i64(4);
    i.currency = r.text(5);
    i.issued_on = r.text(6);
    i.issuer_rfc = r.opt_text(7);
    i.issuer_name = r.opt_text(8);
    i.receiver_rfc = r.opt_text(9);
    i.cfdi_uuid = r.opt_text(10);
    i.xml_key = r.opt_text(11);
    i.file_key = r.opt_text(12);
    i.file_name = r.opt_text(13);
    i.status = r.text(14);
    i.decided_by = r.opt_i64(15);
    i.decided_at = r.opt_i64(16);
    i.reason = r.opt_text(17);
    i.paid_on = r.opt_text(18);
    i.paid_cents = r.opt_i64(19);
    i.payment_reference = r.opt_text(20);
    i.paid_by = r.opt_i64(21);
    i.created_at = r.i64(22);
    out.push_back(std::move(i));
  }
  return out;
}
}  // namespace

std::optional<InvoiceRow> InvoicesRepo::invoice(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = read_invoices(c.query(sql::kInvoice, {org, id}));
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

std::vector<InvoiceRow> InvoicesRepo::of_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                                std::int64_t limit, std::int64_t offset) const {
  return read_invoices(c.query(sql::kOfPerson, {org, user_id, limit, offset}));
}

std::vector<InvoiceRow> InvoicesRepo::list(db::Conn& c, OrgId org,
                                           const std::optional<std::string>& status,
                                           std::int64_t limit, std::int64_t offset) const {
  if (status) return read_invoices(c.query(sql::kByStatus, {org, *status, limit, offset}));
  return read_invoices(c.query(sql::kAll, {org, limit, offset}));
}

std::vector<InvoiceRow> InvoicesRepo::submitted(db::Conn& c, OrgId org, std::int64_t limit) const {
  return read_invoices(c.query(sql::kSubmitted, {org, limit}));
}

std::int64_t InvoicesRepo::submitted_count(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kSubmittedCount, {org}).value_or(0);
}

std::optional<std::int64_t> InvoicesRepo::insert(db::Conn& c, OrgId org,
                                                 const InvoiceRow& r) const {
  return c.scalar(sql::kInsert,
                  {org, r.user_id, r.concept_text, r.request_id, r.amount_cents, r.currency,
                   r.issued_on, r.issuer_rfc, r.issuer_name, r.receiver_rfc, r.cfdi_uuid, r.xml_key,
                   r.file_key, r.file_name, r.created_at});
}

void InvoicesRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDelete, {org, id});
}

bool InvoicesRepo::decide(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                          std::optional<std::int64_t> actor, std::int64_t now,
                          const std::optional<std::string>& reason) const {
  return c.exec(sql::kDecide, {org, id, status, actor, now, reason}) > 0;
}

bool InvoicesRepo::pay(db::Conn& c, OrgId org, std::int64_t id, const std::string& paid_on,
                       std::int64_t cents, const std::string& reference, std::int64_t payer) const {
  return c.exec(sql::kPay, {org, id, paid_on, cents, reference, payer}) > 0;
}

std::optional<InvoiceSettings> InvoicesRepo::settings(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kSettings, {org})) {
    return InvoiceSettings{r.opt_text(0), r.i64(1)};
  }
  return std::nullopt;
}

void InvoicesRepo::save_settings(db::Conn& c, OrgId org,
                                 const std::optional<std::string>& receiver_rfc,
                                 std::int64_t now_ms) const {
  c.exec(sql::kSaveSettings,
         {org, receiver_rfc ? db::Param(*receiver_rfc) : db::Param(nullptr), now_ms});
}

std::optional<std::int64_t> InvoicesRepo::uuid_taken(db::Conn& c, OrgId org,
                                                     const std::string& uuid) const {
  return c.scalar(sql::kUuidTaken, {org, uuid});
}

void InvoicesRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  for (const auto* st : {&sql::kForgetInvoices, &sql::kForgetDecider, &sql::kForgetPayer}) {
    c.exec(*st, {org, user_id});
  }
}

}  // namespace aplauso::invoices
