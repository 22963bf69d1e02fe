#include "modules/moods/mood_repo.h"

#include "db/conn.h"
#include "modules/moods/moods_sql.h"

namespace aplauso::moods {

namespace {
EntryRow entry_row(const db::Row& r) {
  return {r.text(0), r.i64(1), r.text(2), r.text(3), r.i64(4), r.i64(5)};
}
std::string full_name(const db::Row& r, int first) {
  auto last = r.text(first + 1);
  return last.empty() ? r.text(first) : r.text(first) + " " + last;
}
}  // namespace

std::optional<EntryRow> MoodRepo::entry(db::Conn& c, OrgId org, std::int64_t user,
                                        const std::string& day) const {
  for (const db::Row& r : c.query(sql::kEntry, {org, user, day})) return entry_row(r);
  return std::nullopt;
}

void MoodRepo::save_entry(db::Conn& c, OrgId org, std::int64_t user, const EntryRow& e,
                          std::int64_t now_ms) const {
  c.exec(sql::kSaveEntry, {org, user, e.day, e.level, e.note, e.tags, now_ms});
}

bool MoodRepo::delete_entry(db::Conn& c, OrgId org, std::int64_t user,
                            const std::string& day) const {
  return c.exec(sql::kDeleteEntry, {org, user, day}) > 0;
}

std::vector<EntryRow> MoodRepo::history(db::Conn& c, OrgId org, std::int64_t user,
                                        const std::string& from, const std::string& to) const {
  std::vector<EntryRow> out;
  for (const db::Row& r : c.query(sql::kHistory, {org, user, from, to})) {
    out.push_back(entry_row(r));
  }
  return out;
}

std::vector<std::int64_t> MoodRepo::last_levels(db::Conn& c, OrgId org, std::int64_t user,
                                                const std::string& through) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kLastLevels, {org, user, through})) out.push_back(r.i64(0));
  return out;
}

std::optional<std::string> MoodRepo::first_day(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kFirstDay, {org})) return r.opt_text(0);
  return std::nullopt;
}

std::vector<DayEntry> MoodRepo::day_entries(db::Conn& c, OrgId org, const std::string& day) const {
  std::vector<DayEntry> out;
  for (const db::Row& r : c.query(sql::kDayEntries, {org, day})) {
    out.push_back({r.i64(0), r.text(1), r.i64(2), r.i64(3)});
  }
  return out;
}

void MoodRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user) const {
  c.exec(sql::kForgetEntries, {org, user});
  c.exec(sql::kForgetSharing, {org, user});
}

void MoodRepo::keep_headcounts(db::Conn& c, OrgId org, const std::string& day) const {
  c.exec(sql::kKeepHeadcountOrg, {org, day});
  c.exec(sql::kKeepHeadcountDepartments, {org, day});
  c.exec(sql::kKeepHeadcountTeams, {org, day});
}

std::map<std::string, std::int64_t> MoodRepo::headcounts(db::Conn& c, OrgId org,
                                                         const std::string& group,
                                                         const std::string& from,
                                                         const std::string& to) const {
  std::map<std::string, std::int64_t> out;
  for (const db::Row& r : c.query(sql::kHeadcounts, {org, group, from, to})) {
    out.emplace(r.text(0), r.i64(1));
  }
  return out;
}

bool MoodRepo::sharing(db::Conn& c, OrgId org, std::int64_t user) const {
  for (const db::Row& r : c.query(sql::kSharing, {org, user})) return r.boolean(0);
  return false;
}

void MoodRepo::set_sharing(db::Conn& c, OrgId org, std::int64_t user, bool with_leader,
                           std::int64_t now_ms) const {
  c.exec(sql::kSetSharing, {org, user, with_leader ? 1 : 0, now_ms});
}

bool MoodRepo::shares_with(db::Conn& c, OrgId org, std::int64_t user, std::int64_t leader) const {
  return c.scalar(sql::kSharesWith, {org, user, leader}).value_or(0) > 0;
}

std::vector<users::Person> MoodRepo::shared_people(db::Conn& c, OrgId org,
                                                   std::int64_t leader) const {
  std::vector<users::Person> out;
  for (const db::Row& r : c.query(sql::kSharedPeople, {org, leader})) {
    out.push_back(users::Person{r.i64(0), r.text(1), r.text(2), r.text(3), r.opt_text(4),
                                r.opt_text(5), r.opt_text(6)});
  }
  return out;
}

std::optional<SettingsRow> MoodRepo::settings(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kSettings, {org})) {
    return SettingsRow{r.text(0), r.i64(1), r.text(2), r.text(3), r.text(4), r.i64(5),
                       r.i64(6),  r.i64(7), r.text(8), r.text(9), r.text(10)};
  }
  return std::nullopt;
}

void MoodRepo::save_settings(db::Conn& c, OrgId org, const SettingsRow& s,
                             std::int64_t now_ms) const {
  c.exec(sql::kSaveSettings,
         {org, s.cadence, s.weekday, s.working_days, s.prompt_time, s.tags, s.alert_mean_tenths,
          s.alert_days, s.alert_low_percent, s.care_resources, s.support_contact, now_ms});
}

bool MoodRepo::claim_day(db::Conn& c, OrgId org, const std::string& day,
                         std::int64_t now_ms) const {
  return c.exec(sql::kClaimDay, {org, day, now_ms}) > 0;
}

std::vector<DueOrg> MoodRepo::due_orgs(db::Conn& c) const {
  std::vector<DueOrg> out;
  for (const db::Row& r : c.query(sql::kDueOrgs)) out.push_back({r.i64(0), r.text(1)});
  return out;
}

bool MoodRepo::claim_prompt(db::Conn& c, OrgId org, const std::string& day,
                            std::int64_t now_ms) const {
  return c.exec(sql::kClaimPrompt, {org, day, now_ms}) > 0;
}

std::vector<std::int64_t> MoodRepo::not_checked_in(db::Conn& c, OrgId org,
                                                   const std::string& day) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kNotCheckedIn, {org, day})) out.push_back(r.i64(0));
  return out;
}

std::int64_t MoodRepo::headcount_org(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kHeadcountOrg, {org}).value_or(0);
}
std::int64_t MoodRepo::headcount_department(db::Conn& c, OrgId org, std::int64_t department) const {
  return c.scalar(sql::kHeadcountDepartment, {org, department}).value_or(0);
}
std::int64_t MoodRepo::headcount_team(db::Conn& c, OrgId org, std::int64_t leader) const {
  return c.scalar(sql::kHeadcountTeam, {org, leader}).value_or(0);
}

std::optional<Member> MoodRepo::member(db::Conn& c, OrgId org, std::int64_t user) const {
  for (const db::Row& r : c.query(sql::kMember, {org, user})) {
    return Member{full_name(r, 0), r.i64(2), r.text(3)};
  }
  return std::nullopt;
}

std::optional<Group> MoodRepo::department(db::Conn& c, OrgId org, std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kDepartment, {org, id})) {
    return Group{id, r.text(0), r.i64(1)};
  }
  return std::nullopt;
}

std::vector<Group> MoodRepo::departments(db::Conn& c, OrgId org) const {
  std::vector<Group> out;
  for (const db::Row& r : c.query(sql::kDepartments, {org})) {
    out.push_back({r.i64(0), r.text(1), r.i64(2)});
  }
  return out;
}

std::vector<Group> MoodRepo::leaders(db::Conn& c, OrgId org) const {
  std::vector<Group> out;
  for (const db::Row& r : c.query(sql::kLeaders, {org})) {
    out.push_back({r.i64(0), full_name(r, 1), r.i64(0)});
  }
  return out;
}

std::vector<std::int64_t> MoodRepo::admins(db::Conn& c, OrgId org) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kAdmins, {org})) out.push_back(r.i64(0));
  return out;
}

bool MoodRepo::open_alert(db::Conn& c, OrgId org, const std::string& group, const std::string& day,
                          std::int64_t now_ms) const {
  return c.exec(sql::kOpenAlert, {org, group, day, now_ms}) > 0;
}
void MoodRepo::touch_alert(db::Conn& c, OrgId org, const std::string& group, const std::string& day,
                           std::int64_t now_ms) const {
  c.exec(sql::kTouchAlert, {org, group, day, now_ms});
}
void MoodRepo::close_alert(db::Conn& c, OrgId org, const std::string& group, const std::string& day,
                           std::int64_t now_ms) const {
  c.exec(sql::kCloseAlert, {org, group, day, now_ms});
}

}  // namespace aplauso::moods
