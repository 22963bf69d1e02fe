// The approvals inbox (docs/programs.md "The approvals inbox", ADR 0059): every registered
// source's pending items for the caller, oldest first, and decisions in bulk, each item in its
// own transaction by its source so one failing does not stop the others.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "core/roles.h"
#include "modules/approvals/approval_registry.h"
#include "modules/approvals/approval_repo.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::live {
class EventHub;
}

namespace aplauso::approvals {

/// The live hint deciders and requesters get after decisions (the inbox and program pages ask
/// again).
inline constexpr const char* kChangedSignal = "approvals.changed";
inline constexpr std::size_t kMaxDecideItems = 500;
inline constexpr std::size_t kReasonMax = 500;

struct InboxPage {
  std::vector<ApprovalItem> items;
  std::map<std::string, std::int64_t> counts;  ///< per enabled kind
  std::int64_t total = 0;
};

struct ItemRef {
  std::string kind;
  std::int64_t id = 0;
};

struct DecideResult {
  std::string kind;
  std::int64_t id = 0;
  bool ok = false;
  std::string code;     ///< when !ok
  std::string message;  ///< when !ok, Spanish
};

class ApprovalService {
 public:
  ApprovalService(const db::Database& db, const Registry& registry, const live::EventHub& hub)
      : db_(db), registry_(registry), hub_(hub) {}

  /// The approver with their direct reports (one statement).
  Approver approver(OrgId org, std::int64_t user_id, Role role) const;
  /// `enabled`: the kinds whose module is on for the organisation. 400 for an unknown kind.
  InboxPage list(OrgId org, const Approver& approver, const std::vector<std::string>& enabled,
                 const std::optional<std::string>& kind, std::int64_t limit,
                 std::int64_t offset) const;
  /// 400 before anything moves for bad input; then each item by its source.
  std::vector<DecideResult> decide(OrgId org, const Approver& approver,
                                   const std::vector<std::string>& enabled,
                                   const std::vector<ItemRef>& items, const std::string& decision,
                                   const std::optional<std::string>& reason) const;
  /// The requesters as the inbox shows them (one statement).
  std::vector<users::Person> people(OrgId org, const std::vector<std::int64_t>& ids) const;
  /// Every registered kind with its module flag.
  std::vector<std::pair<std::string, std::string>> kinds() const;

 private:
  const db::Database& db_;
  const Registry& registry_;
  const live::EventHub& hub_;
  ApprovalRepo repo_;
};

}  // namespace aplauso::approvals
