#include "modules/approvals/approval_service.h"

#include <algorithm>

#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/live/event_hub.h"
#include "modules/users/user_repo.h"

namespace aplauso::approvals {

namespace {
bool listed(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}
}  // namespace

Approver ApprovalService::approver(OrgId org, std::int64_t user_id, Role role) const {
  Approver a;
  a.user_id = user_id;
  a.role = role;
  // Employees can own programs: their reports are read too (usually none).
  a.direct_reports = db_.run([&](db::Conn& c) { return repo_.direct_reports(c, org, user_id); });
  return a;
}

std::vector<users::Person> ApprovalService::people(OrgId org,
                                                   const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db_.run([&](db::Conn& c) { return users::UserRepo().people(c, org, ids); });
}

std::vector<std::pair<std::string, std::string>> ApprovalService::kinds() const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& s : registry_.sources()) out.emplace_back(s->kind(), s->module_flag());
  return out;
}

InboxPage ApprovalService::list(OrgId org, const Approver& approver,
                                const std::vector<std::string>& enabled,
                                const std::optional<std::string>& kind, std::int64_t limit,
                                std::int64_t offset) const {
  if (kind && registry_.find(*kind) == nullptr) {
    throw invalid_input("kind", "Tipo de pendiente desconocido.");
  }
  InboxPage page;
  std::vector<ApprovalItem> all;
  // Every item of the page is among the oldest offset + limit of its kind: each source reads
  // that many (one statement of its own), and the merge below keeps the page.
  const std::int64_t needed = offset + limit;
  for (const auto& s : registry_.sources()) {
    const auto name = s->kind();
    if (!listed(enabled, name)) continue;
    page.counts[name] = s->pending_count(org, approver);
    if (!kind || *kind == name) {
      page.total += page.counts[name];
      if (page.counts[name] == 0) continue;
      auto items = s->pending(org, approver, needed);
      for (auto& item : items) all.push_back(std::move(item));
    }
  }
  std::stable_sort(all.begin(), all.end(), [](const ApprovalItem& a, const ApprovalItem& b) {
    if (a.submitted_at_ms != b.submitted_at_ms) return a.submitted_at_ms < b.submitted_at_ms;
    if (a.kind != b.kind) return a.kind < b.kind;
    return a.id < b.id;
  });
  const auto merged = static_cast<std::int64_t>(all.size());
  const auto begin = std::min<std::int64_t>(offset, merged);
  const auto end = std::min<std::int64_t>(begin + limit, merged);
  for (auto i = begin; i < end; ++i)
    page.items.push_back(std::move(all[static_cast<std::size_t>(i)]));
  return page;
}

std::vector<DecideResult> ApprovalService::decide(OrgId org, const Approver& approver,
                                                  const std::vector<std::string>& enabled,
                                                  const std::vector<ItemRef>& items,
                                                  const std::string& decision,
                                                  const std::optional<std::string>& reason) const {
  if (items.empty() || items.size() > kMaxDecideItems) {
    throw invalid_input("items", "Elige entre 1 y 500 pendientes.");
  }
  for (const auto& item : items) {
    if (registry_.find(item.kind) == nullptr) {
      throw invalid_input("items", "Tipo de pendiente desconocido.");
    }
  }
  if (decision != "approve" && decision != "reject") {
    throw invalid_input("decision", "Indica si apruebas o rechazas.");
  }
  const bool approve = decision == "approve";
  std::optional<std::string> text;
  if (reason) {
    text = trimmed(*reason);
    if (text->empty()) text.reset();
  }
  if (!approve && !text) throw invalid_input("reason", "Indica el motivo del rechazo.");
  if (text && utf8_length(*text) > kReasonMax) {
    throw invalid_input("reason", "El motivo no puede exceder 500 caracteres.");
  }
  std::vector<DecideResult> out;
  std::vector<std::int64_t> hinted{approver.user_id};
  for (const auto& item : items) {
    DecideResult r{item.kind, item.id, false, {}, {}};
    const auto* source = registry_.find(item.kind);
    try {
      if (!listed(enabled, item.kind)) throw not_found("No encontrado.");
      const auto requester = source->decide(org, approver, item.id, approve, text);
      r.ok = true;
      if (std::find(hinted.begin(), hinted.end(), requester) == hinted.end()) {
        hinted.push_back(requester);
      }
    } catch (const ApiError& e) {
      r.code = e.code();
      r.message = e.what();
    }
    out.push_back(std::move(r));
  }
  db_.transact([&](db::Conn& c) { hub_.signal(c, org, hinted, kChangedSignal); });
  return out;
}

}  // namespace aplauso::approvals
