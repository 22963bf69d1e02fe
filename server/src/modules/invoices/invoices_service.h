// Invoices and reimbursements (flag `invoices`, ADR 0073, docs/invoices.md): an employee uploads a
// receipt (PDF or image) and, in Mexico, the invoice's CFDI XML, whose amount, date, RFCs and
// fiscal folio are read from it (cfdi.h); optionally against one of their requests. HR decides in
// the approvals inbox (kind invoice), records the payment, and exports what to pay or was paid for
// payroll. A stamped invoice is reimbursed once per organisation.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/invoices/invoices_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::uploads {
class UploadService;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::users {
struct ErasedPerson;
}
namespace aplauso::approvals {
struct Approver;
}
namespace aplauso::requests {
class RequestsService;
}

namespace aplauso::invoices {

/// A file as received (multipart).
struct Attachment {
  std::string file_name;
  std::string bytes;
};

/// What the employee types; a CFDI's own figures win over them.
struct InvoiceInput {
  std::string concept_text;
  std::optional<std::int64_t> request_id;
  std::optional<std::string> amount;  ///< "1234.50"
  std::optional<std::string> currency;
  std::optional<std::string> issued_on;
};

struct Payment {
  std::string paid_on;
  std::optional<std::string> amount;  ///< the invoice's when absent
  std::string reference;
};

struct InvoicePage {
  std::vector<InvoiceRow> items;
  bool has_more = false;
};

class InvoicesService {
 public:
  static constexpr std::size_t kMostReceiptBytes = 10 * 1024 * 1024;
  static constexpr std::int64_t kMostExported = 10'000;

  InvoicesService(const db::Database& db, const Clock& clock, const uploads::UploadService& uploads,
                  const audit::AuditLog& audit, const notifications::NotificationService& notify,
                  const requests::RequestsService& requests)
      : db_(db),
        clock_(clock),
        uploads_(uploads),
        audit_(audit),
        notify_(notify),
        requests_(requests) {}

  /// 400 naming each bad field; 422 invalid_cfdi saying what is wrong with the XML, 422
  /// invoice_wrong_receiver when the CFDI is addressed to another RFC than the organisation asks
  /// for; 409 invoice_duplicate when its fiscal folio was registered already.
  InvoiceRow submit(OrgId org, std::int64_t user_id, const InvoiceInput& input,
                    const std::optional<Attachment>& xml,
                    const std::optional<Attachment>& receipt) const;
  InvoicePage mine(OrgId org, std::int64_t user_id, std::int64_t page, std::int64_t per_page) const;
  /// The owner's or, for admins, any; 404 otherwise.
  InvoiceRow get(OrgId org, std::int64_t user_id, bool admin, std::int64_t id) const;
  /// One's own submitted invoice; 409 invoice_decided when decided meanwhile.
  InvoiceRow withdraw(OrgId org, std::int64_t user_id, std::int64_t id) const;

  /// The organisation's settings (an empty receiver when never set).
  InvoiceSettings settings(OrgId org) const;
  /// Sets (or, with none, clears) the RFC every CFDI must be addressed to; 400 for one that is
  /// not an RFC. Audited.
  InvoiceSettings set_receiver_rfc(OrgId org, const std::optional<std::string>& rfc) const;

  InvoicePage list(OrgId org, const std::optional<std::string>& status, std::int64_t page,
                   std::int64_t per_page) const;
  /// Records the payment of an approved invoice; 409 invoice_not_approved otherwise.
  InvoiceRow pay(OrgId org, std::int64_t admin_id, std::int64_t id, const Payment& payment) const;
  /// What is approved (to pay) or paid, newest first, for payroll: at most 10,000 rows.
  std::vector<InvoiceRow> export_rows(OrgId org, const std::string& status) const;

  // The approvals inbox (invoices_approvals.cpp).
  std::vector<InvoiceRow> pending_for(OrgId org, const approvals::Approver& approver,
                                      std::int64_t limit) const;
  std::int64_t pending_count(OrgId org, const approvals::Approver& approver) const;
  std::int64_t decide(OrgId org, const approvals::Approver& approver, std::int64_t id, bool approve,
                      const std::optional<std::string>& reason) const;

  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notify_;
  const requests::RequestsService& requests_;
  InvoicesRepo repo_;
};

/// "1234.5" → 123450; nullopt for anything else (negative, more than two decimals, too big).
std::optional<std::int64_t> parse_amount(const std::string& text);
/// 123450 → "1234.50".
std::string amount_text(std::int64_t cents);

}  // namespace aplauso::invoices
