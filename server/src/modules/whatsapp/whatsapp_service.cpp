#include "modules/whatsapp/whatsapp_service.h"

#include <map>

#include "core/crypto.h"
#include "core/errors.h"
#include "core/http_fetch.h"
#include "core/log.h"
#include "core/secret_box.h"
#include "core/shutdown.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/whatsapp/cloud_api.h"

namespace aplauso::whatsapp {

namespace {
constexpr const char* kTokenPurpose = "whatsapp-token";
constexpr const char* kSecretPurpose = "whatsapp-app-secret";
constexpr std::size_t kMaxNumberId = 40;
constexpr std::size_t kMaxTemplate = 512;
constexpr std::size_t kMaxToken = 2048;
constexpr std::size_t kMaxSecret = 256;
constexpr const char* kBadPhone =
    "Indica el número con el prefijo del país, por ejemplo +34 600 11 12 22.";
constexpr const char* kUnavailable = "La organización no tiene WhatsApp configurado.";
constexpr const char* kMemberOff = "La persona desactivó WhatsApp antes del envío.";
constexpr const char* kOrgOff = "La organización desactivó WhatsApp antes del envío.";

bool digits_only(std::string_view s) {
  for (const char ch : s) {
    if (ch < '0' || ch > '9') return false;
  }
  return !s.empty();
}

bool template_name_shape(std::string_view s) {
  for (const char ch : s) {
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_')) return false;
  }
  return !s.empty();
}

bool secret_shape(std::string_view s) {
  for (const char ch : s) {
    if (static_cast<unsigned char>(ch) <= ' ' || ch == 0x7f) return false;
  }
  return true;
}

ApiError unavailable() {
  return rule_broken("whatsapp_unavailable", kUnavailable, {{"whatsapp", kUnavailable}});
}
}  // namespace

std::int64_t retry_delay_ms(std::int64_t attempts) {
  constexpr std::int64_t kSecond = 1000;
  constexpr std::int64_t kDelays[] = {10 * kSecond, 60 * kSecond, 5 * 60 * kSecond,
                                      15 * 60 * kSecond};
  if (attempts >= 1 && attempts <= 4) return kDelays[attempts - 1];
  return 60 * 60 * kSecond;
}

std::optional<std::string> WhatsAppService::open(const std::optional<std::string>& sealed,
                                                 std::string_view purpose) const {
  if (!sealed) return std::nullopt;
  return secret_box::open(server_secret_, purpose, *sealed);
}

namespace {
AccountView view_of(const std::optional<AccountRow>& row) {
  AccountView v;
  v.template_name = WhatsAppService::kDefaultTemplate;
  if (!row) return v;
  v.configured = true;
  v.active = row->active;
  v.phone_number_id = row->phone_number_id;
  v.template_name = row->template_name;
  v.has_access_token = row->access_token_sealed.has_value();
  v.has_app_secret = row->app_secret_sealed.has_value();
  v.verify_token = row->verify_token;
  return v;
}
}  // namespace

AccountView WhatsAppService::account(OrgId org) const {
  return view_of(db_.run([&](db::Conn& c) { return repo_.account(c, org); }));
}

namespace {
// The account as the audit trail keeps it: whether the sealed parts are stored, never them.
boost::json::value audited(const std::optional<AccountRow>& r) {
  if (!r) return nullptr;
  return boost::json::object{{"phone_number_id", r->phone_number_id},
                             {"template_name", r->template_name},
                             {"active", r->active},
                             {"access_stored", r->access_token_sealed.has_value()},
                             {"app_credentials_stored", r->app_secret_sealed.has_value()}};
}
}  // namespace

AccountView WhatsAppService::save_account(OrgId org, const AccountSettings& s) const {
  return db_.transact([&](db::Conn& c) {
    const auto current = repo_.account(c, org);
    AccountRow row = current.value_or(AccountRow{});
    std::vector<FieldError> errors;
    row.phone_number_id = trimmed(s.phone_number_id);
    if (row.phone_number_id.empty()) {
      errors.push_back({"phone_number_id", "El identificador del número es requerido."});
    } else if (!digits_only(row.phone_number_id) || row.phone_number_id.size() > kMaxNumberId) {
      errors.push_back({"phone_number_id",
                        "El identificador del número lleva solo cifras (hasta 40), como lo "
                        "muestra WhatsApp Manager."});
    }
    row.template_name = trimmed(s.template_name);
    if (row.template_name.empty()) {
      errors.push_back({"template_name", "El nombre de la plantilla es requerido."});
    } else if (!template_name_shape(row.template_name) || row.template_name.size() > kMaxTemplate) {
      errors.push_back(
          {"template_name",
           "El nombre de la plantilla lleva solo minúsculas, cifras y guiones bajos."});
    }
    const auto secret = [&](const std::optional<std::string>& given, std::size_t max,
                            const char* field, const char* purpose,
                            std::optional<std::string>& sealed) {
      if (!given) return;
      const std::string value = trimmed(*given);
      if (value.empty()) {
        sealed.reset();
      } else if (!secret_shape(value) || value.size() > max) {
        errors.push_back({field, "Pega el valor tal como lo da Meta, sin espacios (hasta " +
                                     std::to_string(max) + " caracteres)."});
      } else {
        sealed = secret_box::seal(server_secret_, purpose, value);
      }
    };
    secret(s.access_token, kMaxToken, "access_token", kTokenPurpose, row.access_token_sealed);
    secret(s.app_secret, kMaxSecret, "app_secret", kSecretPurpose, row.app_secret_sealed);
    row.active = s.active;
    if (s.active && errors.empty()) {
      if (!row.access_token_sealed) {
        errors.push_back({"access_token", "Para activarlo falta el token de acceso."});
      }
      if (!row.app_secret_sealed) {
        errors.push_back({"app_secret",
                          "Para activarlo falta el secreto de la app (firma los "
                          "estados que envía WhatsApp)."});
      }
    }
    if (!errors.empty()) throw invalid_input(std::move(errors));
    if (row.verify_token.empty()) row.verify_token = crypto::random_token(24);
    repo_.save_account(c, org, row, clock_.now_ms());
    if (!row.active) repo_.cancel_queued(c, org, std::nullopt, kOrgOff);
    boost::json::value after = audited(row);
    after.as_object()["credentials_changed"] =
        s.access_token.has_value() || s.app_secret.has_value();
    audit_.record(c, org, "whatsapp.save", {"whatsapp", org.value}, audited(current),
                  std::move(after));
    return view_of(row);
  });
}

AccountView WhatsAppService::remove_account(OrgId org) const {
  return db_.transact([&](db::Conn& c) {
    const auto current = repo_.account(c, org);
    repo_.cancel_queued(c, org, std::nullopt, kOrgOff);
    repo_.delete_account(c, org);
    audit_.record(c, org, "whatsapp.remove", {"whatsapp", org.value}, audited(current), nullptr);
    return view_of(std::nullopt);
  });
}

std::string WhatsAppService::send_test(OrgId org, const std::string& phone,
                                       const std::string& first_name, const std::string& text,
                                       const std::string& link) const {
  const auto to = normalise_phone(phone);
  if (!to) throw invalid_input("phone", kBadPhone);
  const auto row = db_.run([&](db::Conn& c) { return repo_.account(c, org); });
  const auto token = row ? open(row->access_token_sealed, kTokenPurpose) : std::nullopt;
  if (!row || !token) {
    throw conflict("whatsapp_not_configured",
                   "Guarda primero la cuenta de WhatsApp con su token de acceso.");
  }
  const auto results =
      http_post_all({message_request(api_base_, row->phone_number_id, *token,
                                     {*to, row->template_name, "es", {first_name, text, link}})});
  const auto outcome = read_send_result(results.front());
  if (outcome.next != SendOutcome::Next::kAccepted) {
    throw rule_broken("whatsapp_failed", outcome.error, {{"phone", outcome.error}});
  }
  return outcome.message_id;
}

bool WhatsAppService::available(db::Conn& c, OrgId org) const {
  const auto tenant = tenants_.by_id(org);
  if (!tenant || !tenant->module_on(kModule)) return false;
  const auto row = repo_.account(c, org);
  return row && row->active && row->access_token_sealed.has_value();
}

OptIn WhatsAppService::opt_in(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) {
    const auto row = repo_.opt_in(c, org, user_id);
    if (!row) throw not_found("Persona no encontrada");
    return OptIn{row->phone, row->active, available(c, org)};
  });
}

OptIn WhatsAppService::save_opt_in(OrgId org, std::int64_t user_id, const std::string& phone,
                                   bool active) const {
  const auto number = normalise_phone(phone);
  if (!number) throw invalid_input("phone", kBadPhone);
  return db_.transact([&](db::Conn& c) {
    if (!repo_.opt_in(c, org, user_id)) throw not_found("Persona no encontrada");
    const bool can = available(c, org);
    if (active && !can) throw unavailable();
    users_.set_whatsapp(c, org, user_id, number, active);
    if (!active) repo_.cancel_queued(c, org, user_id, kMemberOff);
    return OptIn{number, active, can};
  });
}

OptIn WhatsAppService::deactivate(OrgId org, std::int64_t user_id) const {
  return db_.transact([&](db::Conn& c) {
    const auto row = repo_.opt_in(c, org, user_id);
    if (!row) throw not_found("Persona no encontrada");
    users_.set_whatsapp(c, org, user_id, row->phone, false);
    repo_.cancel_queued(c, org, user_id, kMemberOff);
    return OptIn{row->phone, false, available(c, org)};
  });
}

std::int64_t WhatsAppService::queue(db::Conn& c, OrgId org, const Outgoing& message) const {
  return repo_.enqueue(c, org, message, clock_.now_ms());
}

DeliveryReport WhatsAppService::deliver_due() const {
  DeliveryReport report;
  if (shutdown_.begun()) return report;
  const std::int64_t now = clock_.now_ms();
  const auto batch = db_.transact([&](db::Conn& c) {
    report.interrupted = repo_.give_up_interrupted(c, now);
    return repo_.claim(c, now, now + kClaimMs, kBatch);
  });
  if (report.interrupted > 0) log::warn("whatsapp_interrupted", {{"count", report.interrupted}});
  if (batch.empty()) return report;

  // Each organisation's account, read once a batch.
  struct Sender {
    std::optional<AccountRow> row;
    std::optional<std::string> token;
  };
  std::map<std::int64_t, Sender> senders;
  db_.run([&](db::Conn& c) {
    for (const auto& m : batch) {
      if (senders.contains(m.org.value)) continue;
      Sender s{repo_.account(c, m.org), std::nullopt};
      // With the module off (ADR 0081) what was queued is cancelled, as with the account off.
      const auto tenant = tenants_.by_id(m.org);
      const bool on = tenant && tenant->module_on(kModule);
      if (on && s.row && s.row->active) {
        s.token = open(s.row->access_token_sealed, kTokenPurpose);
      }
      senders.emplace(m.org.value, std::move(s));
    }
  });
  std::vector<PostRequest> requests;
  std::vector<const Claimed*> sent, cancelled;
  for (const auto& m : batch) {
    const Sender& s = senders.at(m.org.value);
    if (!s.token) {
      cancelled.push_back(&m);
      continue;
    }
    requests.push_back(message_request(api_base_, s.row->phone_number_id, *s.token,
                                       {m.phone, s.row->template_name, m.language, m.parameters}));
    sent.push_back(&m);
  }
  outbound::Limits limits = kBatchLimits;
  limits.abort = &shutdown_.abort_flag();
  const auto results = http_post_all(requests, limits);
  const std::int64_t done = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    for (const auto* m : cancelled) {
      repo_.cancel_claimed(c, m->org, m->id, kOrgOff);
      ++report.cancelled;
    }
    for (std::size_t i = 0; i < sent.size(); ++i) {
      const Claimed& m = *sent[i];
      if (results[i].aborted) {
        // The process stopped waiting: unsent goes back to the queue, unanswered is interrupted.
        if (results[i].request_sent) {
          repo_.interrupt(c, m.org, m.id);
          ++report.interrupted;
        } else {
          repo_.release(c, m.org, m.id, done);
          ++report.released;
        }
        continue;
      }
      const auto outcome = read_send_result(results[i]);
      if (outcome.next == SendOutcome::Next::kAccepted) {
        repo_.accepted(c, m.org, m.id, outcome.message_id, done);
        ++report.accepted;
        continue;
      }
      const bool final = outcome.next == SendOutcome::Next::kFailed || m.attempts >= kMaxAttempts;
      repo_.attempt_failed(c, m.org, m.id, done + retry_delay_ms(m.attempts), final, outcome.error,
                           done);
      ++report.failed;
      log::warn("whatsapp_failed", {{"id", m.id},
                                    {"org", m.org.value},
                                    {"attempt", m.attempts},
                                    {"final", final},
                                    {"error", outcome.error}});
    }
  });
  return report;
}

std::string WhatsAppService::verify(OrgId org, std::string_view mode, std::string_view token,
                                    std::string_view challenge) const {
  const auto row = db_.run([&](db::Conn& c) { return repo_.account(c, org); });
  if (!row || mode != "subscribe" || challenge.empty() || challenge.size() > 200 ||
      !crypto::constant_time_equal(token, row->verify_token)) {
    throw forbidden("whatsapp_verification_refused",
                    "El token de verificación no es el de esta organización.");
  }
  return std::string(challenge);
}

WebhookResult WhatsAppService::receive(OrgId org, std::string_view body,
                                       std::string_view signature) const {
  const auto row = db_.run([&](db::Conn& c) { return repo_.account(c, org); });
  if (!row) throw not_found(kUnavailable);
  const auto secret = open(row->app_secret_sealed, kSecretPurpose);
  if (!secret || !signature_valid(*secret, body, signature)) {
    throw unauthorized("La firma del webhook no es válida.");
  }
  const auto statuses = read_statuses(body);
  if (!statuses) {
    throw invalid_input("body", "El cuerpo no es una notificación de la API de WhatsApp.");
  }
  WebhookResult result;
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    for (const auto& s : *statuses) {
      if (!s.phone_number_id.empty() && s.phone_number_id != row->phone_number_id) continue;
      ++result.statuses;
      if (repo_.report(c, org, s.message_id, s.status, status_rank(s.status), s.error,
                       s.at_ms > 0 ? s.at_ms : now, now)) {
        ++result.updated;
      }
    }
  });
  return result;
}

}  // namespace aplauso::whatsapp
