#include "modules/invoices/invoices_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <cctype>
#include <chrono>

#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/approvals/approval_registry.h"
#include "modules/audit/audit_log.h"
#include "modules/invoices/cfdi.h"
#include "modules/notifications/notification_service.h"
#include "modules/requests/requests_service.h"
#include "modules/uploads/upload_rules.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "storage/file_store.h"

namespace aplauso::invoices {

namespace json = boost::json;

namespace {
constexpr std::int64_t kMostCents = 100'000'000'000LL;  // a billion in any currency

ApiError invoice_not_found() {
  return not_found("No encontramos esa factura.");
}

std::string today_utc(std::int64_t now_ms) {
  const std::chrono::sys_days day = std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{now_ms}});
  return day_text(std::chrono::year_month_day{day});
}

bool is_date(const std::string& s) {
  return s.size() == 10 && parse_day(s).has_value();
}

std::string base_name(const std::string& file_name) {
  const auto slash = file_name.find_last_of("/\\");
  std::string name = slash == std::string::npos ? file_name : file_name.substr(slash + 1);
  name = trimmed(name);
  if (utf8_length(name) > 120) name = std::string(utf8_prefix(name, 120));
  return name.empty() ? std::string("comprobante") : name;
}

json::object named(const InvoiceRow& r) {
  return {{"invoice_id", r.id},
          {"name", r.concept_text},
          {"amount", amount_text(r.amount_cents)},
          {"currency", r.currency}};
}

json::object snapshot(const InvoiceRow& r) {
  return {{"status", r.status},
          {"amount", amount_text(r.amount_cents)},
          {"currency", r.currency},
          {"paid_on", r.paid_on ? json::value(*r.paid_on) : json::value(nullptr)},
          {"paid_amount", r.paid_cents ? json::value(amount_text(*r.paid_cents)) : nullptr},
          {"payment_reference",
           r.payment_reference ? json::value(*r.payment_reference) : json::value(nullptr)}};
}

InvoicePage page_of(std::vector<InvoiceRow> rows, std::int64_t per_page) {
  InvoicePage out;
  out.has_more = static_cast<std::int64_t>(rows.size()) > per_page;
  if (out.has_more) rows.resize(static_cast<std::size_t>(per_page));
  out.items = std::move(rows);
  return out;
}
}  // namespace

std::optional<std::int64_t> parse_amount(const std::string& text) {
  const std::string t = trimmed(text);
  if (t.empty() || t.size() > 16) return std::nullopt;
  std::int64_t whole = 0;
  std::size_t i = 0;
  for (; i < t.size() && t[i] != '.'; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(t[i]))) return std::nullopt;
    whole = whole * 10 + (t[i] - '0');
  }
  if (i == 0) return std::nullopt;
  std::int64_t cents = 0;
  if (i < t.size()) {
    const std::string decimals = t.substr(i + 1);
    if (decimals.empty() || decimals.size() > 2) return std::nullopt;
    for (const char ch : decimals) {
      if (!std::isdigit(static_cast<unsigned char>(ch))) return std::nullopt;
      cents = cents * 10 + (ch - '0');
    }
    if (decimals.size() == 1) cents *= 10;
  }
  const std::int64_t total = whole * 100 + cents;
  if (total <= 0 || total > kMostCents) return std::nullopt;
  return total;
}

std::string amount_text(std::int64_t cents) {
  std::string frac = std::to_string(cents % 100);
  if (frac.size() == 1) frac.insert(frac.begin(), '0');
  return std::to_string(cents / 100) + "." + frac;
}

InvoiceRow InvoicesService::submit(OrgId org, std::int64_t user_id, const InvoiceInput& in,
                                   const std::optional<Attachment>& xml,
                                   const std::optional<Attachment>& receipt) const {
  InvoiceRow r;
  r.user_id = user_id;
  std::vector<FieldError> errors;
  r.concept_text = trimmed(in.concept_text);
  if (r.concept_text.empty() || utf8_length(r.concept_text) > 200) {
    errors.push_back({"concept", "Escribe el concepto, de hasta 200 caracteres."});
  }
  if (!xml && !receipt) {
    errors.push_back({"receipt", "Sube el comprobante (PDF o imagen) o el XML de la factura."});
  }
  std::string receipt_type;
  if (receipt) {
    if (receipt->bytes.empty() || receipt->bytes.size() > kMostReceiptBytes) {
      errors.push_back({"receipt", "El comprobante debe pesar entre 1 byte y 10 MB."});
    } else if (auto image = uploads::sniff_image(receipt->bytes)) {
      receipt_type = *image;
    } else if (uploads::content_matches("application/pdf", receipt->bytes)) {
      receipt_type = "application/pdf";
    } else {
      errors.push_back(
          {"receipt", "Sube el comprobante como PDF o imagen (PNG, JPEG, GIF, WebP)."});
    }
  }
  std::optional<Cfdi> cfdi;
  if (xml) {
    try {
      cfdi = read_cfdi(xml->bytes);
    } catch (const CfdiError& e) {
      // The other fields' errors first: one answer names everything wrong.
      if (!errors.empty()) {
        errors.push_back({"xml", e.what()});
        throw invalid_input(std::move(errors));
      }
      throw rule_broken("invalid_cfdi", e.what(), {{"xml", e.what()}});
    }
    r.amount_cents = cfdi->total_cents;
    r.currency = cfdi->currency;
    r.issued_on = cfdi->issued_on;
    r.issuer_rfc = cfdi->issuer_rfc;
    if (!cfdi->issuer_name.empty()) r.issuer_name = cfdi->issuer_name;
    r.receiver_rfc = cfdi->receiver_rfc;
    r.cfdi_uuid = cfdi->uuid;
    if (r.amount_cents <= 0 || r.amount_cents > kMostCents) {
      errors.push_back({"xml", "El Total del CFDI debe ser mayor que cero."});
    }
  } else {
    const auto cents = in.amount ? parse_amount(*in.amount) : std::nullopt;
    if (!cents) errors.push_back({"amount", "Escribe el importe, por ejemplo 1250.50."});
    r.amount_cents = cents.value_or(0);
    r.currency = in.currency ? trimmed(*in.currency) : std::string("MXN");
    for (auto& ch : r.currency)
      ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (r.currency.size() != 3 || !std::all_of(r.currency.begin(), r.currency.end(), [](char ch) {
          return std::isupper(static_cast<unsigned char>(ch));
        })) {
      errors.push_back({"currency", "Escribe la moneda con su código de tres letras (MXN, USD)."});
    }
    r.issued_on = in.issued_on ? trimmed(*in.issued_on) : std::string();
    if (!is_date(r.issued_on)) {
      errors.push_back({"issued_on", "Escribe la fecha del comprobante como AAAA-MM-DD."});
    }
  }
  const std::int64_t now = clock_.now_ms();
  if (!r.issued_on.empty() && is_date(r.issued_on) && r.issued_on > today_utc(now)) {
    errors.push_back({cfdi ? "xml" : "issued_on", "La fecha del comprobante no puede ser futura."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));

  std::optional<uploads::NewUpload> xml_upload;
  std::optional<uploads::NewUpload> receipt_upload;
  if (xml) {
    const std::string name = base_name(xml->file_name);
    r.xml_key = storage::new_key("invoice", name.ends_with(".xml") ? name : name + ".xml");
    xml_upload = uploads::NewUpload{
        user_id, "invoice",         *r.xml_key,
        name,    "application/xml", static_cast<std::int64_t>(xml->bytes.size())};
  }
  if (receipt) {
    r.file_name = base_name(receipt->file_name);
    r.file_key = storage::new_key("invoice", *r.file_name);
    receipt_upload = uploads::NewUpload{
        user_id,      "invoice",    *r.file_key,
        *r.file_name, receipt_type, static_cast<std::int64_t>(receipt->bytes.size())};
  }
  r.request_id = in.request_id;
  r.created_at = now;
  r.id = db_.transact([&](db::Conn& c) {
    if (r.request_id && !requests_.made_by(c, org, user_id, *r.request_id)) {
      throw invalid_input("request_id", "Esa solicitud no es tuya.");
    }
    if (cfdi) {
      const auto rules = repo_.settings(c, org);
      if (rules && rules->receiver_rfc && *rules->receiver_rfc != cfdi->receiver_rfc) {
        const std::string message = "La factura está a nombre del RFC " + cfdi->receiver_rfc +
                                    "; tu organización pide facturas a nombre del RFC " +
                                    *rules->receiver_rfc + ".";
        throw rule_broken("invoice_wrong_receiver", message, {{"xml", message}});
      }
    }
    const auto id = repo_.insert(c, org, r);
    if (!id) {
      throw conflict("invoice_duplicate", "Esta factura ya se registró (folio fiscal " +
                                              r.cfdi_uuid.value_or("") + ").");
    }
    if (xml_upload) uploads_.record_stored(c, org, *xml_upload);
    if (receipt_upload) uploads_.record_stored(c, org, *receipt_upload);
    return *id;
  });
  const auto undo = [&](db::Conn& c) { repo_.remove(c, org, r.id); };
  if (xml_upload) uploads_.write_stored(org, *xml_upload, xml->bytes, undo);
  if (receipt_upload) uploads_.write_stored(org, *receipt_upload, receipt->bytes, undo);
  return db_.run([&](db::Conn& c) { return *repo_.invoice(c, org, r.id); });
}

InvoiceSettings InvoicesService::settings(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.settings(c, org).value_or(InvoiceSettings{}); });
}

InvoiceSettings InvoicesService::set_receiver_rfc(OrgId org,
                                                  const std::optional<std::string>& rfc) const {
  std::optional<std::string> value;
  if (rfc) {
    std::string text = trimmed(*rfc);
    for (auto& ch : text) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (!text.empty()) {
      if (!is_rfc(text)) {
        throw invalid_input("receiver_rfc",
                            "Escribe un RFC válido: 3 o 4 letras, la fecha (AAMMDD) y 3 caracteres "
                            "de homoclave, por ejemplo ABC010203XY1.");
      }
      value = std::move(text);
    }
  }
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto before = repo_.settings(c, org);
    repo_.save_settings(c, org, value, now);
    const auto rfc_json = [](const std::optional<std::string>& v) {
      return v ? boost::json::value(*v) : boost::json::value(nullptr);
    };
    audit_.record(c, org, "invoices.receiver_rfc", {"organization", org.value},
                  boost::json::object{
                      {"receiver_rfc", rfc_json(before ? before->receiver_rfc : std::nullopt)}},
                  boost::json::object{{"receiver_rfc", rfc_json(value)}});
    return InvoiceSettings{value, now};
  });
}

InvoicePage InvoicesService::mine(OrgId org, std::int64_t user_id, std::int64_t page,
                                  std::int64_t per_page) const {
  return db_.run([&](db::Conn& c) {
    return page_of(repo_.of_person(c, org, user_id, per_page + 1, (page - 1) * per_page), per_page);
  });
}

InvoiceRow InvoicesService::get(OrgId org, std::int64_t user_id, bool admin,
                                std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto r = repo_.invoice(c, org, id);
    if (!r || (!admin && r->user_id != user_id)) throw invoice_not_found();
    return std::move(*r);
  });
}

InvoiceRow InvoicesService::withdraw(OrgId org, std::int64_t user_id, std::int64_t id) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto r = repo_.invoice(c, org, id);
    if (!r || r->user_id != user_id) throw invoice_not_found();
    if (!repo_.decide(c, org, id, "withdrawn", user_id, now, std::nullopt)) {
      throw conflict("invoice_decided", "Esta factura ya fue revisada.");
    }
    return *repo_.invoice(c, org, id);
  });
}

InvoicePage InvoicesService::list(OrgId org, const std::optional<std::string>& status,
                                  std::int64_t page, std::int64_t per_page) const {
  if (status && *status != "submitted" && *status != "approved" && *status != "rejected" &&
      *status != "paid" && *status != "withdrawn") {
    throw invalid_input("status", "Elige submitted, approved, rejected, paid o withdrawn.");
  }
  return db_.run([&](db::Conn& c) {
    return page_of(repo_.list(c, org, status, per_page + 1, (page - 1) * per_page), per_page);
  });
}

InvoiceRow InvoicesService::pay(OrgId org, std::int64_t admin_id, std::int64_t id,
                                const Payment& p) const {
  std::vector<FieldError> errors;
  const std::string paid_on = trimmed(p.paid_on);
  if (!is_date(paid_on)) errors.push_back({"paid_on", "Escribe la fecha de pago como AAAA-MM-DD."});
  std::optional<std::int64_t> cents;
  if (p.amount) {
    cents = parse_amount(*p.amount);
    if (!cents) errors.push_back({"amount", "Escribe el importe pagado, por ejemplo 1250.50."});
  }
  const std::string reference = trimmed(p.reference);
  if (utf8_length(reference) > 120) {
    errors.push_back({"reference", "La referencia admite hasta 120 caracteres."});
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
  return db_.transact([&](db::Conn& c) {
    const auto r = repo_.invoice(c, org, id);
    if (!r) throw invoice_not_found();
    const std::int64_t paid = cents.value_or(r->amount_cents);
    if (!repo_.pay(c, org, id, paid_on, paid, reference, admin_id)) {
      throw conflict("invoice_not_approved", "Solo se registra el pago de facturas aprobadas.");
    }
    auto after = *repo_.invoice(c, org, id);
    audit_.record(c, org, "invoices.pay", {"invoice", id}, snapshot(*r), snapshot(after));
    json::object payload = named(after);
    payload["paid_on"] = paid_on;
    payload["actor_id"] = admin_id;
    notify_.notify(c, org, "invoice_paid", {after.user_id}, payload);
    return after;
  });
}

std::vector<InvoiceRow> InvoicesService::export_rows(OrgId org, const std::string& status) const {
  if (status != "approved" && status != "paid") {
    throw invalid_input("status", "Exporta las aprobadas (approved) o las pagadas (paid).");
  }
  return db_.run([&](db::Conn& c) { return repo_.list(c, org, status, kMostExported, 0); });
}

std::vector<InvoiceRow> InvoicesService::pending_for(OrgId org, const approvals::Approver& a,
                                                     std::int64_t limit) const {
  if (!a.admin()) return {};
  return db_.run([&](db::Conn& c) {
    auto rows = repo_.submitted(c, org, limit);
    std::erase_if(rows, [&a](const InvoiceRow& r) { return r.user_id == a.user_id; });
    return rows;
  });
}

std::int64_t InvoicesService::pending_count(OrgId org, const approvals::Approver& a) const {
  if (!a.admin()) return 0;
  return db_.run([&](db::Conn& c) { return repo_.submitted_count(c, org); });
}

std::int64_t InvoicesService::decide(OrgId org, const approvals::Approver& a, std::int64_t id,
                                     bool approve, const std::optional<std::string>& reason) const {
  const std::string note = reason ? trimmed(*reason) : std::string();
  if (!approve && note.empty()) throw invalid_input("reason", "Escribe el motivo del rechazo.");
  if (utf8_length(note) > 500)
    throw invalid_input("reason", "El motivo admite hasta 500 caracteres.");
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto r = repo_.invoice(c, org, id);
    if (!r) throw invoice_not_found();
    if (r->user_id == a.user_id) {
      throw forbidden("own_item", "No puedes decidir tu propia factura.");
    }
    if (!a.admin()) throw forbidden("not_your_decision", "Las facturas las revisa Personas.");
    const std::optional<std::string> kept = note.empty() ? std::nullopt : std::optional(note);
    if (!repo_.decide(c, org, id, approve ? "approved" : "rejected", a.user_id, now, kept)) {
      throw conflict("already_decided", "Esta factura ya fue revisada.");
    }
    json::object payload = named(*r);
    payload["status_es"] = approve ? "aprobada" : "rechazada";
    payload["status_en"] = approve ? "approved" : "rejected";
    payload["reason"] = kept ? json::value(*kept) : json::value(nullptr);
    payload["actor_id"] = a.user_id;
    notify_.notify(c, org, "invoice_decided", {r->user_id}, payload);
    return r->user_id;
  });
}

void InvoicesService::forget_person(db::Conn& c, OrgId org,
                                    const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::invoices
