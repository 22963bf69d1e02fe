// The audit trail's one writer (docs/adr/0034-audit-trail.md). Every module records its admin
// actions and its movements of points or rights here, inside its own transaction, so the entry
// commits or rolls back with the action:
//
//   audit_.record(c, org, "people.update", {"user", id}, before_json, after_json);
//
// Who acted and from which address come from the request being served (api/actor.h); jobs and
// the command line act as the system. Fields that hold secrets are left out by name, here, for
// everyone (redact). Entries are chained per organisation by SHA-256: the chain head is taken
// just before the transaction commits, so the lock two appenders of one organisation share lasts
// only for the commit.
#pragma once

#include <boost/json/value.hpp>
#include <cstdint>
#include <string>
#include <string_view>

#include "api/actor.h"
#include "core/clock.h"
#include "core/ids.h"
#include "modules/audit/audit_hash.h"
#include "modules/audit/audit_repo.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::audit {

/// What an action was done to: a type ("user", "product", "organization") and its id.
struct Target {
  Target(std::string_view type_in, std::int64_t id_in) : type(type_in), id(std::to_string(id_in)) {}
  Target(std::string_view type_in, std::string id_in) : type(type_in), id(std::move(id_in)) {}
  Target(std::string_view type_in, const char* id_in) : type(type_in), id(id_in) {}
  std::string type;
  std::string id;
};

/// The value with every field named like a secret (passwords, tokens, keys, secrets, codes,
/// hashes) replaced by "***", at any depth.
boost::json::value redact(boost::json::value v);
/// Whether a field of this name holds a secret.
bool is_secret_field(std::string_view name);

/// What a transaction recorded, waiting for its commit (audit_log.cpp).
struct Pending;

class AuditLog {
 public:
  explicit AuditLog(const Clock& clock) : clock_(clock) {}

  /// Records one entry as `actor` in the caller's transaction (one of its own outside one).
  /// `before` and `after` are what changed (null when there is nothing: a creation has no before),
  /// with secrets left out. Never throws for the caller's data; the chain is appended when the
  /// transaction commits, and a failure there fails the commit.
  void record(db::Conn& c, OrgId org, const Actor& actor, std::string_view action,
              const Target& target, boost::json::value before, boost::json::value after) const;
  /// The same as whoever the current request is (api/actor.h).
  void record(db::Conn& c, OrgId org, std::string_view action, const Target& target,
              boost::json::value before = nullptr, boost::json::value after = nullptr) const {
    record(c, org, current_actor(), action, target, std::move(before), std::move(after));
  }

 private:
  /// Appends every pending entry to its organisation's chain, organisations in id order (so two
  /// transactions take their heads in the same order): on PostgreSQL one deferred statement an
  /// entry, sent with the COMMIT.
  void append(db::Conn& c, Pending& pending) const;

  const Clock& clock_;
  AuditRepo repo_;
};

}  // namespace aplauso::audit
