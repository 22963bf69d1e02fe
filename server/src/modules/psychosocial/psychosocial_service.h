// Psychosocial questionnaires (issue 32, engagement.md §13: MOO-5, MOO-6, MOO-★1; ADR 0066,
// docs/psychosocial.md): NOM-035-STPS-2018's guides applied per centro de trabajo.
// - An admin writes an application for a workplace: its roster is taken from the audience, the
//   guide follows its size (Guía I only up to 15, Guía II to 50, Guía III above), Guía III may
//   go to a random sample in proportion by gender; launching invites the participants.
// - Guía I is confidential, not anonymous: kept with the person (sealed), and when it calls for
//   a clinical evaluation only the occupational-health staff are told and read it.
// - Guía II/III answers are scored when sent and handed to the privacy engine (source
//   psychosocial:<id>, segment the department); results come only from it.
// - Measures are tasks; the dossier PDF gathers what an auditor asks for.
#pragma once

#include <array>
#include <boost/json/fwd.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/moods/care_offers.h"
#include "modules/privacy/publication.h"
#include "modules/psychosocial/guides.h"
#include "modules/psychosocial/psychosocial_repo.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::tasks {
class TaskService;
}

namespace aplauso::psychosocial {

inline constexpr std::string_view kModule = "surveys";

struct Caller {
  std::int64_t user_id = 0;
  bool admin = false;
};

/// An application with its roster's counts and what follows from them.
struct ApplicationView {
  ApplicationRow row;
  RosterSummary roster;
  std::int64_t sample_required = 0;
  std::int64_t participants = 0;
  std::optional<std::int64_t> answered_main;    ///< null below k
  std::optional<std::int64_t> answered_guide1;  ///< null below k
  std::optional<std::string> next_due_on;
};

struct MeasureView {
  std::int64_t task_id = 0;
  std::string title;
  std::string status;
  std::optional<std::string> due_on;
  std::optional<std::int64_t> done_at;
  std::optional<users::Person> assignee;
  std::string target;
  std::int64_t created_at = 0;
};

struct ApplicationDetail {
  ApplicationView view;
  std::vector<DepartmentRow> departments;
  std::vector<MeasureView> measures;
  std::int64_t k = 5;
};

struct RosterEntry {
  users::Person person;
  std::string gender;
  bool sampled = false;
};

/// A person's place in an application.
struct Mine {
  ApplicationRow row;
  bool guide1_done = false;
  bool main_done = false;
  bool can_answer_main = false;
};

struct CareResource {
  Text title;
  Text body;
  std::optional<std::string> url;
};

struct Guide1Outcome {
  bool needs_referral = false;
  Text next_steps;
  std::vector<CareResource> care;
  /// With a referral: what the organisation offers through the care slot (care_offers.h: the
  /// telemedicine providers open to the person), shown to them alone and recorded nowhere.
  std::vector<moods::CareOffer> offers;
};

struct Questionnaire {
  Mine mine;
  std::vector<const Guide*> guides;
  std::optional<Guide1Outcome> outcome;
};

struct ReferralView {
  ReferralRow row;
  users::Person person;
  YesNo answers;
  std::string note;
};

struct ReferralPage {
  std::vector<ReferralView> items;
  std::int64_t total = 0;
};

/// A score in a result cell.
struct ScoreCell {
  std::string id;
  privacy::Status state = privacy::Status::kNoData;
  std::optional<double> mean;
  std::optional<std::string> level;
  std::array<std::int64_t, 5> levels{};
};

struct ResultCell {
  std::optional<std::string> value;
  std::optional<std::string> label;
  privacy::CellStatus state;
  ScoreCell final;
  std::vector<ScoreCell> categories;
  std::vector<ScoreCell> domains;
};

struct Results {
  std::string guide;
  bool refused = false;
  std::vector<ResultCell> cells;
  std::int64_t k = 5;
  std::optional<std::string> as_of;
  bool held_back = false;
};

/// The norm's criteria for action at each risk level (nulo … muy alto).
const std::array<Text, 5>& level_actions();

class PsychosocialService {
 public:
  PsychosocialService(const db::Database& db, const Clock& clock, std::string server_secret,
                      const privacy::PrivacyService& privacy,
                      const notifications::NotificationService& notices,
                      const tasks::TaskService& tasks, const audit::AuditLog& audit,
                      const moods::CareOffers& care_offers);

  // People
  std::vector<Mine> mine(OrgId org, std::int64_t user) const;
  Questionnaire questionnaire(OrgId org, std::int64_t user, std::int64_t id) const;
  Guide1Outcome answer_guide1(OrgId org, std::string_view time_zone, std::int64_t user,
                              std::int64_t id, const boost::json::object& body) const;
  void answer_main(OrgId org, std::string_view time_zone, std::int64_t user, std::int64_t id,
                   const boost::json::object& body) const;

  // Occupational-health staff
  bool is_health_staff(OrgId org, std::int64_t user) const;
  std::int64_t pending_referrals(OrgId org) const;
  ReferralPage referrals(OrgId org, std::int64_t user, const std::string& status,
                         std::int64_t limit, std::int64_t offset) const;
  ReferralView update_referral(OrgId org, std::int64_t user, std::int64_t id,
                               const boost::json::object& body) const;

  // Admins
  std::vector<users::Person> health_staff(OrgId org) const;
  std::vector<users::Person> set_health_staff(OrgId org,
                                              const std::vector<std::int64_t>& user_ids) const;
  std::vector<ApplicationView> applications(OrgId org) const;
  ApplicationDetail create(OrgId org, const Caller& who, std::string_view time_zone,
                           const boost::json::object& body) const;
  ApplicationDetail read(OrgId org, std::int64_t id) const;
  ApplicationDetail update(OrgId org, std::int64_t id, const boost::json::object& body) const;
  void remove(OrgId org, std::int64_t id) const;
  std::vector<RosterEntry> roster(OrgId org, std::int64_t id) const;
  ApplicationDetail set_genders(OrgId org, std::int64_t id, const boost::json::object& body) const;
  ApplicationDetail draw_sample(OrgId org, std::int64_t id) const;
  ApplicationDetail launch(OrgId org, std::int64_t id) const;
  ApplicationDetail close(OrgId org, std::string_view time_zone, std::int64_t id) const;
  Results results(OrgId org, std::string_view time_zone, std::int64_t id, bool by_department) const;
  ApplicationDetail add_measure(OrgId org, const Caller& who, std::int64_t id,
                                const boost::json::object& body) const;
  /// The compliance dossier of the workplace (MOO-★1), as PDF bytes. Audited.
  std::string dossier(OrgId org, std::string_view time_zone, std::int64_t id) const;

  /// The job: closes open applications whose closing day has passed (each organisation's day).
  int close_due() const;
  /// The job: 30 days before a workplace's next identification is due (two years after its
  /// last application closed), its admins get psychosocial_due, once; not when a newer
  /// application for that workplace exists. Returns how many were reminded.
  int remind_due() const;

  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  ApplicationDetail detail(db::Conn& c, OrgId org, const ApplicationRow& row) const;
  ApplicationView view_of(const ApplicationRow& row, const RosterSummary& roster,
                          std::int64_t k) const;
  ApplicationRow draft_of(db::Conn& c, OrgId org, std::int64_t id) const;
  Results results(db::Conn& c, OrgId org, std::string_view time_zone, const ApplicationRow& row,
                  bool by_department) const;
  void settle(db::Conn& c, OrgId org, const ApplicationRow& row) const;

  const db::Database& db_;
  const Clock& clock_;
  std::string secret_;
  const privacy::PrivacyService& privacy_;
  const notifications::NotificationService& notices_;
  const tasks::TaskService& tasks_;
  const audit::AuditLog& audit_;
  const moods::CareOffers& care_offers_;
  PsychosocialRepo repo_;
};

}  // namespace aplauso::psychosocial
