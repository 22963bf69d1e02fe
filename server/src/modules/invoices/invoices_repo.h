// The only code that runs the invoices module's SQL (invoices_sql.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/invoices/invoices_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::invoices {

class InvoicesRepo {
 public:
  std::optional<InvoiceRow> invoice(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<InvoiceRow> of_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                    std::int64_t limit, std::int64_t offset) const;
  std::vector<InvoiceRow> list(db::Conn& c, OrgId org, const std::optional<std::string>& status,
                               std::int64_t limit, std::int64_t offset) const;
  std::vector<InvoiceRow> submitted(db::Conn& c, OrgId org, std::int64_t limit) const;
  std::int64_t submitted_count(db::Conn& c, OrgId org) const;
  /// The new invoice's id; none when its fiscal folio is taken.
  std::optional<std::int64_t> insert(db::Conn& c, OrgId org, const InvoiceRow& r) const;
  void remove(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Moves a submitted invoice to `status`; false when it was no longer submitted.
  bool decide(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
              std::optional<std::int64_t> actor, std::int64_t now,
              const std::optional<std::string>& reason) const;
  /// Records the payment of an approved invoice; false when it was not approved.
  bool pay(db::Conn& c, OrgId org, std::int64_t id, const std::string& paid_on, std::int64_t cents,
           const std::string& reference, std::int64_t payer) const;
  /// The RFC a CFDI must be addressed to, and when it was set (none: never set).
  std::optional<InvoiceSettings> settings(db::Conn& c, OrgId org) const;
  void save_settings(db::Conn& c, OrgId org, const std::optional<std::string>& receiver_rfc,
                     std::int64_t now_ms) const;
  std::optional<std::int64_t> uuid_taken(db::Conn& c, OrgId org, const std::string& uuid) const;
  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::invoices
