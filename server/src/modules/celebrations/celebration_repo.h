// Who celebrates on which days, the organisations the daily job visits, and the claim that makes
// each celebration happen once.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::celebrations {

struct Celebrant {
  users::Person person;
  std::string date;                      ///< YYYY-MM-DD as stored (birthday or admission date)
  std::optional<std::string> image_url;  ///< the birthday image
};

struct DueOrg {
  std::int64_t id = 0;
  std::string timezone;
  std::int64_t anniversary_points = 0;
  bool birthdays = false;
  bool anniversaries = false;
};

class CelebrationRepo {
 public:
  /// Active members whose birthday falls on one of `days` ("MM-DD").
  std::vector<Celebrant> birthdays(db::Conn& c, OrgId org,
                                   const std::vector<std::string>& days) const;
  /// Active members whose admission date falls on one of `days` ("MM-DD").
  std::vector<Celebrant> admissions(db::Conn& c, OrgId org,
                                    const std::vector<std::string>& days) const;
  std::vector<DueOrg> due_orgs(db::Conn& c) const;
  /// True for the one caller that records this person's celebration of `kind` on `day`.
  bool claim(db::Conn& c, OrgId org, const std::string& kind, std::int64_t user_id,
             const std::string& day, std::int64_t now_ms) const;
  void set_post(db::Conn& c, OrgId org, const std::string& kind, std::int64_t user_id,
                const std::string& day, std::int64_t post_id) const;
  std::int64_t anniversary_points(db::Conn& c, OrgId org) const;
  void set_anniversary_points(db::Conn& c, OrgId org, std::int64_t points,
                              std::int64_t now_ms) const;
};

}  // namespace aplauso::celebrations
