// The approvals inbox's registry (docs/programs.md, ADR 0059): each module that has things to
// approve (point requests, program submissions, later challenge claims) implements one
// ApprovalSource per kind and registers it at install; the inbox (approval_service.h) asks every
// source whose module is on for the caller's pending items and hands each decision to its source.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "core/roles.h"

namespace aplauso::approvals {

/// Whoever decides, as the sources need them: computed once per request by the inbox.
struct Approver {
  std::int64_t user_id = 0;
  Role role = Role::kEmployee;
  std::vector<std::int64_t> direct_reports;  ///< active people whose leader is the approver
  bool admin() const { return role_at_least(role, Role::kAdmin); }
  bool leads(std::int64_t user_id_in) const {
    for (const auto id : direct_reports) {
      if (id == user_id_in) return true;
    }
    return false;
  }
};

struct ApprovalAttachment {
  std::string key;
  std::string name;
  std::optional<std::string> content_type;
  std::string url;
};

/// One pending thing, as the inbox shows it.
struct ApprovalItem {
  std::string kind;  ///< "point_request", "program_submission", ...
  std::int64_t id = 0;
  std::int64_t requester_id = 0;
  std::string title;
  std::string detail;
  std::optional<std::string> context;
  std::int64_t points = 0;
  std::int64_t submitted_at_ms = 0;
  std::optional<ApprovalAttachment> attachment;
  std::optional<std::string> link;
  bool blocked = false;
  std::optional<std::string> blocked_reason;
  std::string href;
  /// Items needing two approvals by different people (a challenge claim under four eyes): how
  /// many were given of how many ("1 de 2 aprobaciones"); absent for the others.
  std::optional<std::int64_t> approvals_needed;
  std::optional<std::int64_t> approvals_done;
  /// When the decision is due (epoch ms), for a source whose items have a deadline of their own
  /// (a request's current step with `deadline_days`); absent for the others.
  std::optional<std::int64_t> due_at_ms;
};

/// What a module implements per kind. decide() runs its own transaction and throws ApiError
/// (not_found, own_item, not_your_decision, already_decided, ...); it returns the requester, to
/// whom the inbox sends the live hint.
class ApprovalSource {
 public:
  virtual ~ApprovalSource() = default;
  virtual std::string kind() const = 0;
  /// The module flag the kind belongs to; empty: always on.
  virtual std::string module_flag() const = 0;
  /// The caller's oldest `limit` pending items, oldest first (the inbox merges the kinds: a page
  /// of the merge needs at most its end's worth of each kind).
  virtual std::vector<ApprovalItem> pending(OrgId org, const Approver& approver,
                                            std::int64_t limit) const = 0;
  virtual std::int64_t pending_count(OrgId org, const Approver& approver) const = 0;
  virtual std::int64_t decide(OrgId org, const Approver& approver, std::int64_t id, bool approve,
                              const std::optional<std::string>& reason) const = 0;
};

/// The sources, in registration order. Filled at install time, read-only afterwards.
class Registry {
 public:
  void add(std::shared_ptr<const ApprovalSource> source) { sources_.push_back(std::move(source)); }
  const std::vector<std::shared_ptr<const ApprovalSource>>& sources() const { return sources_; }
  const ApprovalSource* find(const std::string& kind) const {
    for (const auto& s : sources_) {
      if (s->kind() == kind) return s.get();
    }
    return nullptr;
  }

 private:
  std::vector<std::shared_ptr<const ApprovalSource>> sources_;
};

}  // namespace aplauso::approvals
