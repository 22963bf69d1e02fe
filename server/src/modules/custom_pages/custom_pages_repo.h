// The only code that runs the custom pages module's SQL (custom_pages_sql.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/custom_pages/custom_pages_types.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::custom_pages {

class CustomPagesRepo {
 public:
  /// Nothing when the organisation has no page with this id (or slug).
  std::optional<PageRow> page(db::Conn& c, OrgId org, std::int64_t id) const;
  std::optional<PageRow> page_by_slug(db::Conn& c, OrgId org, const std::string& slug) const;
  /// Every page without its blocks, at most 200.
  std::vector<PageRow> all(db::Conn& c, OrgId org) const;
  /// The published pages `user_id` is in the audience of, without their blocks, by menu place.
  std::vector<PageRow> published_for(db::Conn& c, OrgId org, std::int64_t user_id) const;
  bool sees(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t page_id) const;
  std::int64_t count(db::Conn& c, OrgId org) const;
  std::int64_t insert(db::Conn& c, OrgId org, const PageFields& f, std::int64_t admin_id,
                      std::int64_t now, std::optional<std::int64_t> published_at) const;
  /// Writes every field, the version and who changed it (the row exists: the caller read it).
  void update(db::Conn& c, OrgId org, const PageRow& p, std::int64_t admin_id,
              std::int64_t now) const;

  void set_audience(db::Conn& c, OrgId org, std::int64_t page_id, const PageAudience& a) const;
  std::int64_t count_departments(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::int64_t count_groups(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::int64_t count_people(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;

  /// Newest first, at most 100, without their snapshots.
  std::vector<VersionRow> versions(db::Conn& c, OrgId org, std::int64_t page_id) const;
  /// With its snapshot; nothing when the page has no such version.
  std::optional<VersionRow> version(db::Conn& c, OrgId org, std::int64_t page_id,
                                    std::int64_t version) const;
  void insert_version(db::Conn& c, OrgId org, std::int64_t page_id, const VersionRow& v) const;

  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const;

 private:
  void load_audience(db::Conn& c, OrgId org, std::vector<PageRow>& rows) const;
};

}  // namespace aplauso::custom_pages
