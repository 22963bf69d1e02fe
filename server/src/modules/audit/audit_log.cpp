#include "modules/audit/audit_log.h"

#include <algorithm>
#include <array>
#include <boost/json/serialize.hpp>
#include <map>
#include <memory>
#include <unordered_map>
#include <vector>

#include "core/crypto.h"
#include "db/conn.h"

namespace aplauso::audit {

namespace json = boost::json;

namespace {
std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  return out;
}

}  // namespace

bool is_secret_field(std::string_view name) {
  const std::string n = lower(name);
  // Whole names, then parts of names: "bind_password", "access_token", "app_secret",
  // "key_hash", "sealed_token", "api_key", "verify_token", coupon "codes".
  static constexpr std::array<std::string_view, 5> kWhole{"key", "code", "codes", "otp", "salt"};
  static constexpr std::array<std::string_view, 6> kParts{"password", "secret", "token",
                                                          "hash",     "sealed", "api_key"};
  if (std::find(kWhole.begin(), kWhole.end(), n) != kWhole.end()) return true;
  if (n.ends_with("_key") || n.ends_with("_code") || n.ends_with("_codes")) return true;
  return std::any_of(kParts.begin(), kParts.end(),
                     [&](std::string_view part) { return n.find(part) != std::string::npos; });
}

json::value redact(json::value v) {
  if (v.is_object()) {
    for (auto& [key, item] : v.as_object()) {
      if (is_secret_field(key)) {
        if (!item.is_null()) item = "***";
      } else {
        item = redact(std::move(item));
      }
    }
  } else if (v.is_array()) {
    for (auto& item : v.as_array()) item = redact(std::move(item));
  }
  return v;
}

/// The entries a transaction recorded, by organisation (in id order, so two transactions take
/// the chain heads in the same order), appended in one go just before it commits.
struct Pending {
  std::map<std::int64_t, std::vector<Entry>> by_org;
};

namespace {
/// The pending batch of each connection's open transaction on this thread. A batch lives as long
/// as its before-commit hook: once the transaction commits or rolls back the hook is dropped and
/// the weak pointer expires, so the next transaction starts a new batch.
thread_local std::unordered_map<const db::Conn*, std::weak_ptr<Pending>> open_batches;
}  // namespace

void AuditLog::record(db::Conn& c, OrgId org, const Actor& actor, std::string_view action,
                      const Target& target, json::value before, json::value after) const {
  Entry e;
  e.created_at = clock_.now_ms();
  if (actor.user_id != 0) e.actor_user_id = actor.user_id;
  if (actor.api_key_id != 0) e.actor_key_id = actor.api_key_id;
  if (actor.user_id == 0 && actor.api_key_id == 0) {
    e.actor_system = actor.system.empty() ? "system" : actor.system;
  }
  e.address = actor.address;
  e.action = action;
  e.target_type = target.type;
  e.target_id = target.id;
  before = redact(std::move(before));
  after = redact(std::move(after));
  // An update keeps only what changed.
  if (before.is_object() && after.is_object()) {
    auto& b = before.as_object();
    auto& a = after.as_object();
    for (auto it = b.begin(); it != b.end();) {
      const auto other = a.find(it->key());
      if (other != a.end() && other->value() == it->value()) {
        a.erase(other);
        it = b.erase(it);
      } else {
        ++it;
      }
    }
  }
  if (!before.is_null()) e.before = json::serialize(before);
  if (!after.is_null()) e.after = json::serialize(after);

  if (!c.in_transaction()) {
    Pending alone;
    alone.by_org[org.value].push_back(std::move(e));
    c.begin();
    try {
      append(c, alone);
      c.commit();
    } catch (...) {
      c.rollback();
      throw;
    }
    return;
  }
  auto& slot = open_batches[&c];
  auto batch = slot.lock();
  if (!batch) {
    if (open_batches.size() > 64)
      std::erase_if(open_batches, [](auto& b) { return b.second.expired(); });
    batch = std::make_shared<Pending>();
    open_batches[&c] = batch;
    c.before_commit([this, &c, batch] { append(c, *batch); });
  }
  batch->by_org[org.value].push_back(std::move(e));
}

void AuditLog::append(db::Conn& c, Pending& pending) const {
  for (auto& [org_id, entries] : pending.by_org) {
    const OrgId org{org_id};
    for (auto& e : entries) repo_.append(c, org, e, content_hash(org, e));
  }
}

}  // namespace aplauso::audit
