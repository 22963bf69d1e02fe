// Reading a Mexican CFDI (Comprobante Fiscal Digital por Internet, versions 3.3 and 4.0): the
// amount, currency, date, issuer and receiver RFC and the fiscal folio (UUID) of an invoice XML an
// employee uploads (BEN-7). A small reader of its own, not a general XML parser: no DTD, no
// entities beyond XML's five and character references (a DOCTYPE is refused, so no external
// entity is ever fetched), elements balanced, at most 2 MB.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace aplauso::invoices {

struct Cfdi {
  std::string version;              ///< "3.3" | "4.0" (what the file says)
  std::int64_t total_cents = 0;     ///< Total, rounded to cents
  std::string currency;             ///< Moneda (MXN when absent)
  std::string issued_on;            ///< Fecha's day, YYYY-MM-DD
  std::string issuer_rfc;           ///< Emisor Rfc
  std::string issuer_name;          ///< Emisor Nombre ("" when absent)
  std::string receiver_rfc;         ///< Receptor Rfc
  std::optional<std::string> uuid;  ///< TimbreFiscalDigital UUID, upper case (absent: not stamped)
};

/// Why a file is not a CFDI, in Spanish, for the person who uploaded it.
class CfdiError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

inline constexpr std::size_t kCfdiMaxBytes = 2 * 1024 * 1024;

/// The CFDI in `xml`; CfdiError saying what is wrong otherwise.
Cfdi read_cfdi(std::string_view xml);

/// Whether `rfc` has the shape of an RFC: 3 (companies) or 4 (people) letters (A-Z, Ñ, &), six
/// digits of a date and three characters of homoclave.
bool is_rfc(std::string_view rfc);

}  // namespace aplauso::invoices
