// The psychosocial module's statements (psychosocial_sql.h): applications, rosters, Guía I,
// the occupational-health staff and the measures. Nothing here reads the privacy engine's
// tables.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::psychosocial {

struct ApplicationRow {
  std::int64_t id = 0;
  std::string workplace;
  std::optional<std::string> guide;
  bool guide1 = true;
  std::string sampling = "all";
  bool everyone = true;
  std::string department_ids;  ///< comma-separated
  std::string state = "draft";
  std::optional<std::string> opens_on;
  std::optional<std::string> closes_on;
  std::optional<std::int64_t> launched_at;
  std::optional<std::int64_t> closed_at;
  std::optional<std::string> closed_on;
  std::int64_t created_by = 0;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};

/// A roster's counts (participation, never answers).
struct RosterSummary {
  std::int64_t people = 0;
  std::int64_t sampled = 0;
  std::int64_t female = 0;
  std::int64_t male = 0;
  std::int64_t guide1 = 0;
  std::int64_t main = 0;
};

struct RosterRow {
  std::int64_t user_id = 0;
  std::string gender;
  bool sampled = false;
};

/// A person's place in an application.
struct Membership {
  bool sampled = false;
  std::optional<std::string> guide1_on;
  std::optional<std::string> main_on;
  std::optional<std::int64_t> department_id;
};

struct MineRow {
  ApplicationRow application;
  Membership membership;
};

struct ReferralRow {
  std::int64_t id = 0;
  std::int64_t application_id = 0;
  std::string workplace;
  std::int64_t user_id = 0;
  std::string sealed_answers;
  std::string answered_on;
  std::string status;
  std::string sealed_note;
  std::int64_t updated_at = 0;
};

struct ClosingRow {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::string closes_on;
  std::string timezone;
};

struct ReminderRow {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::string workplace;
  std::string closed_on;
  std::string timezone;
};

struct MeasureRow {
  std::int64_t task_id = 0;
  std::string target;
  std::int64_t created_at = 0;
};

struct DepartmentRow {
  std::int64_t id = 0;
  std::string name;
  bool active = true;
};

class PsychosocialRepo {
 public:
  std::int64_t insert_application(db::Conn& c, OrgId org, const ApplicationRow& a,
                                  std::int64_t now_ms) const;
  std::optional<ApplicationRow> application(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<ApplicationRow> applications(db::Conn& c, OrgId org) const;
  bool update_draft(db::Conn& c, OrgId org, const ApplicationRow& a, std::int64_t now_ms) const;
  bool launch(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const;
  bool close(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms,
             const std::string& day) const;
  bool delete_draft(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<ClosingRow> closing(db::Conn& c) const;
  std::vector<ReminderRow> to_remind(db::Conn& c) const;
  bool newer_for(db::Conn& c, OrgId org, std::int64_t id, const std::string& workplace) const;
  /// Claims an application's reminder (once across nodes).
  bool claim_reminder(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<std::int64_t> admins(db::Conn& c, OrgId org) const;

  /// Replaces the roster with the organisation's active people (of some departments).
  void take_roster(db::Conn& c, OrgId org, std::int64_t id, bool everyone,
                   const std::vector<std::int64_t>& departments) const;
  std::vector<RosterRow> roster(db::Conn& c, OrgId org, std::int64_t id) const;
  RosterSummary summary(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<std::pair<std::int64_t, RosterSummary>> summaries(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  void set_gender(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user,
                  const std::string& gender) const;
  void clear_sample(db::Conn& c, OrgId org, std::int64_t id) const;
  void sample(db::Conn& c, OrgId org, std::int64_t id,
              const std::vector<std::int64_t>& users) const;
  void sample_all(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<std::int64_t> everyone(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<std::int64_t> sampled(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<MineRow> mine(db::Conn& c, OrgId org, std::int64_t user) const;
  std::optional<Membership> membership(db::Conn& c, OrgId org, std::int64_t id,
                                       std::int64_t user) const;
  bool mark_guide1(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user,
                   const std::string& day) const;
  bool mark_main(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user,
                 const std::string& day) const;

  std::int64_t insert_guide1(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user,
                             const std::string& sealed, bool referral, const std::string& day,
                             std::int64_t now_ms) const;
  std::optional<bool> guide1_of(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user) const;
  std::vector<ReferralRow> referrals(db::Conn& c, OrgId org, const std::string& status,
                                     std::int64_t limit, std::int64_t offset) const;
  std::int64_t referral_count(db::Conn& c, OrgId org, const std::string& status) const;
  std::optional<ReferralRow> referral(db::Conn& c, OrgId org, std::int64_t id) const;
  void update_referral(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                       const std::string& sealed_note, std::int64_t now_ms) const;
  std::int64_t referrals_of(db::Conn& c, OrgId org, std::int64_t id) const;

  std::vector<std::int64_t> health_staff(db::Conn& c, OrgId org) const;
  bool is_health_staff(db::Conn& c, OrgId org, std::int64_t user) const;
  void set_health_staff(db::Conn& c, OrgId org, const std::vector<std::int64_t>& users,
                        std::int64_t now_ms) const;
  std::vector<std::int64_t> active_among(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const;
  std::vector<DepartmentRow> departments_among(db::Conn& c, OrgId org,
                                               const std::vector<std::int64_t>& ids) const;

  void insert_measure(db::Conn& c, OrgId org, std::int64_t id, std::int64_t task_id,
                      const std::string& target, std::int64_t now_ms) const;
  std::vector<MeasureRow> measures(db::Conn& c, OrgId org, std::int64_t id) const;

  /// An erased person: their Guía I answers go, their staff seat, their gender on rosters.
  void forget_person(db::Conn& c, OrgId org, std::int64_t user) const;
};

}  // namespace aplauso::psychosocial
