#include "modules/audit/audit_hash.h"

#include <optional>

#include "core/crypto.h"

namespace aplauso::audit {

namespace {
void add_text(std::string& out, std::string_view value) {
  out += std::to_string(value.size());
  out += ':';
  out += value;
  out += '\n';
}

void add_optional(std::string& out, const std::optional<std::string>& value) {
  if (value) {
    add_text(out, *value);
  } else {
    out += "-\n";
  }
}

void add_number(std::string& out, const std::optional<std::int64_t>& value) {
  add_optional(out, value ? std::optional<std::string>(std::to_string(*value)) : std::nullopt);
}

std::optional<std::string> digest(const std::optional<std::string>& text) {
  if (!text) return std::nullopt;
  return crypto::to_hex(crypto::sha256(*text));
}
}  // namespace

std::string canonical(OrgId org, const Entry& e) {
  std::string out = "aplauso-audit-1\n";
  add_text(out, std::to_string(org.value));
  add_text(out, std::to_string(e.created_at));
  add_number(out, e.actor_user_id);
  add_number(out, e.actor_key_id);
  add_optional(out, e.actor_system);
  add_text(out, e.address);
  add_text(out, e.action);
  add_text(out, e.target_type);
  add_text(out, e.target_id);
  add_optional(out, digest(e.before));
  add_optional(out, digest(e.after));
  return out;
}

std::string content_hash(OrgId org, const Entry& e) {
  return crypto::to_hex(crypto::sha256(canonical(org, e)));
}

std::string link_hash(const std::string& content, std::int64_t seq, const std::string& prev) {
  return crypto::to_hex(crypto::sha256(content + ":" + std::to_string(seq) + ":" + prev));
}

std::string entry_hash(OrgId org, const Entry& e) {
  return link_hash(content_hash(org, e), e.seq, e.prev_hash);
}

}  // namespace aplauso::audit
