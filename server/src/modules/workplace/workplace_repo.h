// The only code that runs the workplace module's SQL (workplace_sql.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/workplace/workplace_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::workplace {

class WorkplaceRepo {
 public:
  std::optional<SiteRow> site(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Every site (active first), or only those with `status`.
  std::vector<SiteRow> sites(db::Conn& c, OrgId org) const;
  std::vector<SiteRow> sites(db::Conn& c, OrgId org, const std::string& status) const;
  std::int64_t site_count(db::Conn& c, OrgId org) const;
  /// Whether another site than `except` has this name.
  bool name_taken(db::Conn& c, OrgId org, const std::string& name, std::int64_t except) const;
  std::int64_t insert(db::Conn& c, OrgId org, const SiteFields& f, std::int64_t created_by,
                      std::int64_t now) const;
  void change(db::Conn& c, OrgId org, std::int64_t id, const SiteFields& f, std::int64_t now) const;
  void remove(db::Conn& c, OrgId org, std::int64_t id) const;

  /// The site `user` is assigned to, archived or not.
  std::optional<SiteRow> site_of_person(db::Conn& c, OrgId org, std::int64_t user) const;
  /// Assignments to the site (every row).
  std::int64_t assigned_count(db::Conn& c, OrgId org, std::int64_t site) const;
  /// One page of the ids of the site's people by name; `pattern` (a LIKE pattern, lower case)
  /// narrows it. `total` gets the count of every match.
  std::vector<std::int64_t> people_of_site(db::Conn& c, OrgId org, std::int64_t site,
                                           const std::optional<std::string>& pattern,
                                           std::int64_t limit, std::int64_t offset,
                                           std::int64_t* total) const;
  /// One page of the ids of the active people of `site` other than `user`, by name (the
  /// colleagues); `pattern` (a LIKE pattern, lower case) narrows it to names that match. `total`
  /// gets the count of every match.
  std::vector<std::int64_t> colleagues(db::Conn& c, OrgId org, std::int64_t site, std::int64_t user,
                                       const std::optional<std::string>& pattern,
                                       std::int64_t limit, std::int64_t offset,
                                       std::int64_t* total) const;
  /// `users` work at `site` from now, replacing their earlier site; one statement.
  void assign(db::Conn& c, OrgId org, std::int64_t site, const std::vector<std::int64_t>& users,
              std::int64_t by, std::int64_t now) const;
  void unassign(db::Conn& c, OrgId org, std::int64_t user) const;

  /// Whether `user` is one of the organisation's people (not erased).
  bool person_here(db::Conn& c, OrgId org, std::int64_t user) const;
  bool department_here(db::Conn& c, OrgId org, std::int64_t department) const;

  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
};

}  // namespace aplauso::workplace
