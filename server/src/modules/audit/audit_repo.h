// The audit trail's storage: entries, each organisation's chain head, the admins' pages and the
// stretches of a chain that verification walks.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::audit {

/// One entry as stored (members in column order).
struct Entry {
  std::int64_t id = 0;
  std::int64_t seq = 0;  ///< its place in the organisation's chain, from 1
  std::int64_t created_at = 0;
  std::optional<std::int64_t> actor_user_id;
  std::optional<std::int64_t> actor_key_id;
  std::optional<std::string> actor_system;
  std::string address;
  std::string action;
  std::string target_type;
  std::string target_id;
  std::optional<std::string> before;  ///< JSON text, secrets left out
  std::optional<std::string> after;
  std::string prev_hash;  ///< hex SHA-256 of the entry before ("" for the first)
  std::string hash;       ///< hex SHA-256 of this entry's canonical form
};
BOOST_DESCRIBE_STRUCT(Entry, (),
                      (id, seq, created_at, actor_user_id, actor_key_id, actor_system, address,
                       action, target_type, target_id, before, after, prev_hash, hash))

/// An entry with the names of who acted, for the admins' list.
struct ListedEntry {
  Entry entry;
  std::optional<std::string> first_name;
  std::optional<std::string> last_name;
  std::optional<std::string> email;
  std::optional<std::string> key_name;
};

/// Each filter is ignored when absent.
struct Filter {
  std::optional<std::int64_t> actor_user_id;
  std::optional<std::int64_t> actor_key_id;
  std::optional<std::string> action;  ///< "people.update", or "people" for all of people's
  std::optional<std::string> target_type;
  std::optional<std::string> target_id;
  std::optional<std::int64_t> from;  ///< created_at ≥ from (epoch ms)
  std::optional<std::int64_t> to;    ///< created_at < to
};

struct Head {
  std::int64_t last_seq = 0;
  std::string last_hash;
  std::string prev_hash;  ///< the hash before the last entry
};

class AuditRepo {
 public:
  /// Appends `e` (content set, place and hashes not) to its organisation's chain, in the
  /// caller's transaction; `content_hash` is content_hash(org, e). On PostgreSQL one deferred
  /// statement moves the head and writes the entry (its place and hashes stay unknown here); on
  /// SQLite the head is read and moved, then `e` gets its place and hashes and is written. The
  /// head row is locked until the transaction ends. Fails the transaction on a place taken twice,
  /// which the head's lock prevents.
  void append(db::Conn& c, OrgId org, Entry& e, const std::string& content_hash) const;

  std::vector<ListedEntry> page(db::Conn& c, OrgId org, const Filter& f, std::int64_t limit,
                                std::int64_t offset) const;
  std::int64_t total(db::Conn& c, OrgId org, const Filter& f) const;

  /// Every organisation with a chain head or an entry (the one cross-organisation read: the
  /// operator's verification).
  std::vector<OrgId> chains(db::Conn& c) const;
  std::optional<Head> head(db::Conn& c, OrgId org) const;
  /// Up to `limit` entries from place `from_seq` on, in order.
  std::vector<Entry> stretch(db::Conn& c, OrgId org, std::int64_t from_seq,
                             std::int64_t limit) const;
};

}  // namespace aplauso::audit
