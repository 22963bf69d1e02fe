// What the invoices module keeps: receipts and CFDI invoices employees upload for reimbursement,
// HR's decision and the payment.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace aplauso::invoices {

struct InvoiceRow {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string concept_text;
  std::optional<std::int64_t> request_id;
  std::int64_t amount_cents = 0;
  std::string currency = "MXN";
  std::string issued_on;  ///< YYYY-MM-DD
  std::optional<std::string> issuer_rfc;
  std::optional<std::string> issuer_name;
  std::optional<std::string> receiver_rfc;
  std::optional<std::string> cfdi_uuid;
  std::optional<std::string> xml_key;
  std::optional<std::string> file_key;
  std::optional<std::string> file_name;
  std::string status = "submitted";  ///< submitted | approved | rejected | paid | withdrawn
  std::optional<std::int64_t> decided_by;
  std::optional<std::int64_t> decided_at;
  std::optional<std::string> reason;
  std::optional<std::string> paid_on;
  std::optional<std::int64_t> paid_cents;
  std::optional<std::string> payment_reference;
  std::optional<std::int64_t> paid_by;
  std::int64_t created_at = 0;
};

/// The organisation's rules for invoices.
struct InvoiceSettings {
  /// The RFC every CFDI must be addressed to (Receptor); none: any receiver.
  std::optional<std::string> receiver_rfc;
  std::optional<std::int64_t> updated_at;
};

}  // namespace aplauso::invoices
