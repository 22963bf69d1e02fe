// Custom analytics (issue 34, ANA-4; docs/analytics.md, ADR 0086): saved views of a registry
// metric by one dimension (department, site, seniority, age, country), with filters, a period and
// a chart type, shared with roles, and each person's digest of a view. A view is a definition,
// never a query: its figures come from the tables kept for reading (analytics_pairs,
// analytics_person_days) and the members' attributes, grouped in memory, and a group smaller than
// the privacy engine's minimum (k) shows nothing. An admin sees the whole organisation; a leader
// only their own people, whoever shared the view.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "core/roles.h"
#include "modules/analytics/analytics_repo.h"
#include "modules/analytics/analytics_service.h"
#include "modules/analytics/analytics_stats.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::users {
struct ErasedPerson;
}

namespace aplauso::analytics {

/// The registry metrics a view may show, in the editor's order.
const std::vector<std::string>& custom_metrics();
/// At most this many views per organisation, and this many values per filter.
inline constexpr std::int64_t kMaxViews = 500;
inline constexpr std::size_t kMaxFilterValues = 200;
inline constexpr std::size_t kMaxViewName = 120;

/// Dimension -> the group keys kept (an absent dimension keeps everyone).
using ViewFilters = std::map<std::string, std::vector<std::string>>;

/// A view as given: absent fields keep the saved ones (PATCH); a new view needs name, metric,
/// dimension, period and chart.
struct ViewInput {
  std::optional<std::string> name, metric, dimension, period, chart;
  std::optional<ViewFilters> filters;
  std::optional<std::vector<std::string>> shared_with;
};

struct ViewSubscription {
  std::string frequency;  ///< weekly | monthly
  bool only_significant = false;
  std::string next_on;
};

struct View {
  std::int64_t id = 0;
  std::string name, metric, dimension, period, chart;
  ViewFilters filters;
  std::vector<std::string> shared_with;  ///< leader, admin
  std::int64_t owner_id = 0;
  std::string owner_name;
  bool can_edit = false;
  std::optional<ViewSubscription> subscription;
  std::int64_t created_at = 0, updated_at = 0;
};

struct ViewGroup {
  std::string key;
  std::optional<std::string> name;
  std::int64_t members = 0;
  double value = 0, previous = 0;
  std::optional<Interval> interval;
  std::optional<bool> significant;
};

struct ViewResult {
  std::string from, to, previous_from, previous_to, metric, unit, dimension, scope;
  std::int64_t k = 0;
  ViewGroup total;
  std::vector<ViewGroup> groups;
  std::int64_t hidden_groups = 0, hidden_members = 0;
};

struct ViewOptionValue {
  std::string key;
  std::optional<std::string> name;
};
struct ViewOptions {
  std::vector<std::string> metrics, dimensions, periods, charts, share_roles;
  std::map<std::string, std::vector<ViewOptionValue>> values;
  std::int64_t k = 0;
};

/// Who asks: their id and role.
struct Viewer {
  std::int64_t user_id = 0;
  Role role = Role::kEmployee;
};

class ViewService {
 public:
  ViewService(const db::Database& db, const Clock& clock, const privacy::PrivacyService& privacy,
              notifications::NotificationService& notices)
      : db_(db), clock_(clock), privacy_(privacy), notices_(notices) {}

  /// An admin: every view of the organisation; a leader: their own and those shared with leaders.
  std::vector<View> list(OrgId org, const Viewer& who) const;
  /// 404 view_not_found when the viewer may not open it.
  View get(OrgId org, const Viewer& who, std::int64_t id) const;
  /// 422 invalid_view (the field named) or cannot_share (a leader sharing).
  View create(OrgId org, const Viewer& who, const ViewInput& in, const ModuleOn& module_on) const;
  /// Its owner or an admin (403 forbidden otherwise); the fields given replace the saved ones.
  View update(OrgId org, const Viewer& who, std::int64_t id, const ViewInput& in,
              const ModuleOn& module_on) const;
  /// Its owner or an admin; its subscriptions go with it.
  void remove(OrgId org, const Viewer& who, std::int64_t id) const;
  /// The figures of a saved view for the viewer over its period up to today, or from..to.
  ViewResult data(OrgId org, std::string_view time_zone, const Viewer& who, std::int64_t id,
                  std::string_view from, std::string_view to, const ModuleOn& module_on) const;
  /// The figures of a view not saved (the editor's preview).
  ViewResult preview(OrgId org, std::string_view time_zone, const Viewer& who, const ViewInput& in,
                     std::string_view from, std::string_view to, const ModuleOn& module_on) const;
  /// The viewer's digest: weekly | monthly | none (422 invalid_frequency).
  View subscribe(OrgId org, std::string_view time_zone, const Viewer& who, std::int64_t id,
                 std::string_view frequency, bool only_significant) const;
  ViewOptions options(OrgId org, const Viewer& who, const ModuleOn& module_on) const;

  /// The digest job: every subscription whose day has come, in its organisation's time zone,
  /// becomes an `analytics_digest` notification (skipped, and moved on, when it asks only for
  /// significant changes and there is none). Safe on several nodes. Returns the notifications.
  int send_digests() const;

  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  struct Definition {
    std::string metric, dimension, period, chart;
    ViewFilters filters;
  };
  Definition checked(OrgId org, const ViewInput& in, const std::optional<View>& saved,
                     const ModuleOn& module_on) const;
  ViewResult compute(db::Conn& c, OrgId org, std::string_view time_zone, const Viewer& who,
                     const Definition& d, std::string_view from, std::string_view to) const;
  View read(db::Conn& c, OrgId org, const Viewer& who, std::int64_t id) const;
  /// The groups of a view by value (the recognitions received with each value).
  void by_value(db::Conn& c, OrgId org, const std::optional<std::vector<std::int64_t>>& team,
                const Period& period, const std::vector<std::int64_t>& everyone,
                ViewResult& out) const;

  const db::Database& db_;
  const Clock& clock_;
  const privacy::PrivacyService& privacy_;
  notifications::NotificationService& notices_;
  AnalyticsRepo repo_;
};

}  // namespace aplauso::analytics
