// One-use links mailed to a member (password recovery, account activation, connecting a Teams
// account): the only code that reads and writes password_resets. Tokens are stored as SHA-256
// hashes, never as they are.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::accounts {

enum class LinkPurpose { kRecovery, kActivation, kTeamsLink };

/// What a used Teams link connects: the member and the Teams identity ("<tid>/<oid>").
struct IdentityLink {
  std::int64_t user_id = 0;
  std::string subject;
  std::optional<std::int64_t> referred_by;
};

class LinkRepo {
 public:
  void insert(db::Conn& c, OrgId org, LinkPurpose purpose, const std::string& token_hash,
              std::int64_t user_id, std::int64_t expires_at_ms, std::int64_t now_ms) const;
  /// One link of `purpose` for each member (`token_hashes` and `user_ids` of the same length).
  void insert_many(db::Conn& c, OrgId org, LinkPurpose purpose,
                   const std::vector<std::string>& token_hashes,
                   const std::vector<std::int64_t>& user_ids, std::int64_t expires_at_ms,
                   std::int64_t now_ms) const;
  /// Links of `purpose` made for the member since `since_ms` (the per-account limit).
  std::int64_t created_since(db::Conn& c, OrgId org, LinkPurpose purpose, std::int64_t user_id,
                             std::int64_t since_ms) const;
  /// The member of a valid, unused link, which stays usable; nullopt otherwise.
  std::optional<std::int64_t> peek(db::Conn& c, OrgId org, LinkPurpose purpose,
                                   const std::string& token_hash, std::int64_t now_ms) const;
  /// The member of a valid, unused link, which becomes used; nullopt otherwise.
  std::optional<std::int64_t> use(db::Conn& c, OrgId org, LinkPurpose purpose,
                                  const std::string& token_hash, std::int64_t now_ms) const;
  /// A link that connects the Teams identity `subject` to the member once used (kTeamsLink).
  void insert_identity_link(db::Conn& c, OrgId org, const std::string& token_hash,
                            std::int64_t user_id, const std::string& subject,
                            std::optional<std::int64_t> referred_by, std::int64_t expires_at_ms,
                            std::int64_t now_ms) const;
  /// What a valid, unused Teams link connects; it becomes used. nullopt otherwise.
  std::optional<IdentityLink> use_identity_link(db::Conn& c, OrgId org,
                                                const std::string& token_hash,
                                                std::int64_t now_ms) const;
  /// Every unused link of the member, of any purpose, becomes used.
  void retire_all(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now_ms) const;
  /// Removes every recovery and activation link of the person (erasure).
  void erase_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::accounts
