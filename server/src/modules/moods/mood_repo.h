// The moods module's statements (moods_sql.h): a person's own entries and sharing choice, the
// organisation's settings, the jobs' claims, the groups and headcounts. Nothing here reads the
// privacy engine's tables.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::moods {

struct EntryRow {
  std::string day;
  std::int64_t level = 0;
  std::string note;
  std::string tags;  ///< comma-separated keys
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

/// One entry of a closed day as the privacy engine receives it (no person).
struct DayEntry {
  std::int64_t level = 0;
  std::string tags;
  std::int64_t department_id = 0;  ///< 0: none
  std::int64_t leader_id = 0;      ///< 0: none
};

struct SettingsRow {
  std::string cadence = "daily";
  std::int64_t weekday = 1;
  std::string working_days = "1,2,3,4,5";
  std::string prompt_time = "10:00";
  std::string tags = "[]";
  std::int64_t alert_mean_tenths = 25;
  std::int64_t alert_days = 3;
  std::int64_t alert_low_percent = 40;
  std::string care_resources = "[]";
  std::string support_contact;
  std::string handed_through;
};

struct DueOrg {
  std::int64_t id = 0;
  std::string timezone;
};

struct Member {
  std::string name;
  std::int64_t department_id = 0;
  std::string role;
};

struct Group {
  std::int64_t id = 0;
  std::string name;
  std::int64_t leader_id = 0;  ///< a department's leader (0: none); unused for teams
};

class MoodRepo {
 public:
  std::optional<EntryRow> entry(db::Conn& c, OrgId org, std::int64_t user,
                                const std::string& day) const;
  void save_entry(db::Conn& c, OrgId org, std::int64_t user, const EntryRow& e,
                  std::int64_t now_ms) const;
  bool delete_entry(db::Conn& c, OrgId org, std::int64_t user, const std::string& day) const;
  std::vector<EntryRow> history(db::Conn& c, OrgId org, std::int64_t user, const std::string& from,
                                const std::string& to) const;
  std::vector<std::int64_t> last_levels(db::Conn& c, OrgId org, std::int64_t user,
                                        const std::string& through) const;
  std::optional<std::string> first_day(db::Conn& c, OrgId org) const;
  std::vector<DayEntry> day_entries(db::Conn& c, OrgId org, const std::string& day) const;
  void forget_person(db::Conn& c, OrgId org, std::int64_t user) const;

  bool sharing(db::Conn& c, OrgId org, std::int64_t user) const;
  void set_sharing(db::Conn& c, OrgId org, std::int64_t user, bool with_leader,
                   std::int64_t now_ms) const;
  bool shares_with(db::Conn& c, OrgId org, std::int64_t user, std::int64_t leader) const;
  std::vector<users::Person> shared_people(db::Conn& c, OrgId org, std::int64_t leader) const;

  std::optional<SettingsRow> settings(db::Conn& c, OrgId org) const;
  void save_settings(db::Conn& c, OrgId org, const SettingsRow& s, std::int64_t now_ms) const;
  bool claim_day(db::Conn& c, OrgId org, const std::string& day, std::int64_t now_ms) const;

  std::vector<DueOrg> due_orgs(db::Conn& c) const;
  bool claim_prompt(db::Conn& c, OrgId org, const std::string& day, std::int64_t now_ms) const;
  std::vector<std::int64_t> not_checked_in(db::Conn& c, OrgId org, const std::string& day) const;

  std::int64_t headcount_org(db::Conn& c, OrgId org) const;
  std::int64_t headcount_department(db::Conn& c, OrgId org, std::int64_t department) const;
  std::int64_t headcount_team(db::Conn& c, OrgId org, std::int64_t leader) const;
  /// Every group's headcount on a day being handed over (once per group and day).
  void keep_headcounts(db::Conn& c, OrgId org, const std::string& day) const;
  /// A group's (org, department:<id>, team:<id>) headcount per closed day of a range.
  std::map<std::string, std::int64_t> headcounts(db::Conn& c, OrgId org, const std::string& group,
                                                 const std::string& from,
                                                 const std::string& to) const;
  std::optional<Member> member(db::Conn& c, OrgId org, std::int64_t user) const;
  std::optional<Group> department(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<Group> departments(db::Conn& c, OrgId org) const;
  std::vector<Group> leaders(db::Conn& c, OrgId org) const;
  std::vector<std::int64_t> admins(db::Conn& c, OrgId org) const;

  bool open_alert(db::Conn& c, OrgId org, const std::string& group, const std::string& day,
                  std::int64_t now_ms) const;
  void touch_alert(db::Conn& c, OrgId org, const std::string& group, const std::string& day,
                   std::int64_t now_ms) const;
  void close_alert(db::Conn& c, OrgId org, const std::string& group, const std::string& day,
                   std::int64_t now_ms) const;
};

}  // namespace aplauso::moods
