// A certificate as PDF: what the profile said when it was issued, in the certificate's language,
// with its verification code and the public page that checks it.
#include <chrono>

#include "core/days.h"
#include "core/pdf.h"
#include "modules/files/files_service.h"

namespace aplauso::files {

namespace {
constexpr const char* kMonthsEs[] = {"enero",      "febrero", "marzo",     "abril",
                                     "mayo",       "junio",   "julio",     "agosto",
                                     "septiembre", "octubre", "noviembre", "diciembre"};
constexpr const char* kMonthsEn[] = {"January",   "February", "March",    "April",
                                     "May",       "June",     "July",     "August",
                                     "September", "October",  "November", "December"};

std::string long_date(const std::string& day, bool english) {
  const auto ymd = parse_day(day);
  if (!ymd) return day;
  const unsigned m = static_cast<unsigned>(ymd->month()) - 1;
  const unsigned d = static_cast<unsigned>(ymd->day());
  const int y = static_cast<int>(ymd->year());
  if (english)
    return std::string(kMonthsEn[m]) + " " + std::to_string(d) + ", " + std::to_string(y);
  return std::to_string(d) + " de " + kMonthsEs[m] + " de " + std::to_string(y);
}

/// Whole years, months and days from `from` to `to` (both YYYY-MM-DD, from ≤ to).
struct Span {
  int years = 0;
  int months = 0;
  int days = 0;
};
Span span_between(const std::string& from, const std::string& to) {
  Span s;
  const auto a = parse_day(from);
  const auto b = parse_day(to);
  if (!a || !b || std::chrono::sys_days{*a} > std::chrono::sys_days{*b}) return s;
  int months = (static_cast<int>(b->year()) - static_cast<int>(a->year())) * 12 +
               (static_cast<int>(static_cast<unsigned>(b->month())) -
                static_cast<int>(static_cast<unsigned>(a->month())));
  if (static_cast<unsigned>(b->day()) < static_cast<unsigned>(a->day())) --months;
  const std::string anchor = add_months(from, months);
  s.years = months / 12;
  s.months = months % 12;
  s.days = static_cast<int>(
      (std::chrono::sys_days{*b} - std::chrono::sys_days{*parse_day(anchor)}).count());
  return s;
}

std::string counted(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}
}  // namespace

std::string certificate_pdf(const Certificate& cert, const std::string& verify_url) {
  using pdf::PdfBlock;
  const bool en = cert.language == "en";
  const bool seniority = cert.kind == "seniority";
  std::vector<PdfBlock> blocks;
  blocks.push_back({PdfBlock::Kind::kTitle, cert.organization_name});
  blocks.push_back({PdfBlock::Kind::kHeading,
                    en ? (seniority ? "Certificate of length of service" : "Employment certificate")
                       : (seniority ? "Certificado de antigüedad" : "Certificado laboral")});
  const std::string since = long_date(cert.admission_date, en);
  std::string body;
  if (en) {
    body = cert.organization_name + " certifies that " + cert.person_name +
           " has worked for the organisation since " + since;
    if (cert.job_position) body += ", as " + *cert.job_position;
    if (cert.department_name) body += ", in " + *cert.department_name;
    body += ".";
  } else {
    body = cert.organization_name + " certifica que " + cert.person_name +
           " trabaja en la organización desde el " + since;
    if (cert.job_position) body += ", con el cargo de " + *cert.job_position;
    if (cert.department_name) body += ", en el área " + *cert.department_name;
    body += ".";
  }
  blocks.push_back({PdfBlock::Kind::kText, body});
  if (seniority) {
    const Span s = span_between(cert.admission_date, cert.issued_on);
    const std::string on = long_date(cert.issued_on, en);
    blocks.push_back({PdfBlock::Kind::kText, en ? "As of " + on + ", their length of service is " +
                                                      counted(s.years, "year", "years") + ", " +
                                                      counted(s.months, "month", "months") +
                                                      " and " + counted(s.days, "day", "days") + "."
                                                : "Al " + on + ", su antigüedad es de " +
                                                      counted(s.years, "año", "años") + ", " +
                                                      counted(s.months, "mes", "meses") + " y " +
                                                      counted(s.days, "día", "días") + "."});
  }
  blocks.push_back({PdfBlock::Kind::kText,
                    en ? "This certificate is issued at the request of the person concerned on " +
                             long_date(cert.issued_on, true) + "."
                       : "Se extiende el presente certificado a solicitud de la persona "
                         "interesada, el " +
                             long_date(cert.issued_on, false) + "."});
  blocks.push_back(
      {PdfBlock::Kind::kSmall, (en ? "Verification code: " : "Código de verificación: ") +
                                   display_code(cert.code) +
                                   (en ? ". Check it at " : ". Compruébalo en ") + verify_url});
  return pdf::write_pdf(blocks);
}

}  // namespace aplauso::files
