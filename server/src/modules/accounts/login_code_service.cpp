#include "modules/accounts/login_code_service.h"

#include <algorithm>
#include <cctype>

#include "api/tenant.h"
#include "core/crypto.h"
#include "core/errors.h"
#include "db/database.h"
#include "modules/accounts/account_requests.h"
#include "modules/accounts/activation_service.h"
#include "modules/mail/mail_service.h"
#include "modules/mail/mail_templates.h"

namespace aplauso::accounts {

namespace {
constexpr std::int64_t kCodesPerWindow = 5;

ApiError code_invalid() {
  return ApiError(ErrorKind::kInvalid, "otp_invalid", "El código no es correcto o ya venció.");
}
ApiError code_exhausted() {
  return ApiError(ErrorKind::kInvalid, "otp_exhausted",
                  "Demasiados intentos. Pide un código nuevo.");
}

void require_codes(const tenancy::Tenant& tenant) {
  if (!tenant.auth_otp) {
    throw forbidden("method_disabled",
                    "Tu organización no permite iniciar sesión con un código por correo.");
  }
}

std::string six_digits() {
  const std::string bytes = crypto::random_bytes(4);
  std::uint32_t n = 0;
  for (const char b : bytes) n = (n << 8) | static_cast<unsigned char>(b);
  std::string code = std::to_string(n % 1'000'000);
  return std::string(6 - code.size(), '0') + code;
}

enum class Outcome { kSignedIn, kInvalid, kExhausted };
}  // namespace

LoginCodeService::LoginCodeService(const db::Database& db, const Clock& clock,
                                   const mail::MailService& mail, auth::AuthService& auth,
                                   const ActivationService& activation, std::string secret,
                                   double per_minute_per_ip, const auth::IpLimits& ip_limits)
    : db_(db),
      clock_(clock),
      mail_(mail),
      auth_(auth),
      activation_(activation),
      secret_(std::move(secret)),
      ip_guard_(per_minute_per_ip, ip_limits, "codes") {}

std::string LoginCodeService::code_hash(OrgId org, std::int64_t user_id,
                                        std::string_view code) const {
  return crypto::to_hex(crypto::hmac_sha256(secret_, "login-code:" + std::to_string(org.value) +
                                                         ":" + std::to_string(user_id) + ":" +
                                                         std::string(code)));
}

void LoginCodeService::request(const tenancy::Tenant& tenant, std::string_view email_in,
                               const std::string& link_base, std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  require_codes(tenant);
  const std::string email = requested_email(email_in);
  const OrgId org{tenant.org_id};
  const std::int64_t now = clock_.now_ms();
  const std::string code = six_digits();
  db_.transact([&](db::Conn& c) {
    const auto found = users_.find_credentials(c, org, email);
    if (!found || !found->user.active) return;
    const auto& user = found->user;
    if (!user.activated) {
      activation_.invite(c, tenant, user, link_base);
      return;
    }
    if (repo_.created_since(c, org, user.id, now - kAccountMailWindowMs) >= kCodesPerWindow) return;
    repo_.replace(c, org, user.id, code_hash(org, user.id, code), now + kCodeMinutes * kMinuteMs,
                  now);
    mail_.queue(c, org,
                mail::login_code_mail(mail_brand(tenant), mail::mail_language(user.language),
                                      user.email, user.first_name, code, kCodeMinutes));
  });
}

auth::LoginResult LoginCodeService::verify(const tenancy::Tenant& tenant, std::string_view email_in,
                                           std::string_view code, std::string_view client_ip) {
  ip_guard_.enforce(client_ip, clock_);
  require_codes(tenant);
  const std::string email = users::normalize_email(email_in);
  if (email.empty()) throw invalid_input("email", "El correo es requerido.");
  if (code.size() != 6 || !std::all_of(code.begin(), code.end(), [](char ch) {
        return std::isdigit(static_cast<unsigned char>(ch)) != 0;
      })) {
    throw code_invalid();
  }
  const OrgId org{tenant.org_id};
  std::optional<users::Credentials> signed_in;
  // The try is counted and committed even when the code is wrong, so the answer comes after.
  const Outcome outcome = db_.transact([&](db::Conn& c) {
    auto found = users_.find_credentials(c, org, email);
    if (!found) return Outcome::kInvalid;
    const std::int64_t now = clock_.now_ms();
    const auto live = repo_.live(c, org, found->user.id, now);
    if (!live) return Outcome::kInvalid;
    if (live->tries >= kCodeTries) return Outcome::kExhausted;
    if (!crypto::constant_time_equal(live->code_hash, code_hash(org, found->user.id, code))) {
      repo_.count_try(c, org, live->id);
      return live->tries + 1 >= kCodeTries ? Outcome::kExhausted : Outcome::kInvalid;
    }
    if (!repo_.use(c, org, live->id, now)) return Outcome::kInvalid;
    signed_in = std::move(found);
    return Outcome::kSignedIn;
  });
  if (outcome == Outcome::kExhausted) throw code_exhausted();
  if (outcome == Outcome::kInvalid || !signed_in) throw code_invalid();
  return auth_.open_session(std::move(*signed_in));
}

}  // namespace aplauso::accounts
