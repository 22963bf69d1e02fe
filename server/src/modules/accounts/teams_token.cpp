#include "modules/accounts/teams_token.h"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include "core/crypto.h"
#include "modules/accounts/teams_keys.h"

namespace aplauso::accounts {

namespace json = boost::json;

namespace {
constexpr std::int64_t kSkewSeconds = 60;
constexpr std::size_t kMaxToken = 8192;

std::optional<json::object> json_part(std::string_view encoded) {
  const auto text = crypto::base64url_decode(encoded);
  if (!text) return std::nullopt;
  boost::system::error_code ec;
  json::value v = json::parse(*text, ec);
  if (ec || !v.is_object()) return std::nullopt;
  return std::move(v.as_object());
}

std::string text(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v != nullptr && v->is_string() ? std::string(v->as_string()) : std::string{};
}

std::optional<std::int64_t> number(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  if (v->is_uint64()) return static_cast<std::int64_t>(v->as_uint64());
  if (v->is_double()) return static_cast<std::int64_t>(v->as_double());
  return std::nullopt;
}

bool audience_matches(const json::object& o, const std::string& audience) {
  const auto* aud = o.if_contains("aud");
  if (aud == nullptr) return false;
  if (aud->is_string()) return aud->as_string() == audience;
  if (aud->is_array()) {
    for (const auto& a : aud->as_array()) {
      if (a.is_string() && a.as_string() == audience) return true;
    }
  }
  return false;
}

std::optional<TeamsIdentity> refuse(std::string* why, const char* reason) {
  if (why != nullptr) *why = reason;
  return std::nullopt;
}
}  // namespace

std::optional<TeamsIdentity> verify_teams_token(std::string_view token, TeamsKeys& keys,
                                                const TeamsRules& rules, std::int64_t now_s,
                                                std::string* why) {
  if (token.empty() || token.size() > kMaxToken) return refuse(why, "size");
  const auto dot1 = token.find('.');
  const auto dot2 = dot1 == std::string_view::npos ? dot1 : token.find('.', dot1 + 1);
  if (dot2 == std::string_view::npos || token.find('.', dot2 + 1) != std::string_view::npos) {
    return refuse(why, "shape");
  }
  const auto header = json_part(token.substr(0, dot1));
  if (!header) return refuse(why, "header");
  // The algorithm is fixed by us, never by the token: HS256 "signed" with the public key, or
  // alg:none, end here.
  if (text(*header, "alg") != "RS256") return refuse(why, "alg");
  const std::string kid = text(*header, "kid");
  if (kid.empty()) return refuse(why, "kid");
  const auto signature = crypto::base64url_decode(token.substr(dot2 + 1));
  if (!signature || signature->empty()) return refuse(why, "signature_encoding");
  if (!keys.verify_rs256(kid, token.substr(0, dot2), *signature)) return refuse(why, "signature");

  const auto payload = json_part(token.substr(dot1 + 1, dot2 - dot1 - 1));
  if (!payload) return refuse(why, "payload");
  const auto exp = number(*payload, "exp");
  if (!exp || *exp + kSkewSeconds <= now_s) return refuse(why, "expired");
  if (const auto nbf = number(*payload, "nbf"); nbf && *nbf - kSkewSeconds > now_s) {
    return refuse(why, "not_yet_valid");
  }
  TeamsIdentity id;
  id.tid = text(*payload, "tid");
  id.oid = text(*payload, "oid");
  if (id.tid.empty() || id.oid.empty() || id.tid.size() > 64 || id.oid.size() > 64) {
    return refuse(why, "ids");
  }
  std::string issuer = rules.issuer;
  if (const auto at = issuer.find("{tid}"); at != std::string::npos) issuer.replace(at, 5, id.tid);
  if (text(*payload, "iss") != issuer) return refuse(why, "issuer");
  if (!audience_matches(*payload, rules.audience)) return refuse(why, "audience");
  id.email = text(*payload, "email");
  if (id.email.empty()) id.email = text(*payload, "preferred_username");
  if (id.email.empty()) id.email = text(*payload, "upn");
  return id;
}

}  // namespace aplauso::accounts
