// Rules of performance evaluations (docs/evaluations.md, ADR 0057): cycles and their phases, the
// admins' operations (evaluation_cycles.cpp), reviews, nominations and the evidence panel
// (evaluation_reviews.cpp), packets, sharing, calibration and the PDF (evaluation_packets.cpp).
// Forms are the forms engine's; submitted peer and upward answers go to the privacy engine;
// goals, recognitions and badges are read through their modules' services.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/clock.h"
#include "core/roles.h"
#include "modules/badges/badge_repo.h"
#include "modules/evaluations/evaluation_repo.h"
#include "modules/feed/post_repo.h"
#include "modules/forms/form_service.h"
#include "modules/goals/goal_repo.h"
#include "modules/users/user.h"

namespace aplauso::audit {
class AuditLog;
}
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
namespace aplauso::recognition {
class CatalogService;
}
namespace aplauso::feed {
class FeedService;
}
namespace aplauso::badges {
class BadgeService;
}
namespace aplauso::goals {
class GoalService;
}

namespace aplauso::evaluations {

inline constexpr std::string_view kDirections[] = {"self", "leader", "peer", "upward"};

/// The caller as the rules need them.
struct Viewer {
  std::int64_t user_id = 0;
  Role role = Role::kEmployee;
  std::string language = "es";  ///< "es" | "en"
  std::string today;            ///< the organisation's day
  std::string org_name;
  bool admin() const { return role_at_least(role, Role::kAdmin); }
};

/// A cycle as created or edited: absent fields are not sent. `visibility` holds
/// "reviewee.self" → "named" and the like.
struct CycleInput {
  std::optional<std::string> name;
  std::optional<std::string> description;
  std::optional<std::string> period_from;
  std::optional<std::string> period_to;
  std::optional<std::vector<std::string>> directions;
  std::optional<std::map<std::string, std::optional<std::string>>> deadlines;
  std::optional<std::map<std::string, boost::json::value>> peers;
  std::optional<bool> include_goals;
  std::optional<bool> include_competencies;
  std::optional<std::map<std::string, std::string>> visibility;
  std::map<std::string, boost::json::value> forms;  ///< direction → definition
  std::vector<std::string> fields;                  ///< the top-level fields sent
};

struct ParticipantsInput {
  std::vector<std::int64_t> user_ids;
  std::vector<std::int64_t> department_ids;
  std::vector<std::string> emails;
};

struct Missing {
  std::string kind;
  std::int64_t count = 0;
};

/// "Fase actual · qué falta · fecha límite" for a viewer.
struct StatusLine {
  std::string phase;
  std::optional<std::string> due_on;
  bool overdue = false;
  std::vector<Missing> missing;
};

struct CycleCounts {
  std::int64_t participants = 0;
  std::int64_t reviews_total = 0;
  std::int64_t reviews_submitted = 0;
  std::map<std::string, std::int64_t> packets_by_status;
};

struct CycleForm {
  std::string direction;
  forms::FormVersion version;
};

struct CycleView {
  CycleRow row;
  CycleCounts counts;
  StatusLine line;
  std::vector<CycleForm> forms;     ///< detail only
  boost::json::array competencies;  ///< detail only: [{id, name, description, emoji}]
};

struct CyclePage {
  std::vector<CycleView> items;
  std::int64_t total = 0;
};

struct ReviewBrief {
  ReviewRow row;
  users::Person reviewer;
};

struct ParticipantView {
  ParticipantRow row;
  CycleRow cycle;
  users::Person person;
  std::optional<std::string> department;
  std::optional<users::Person> leader;
  std::map<std::string, std::pair<std::int64_t, std::int64_t>> progress;  ///< done, total
  std::vector<ReviewBrief> reviews;
  StatusLine line;
};

struct ParticipantPage {
  std::vector<ParticipantView> items;
  std::int64_t total = 0;
};

struct Added {
  std::int64_t added = 0;
  std::int64_t already = 0;
  std::vector<std::string> not_found;
};

struct ReviewView {
  ReviewRow row;
  CycleRow cycle;
  ParticipantRow participant;
  users::Person person;  ///< the participant
  StatusLine line;
};

struct CompetencyEntry {
  boost::json::object value;  ///< {id, name, description, emoji}
  std::optional<std::int64_t> rating;
  std::optional<std::string> comment;
};

struct GoalEntry {
  goals::ReviewGoal goal;
  std::optional<std::int64_t> rating;
  std::optional<std::string> comment;
};

struct ReviewDetail {
  ReviewView review;
  forms::FormVersion form;
  boost::json::object answers;
  std::vector<CompetencyEntry> competencies;
  std::vector<GoalEntry> goals;
  std::optional<double> goals_score;
  forms::FormContext context;
};

/// What a review's save or submit carries; absent parts keep what the draft had.
struct ReviewInput {
  std::optional<boost::json::value> answers;
  std::optional<boost::json::array> competencies;
  std::optional<boost::json::array> goals;
};

struct NominationView {
  NominationRow row;
  CycleRow cycle;
  ParticipantRow participant;
  users::Person person;  ///< the participant
  users::Person peer;
  users::Person proposed_by;
};

struct NominationList {
  ParticipantRow participant;
  CycleRow cycle;
  users::Person person;
  bool can_nominate = false;
  bool can_approve = false;
  std::vector<NominationView> nominations;
};

struct Evidence {
  std::string from;
  std::string to;
  feed::RecognitionEvidence recognitions;
  std::map<std::int64_t, users::Person> people;
  std::vector<goals::ReviewCheckin> checkins;
  std::vector<badges::ReceivedBadge> badges;
};

struct AggregateItem {
  std::string item;
  std::string title;
  std::optional<double> mean;
  std::map<std::string, std::int64_t> counts;
  std::int64_t respondents = 0;
};

struct AggregateComment {
  std::string item;
  std::string title;
  std::string text;
};

struct Aggregate {
  bool shown = false;
  std::int64_t respondents = 0;
  std::vector<AggregateItem> items;
  std::vector<AggregateComment> comments;
};

struct PacketPart {
  ReviewBrief review;
  forms::FormVersion form;
  boost::json::object answers;
  std::vector<CompetencyEntry> competencies;
  std::vector<GoalEntry> goals;
  std::optional<double> goals_score;
};

struct RatingView {
  RatingRow row;
  users::Person actor;
};

struct Packet {
  ParticipantView participant;
  bool has_final = false;
  std::optional<double> goals_score;
  std::optional<PacketPart> self;
  std::optional<PacketPart> leader;
  std::optional<Aggregate> peer;
  std::optional<Aggregate> upward;
  std::optional<Aggregate> others;
  std::vector<std::string> hidden;
  std::optional<std::vector<RatingView>> history;  ///< admins only
  bool admin_view = false;
  bool can_share = false;
  bool can_acknowledge = false;
};

struct CalibrationPerson {
  ParticipantRow row;
  users::Person person;
  std::optional<users::Person> leader;
};

struct LeaderDistribution {
  std::optional<users::Person> leader;
  std::int64_t n = 0;
  std::int64_t counts[3] = {0, 0, 0};
  std::optional<double> mean;
};

struct Calibration {
  CycleRow cycle;
  std::vector<CalibrationPerson> cells[3][3];  ///< [performance-1][potential-1]
  std::vector<CalibrationPerson> unrated;
  std::int64_t org_n = 0;
  std::int64_t org_counts[3] = {0, 0, 0};
  std::optional<double> org_mean;
  std::vector<LeaderDistribution> leaders;
};

struct MyCycle {
  CycleRow row;
  StatusLine line;
};

struct ToMake {
  ParticipantRow participant;
  CycleRow cycle;
  users::Person person;
  std::vector<NominationView> nominated;
};

struct MyPacket {
  ParticipantRow row;
  CycleRow cycle;
  users::Person person;
  StatusLine line;
};

struct MyWork {
  std::vector<MyCycle> cycles;
  std::vector<ReviewView> reviews;
  std::vector<ToMake> to_make;
  std::vector<NominationView> to_approve;
  std::vector<NominationView> requests;
  std::vector<MyPacket> packets;
  std::vector<MyPacket> team;
};

/// The services evaluations reads through (installed before it).
struct Readers {
  const forms::FormService& forms;
  const privacy::PrivacyService& privacy;
  const recognition::CatalogService& catalog;
  const feed::FeedService& feed;
  const badges::BadgeService& badges;
  const goals::GoalService& goals;
};

class EvaluationService {
 public:
  EvaluationService(const db::Database& db, const Clock& clock, Readers readers,
                    const notifications::NotificationService& notices, const audit::AuditLog& audit)
      : db_(db), clock_(clock), r_(readers), notices_(notices), audit_(audit) {}

  // --- Admins: cycles (evaluation_cycles.cpp) ---
  /// The default form of each direction.
  std::map<std::string, boost::json::object> templates() const;
  CyclePage list_cycles(OrgId org, const Viewer& v, const std::string& phase, std::int64_t limit,
                        std::int64_t offset) const;
  std::pair<CycleView, Added> create_cycle(OrgId org, const Viewer& v, const CycleInput& in,
                                           const ParticipantsInput& people) const;
  CycleView cycle(OrgId org, const Viewer& v, std::int64_t id) const;
  CycleView update_cycle(OrgId org, const Viewer& v, std::int64_t id, const CycleInput& in) const;
  void delete_cycle(OrgId org, const Viewer& v, std::int64_t id) const;
  CycleForm update_form(OrgId org, const Viewer& v, std::int64_t id, const std::string& direction,
                        const boost::json::value& definition) const;
  Added add_participants(OrgId org, const Viewer& v, std::int64_t id,
                         const ParticipantsInput& people) const;
  void remove_participant(OrgId org, const Viewer& v, std::int64_t pid) const;
  ParticipantPage participants(OrgId org, const Viewer& v, std::int64_t id,
                               const ParticipantFilter& f, std::int64_t limit,
                               std::int64_t offset) const;
  CycleView launch(OrgId org, const Viewer& v, std::int64_t id) const;
  CycleView advance(OrgId org, const Viewer& v, std::int64_t id, const std::string& to) const;
  ReviewView reopen(OrgId org, const Viewer& v, std::int64_t rid, const std::string& reason) const;
  ParticipantView reassign_leader(OrgId org, const Viewer& v, std::int64_t pid,
                                  std::int64_t leader_id) const;
  std::int64_t remind(OrgId org, const Viewer& v, std::int64_t id) const;
  std::string export_workbook(OrgId org, const Viewer& v, std::int64_t id) const;

  // --- Everyone: work, reviews, nominations, evidence (evaluation_reviews.cpp) ---
  MyWork my_work(OrgId org, const Viewer& v) const;
  ReviewDetail review(OrgId org, const Viewer& v, std::int64_t rid) const;
  ReviewDetail save_review(OrgId org, const Viewer& v, std::int64_t rid,
                           const ReviewInput& in) const;
  ReviewDetail submit_review(OrgId org, const Viewer& v, std::int64_t rid,
                             const ReviewInput& in) const;
  ReviewView decline_review(OrgId org, const Viewer& v, std::int64_t rid,
                            const std::string& reason) const;
  Evidence evidence(OrgId org, const Viewer& v, std::int64_t rid) const;
  NominationList nominations(OrgId org, const Viewer& v, std::int64_t pid) const;
  NominationList nominate(OrgId org, const Viewer& v, std::int64_t pid,
                          const std::vector<std::int64_t>& user_ids) const;
  NominationView decide_nomination(OrgId org, const Viewer& v, std::int64_t nid,
                                   const std::string& action,
                                   const std::optional<std::string>& reason) const;

  // --- Packets, sharing, calibration (evaluation_packets.cpp) ---
  Packet packet(OrgId org, const Viewer& v, std::int64_t pid) const;
  Packet share(OrgId org, const Viewer& v, std::int64_t pid) const;
  std::int64_t share_cycle(OrgId org, const Viewer& v, std::int64_t id,
                           const std::optional<std::vector<std::int64_t>>& pids) const;
  Packet acknowledge(OrgId org, const Viewer& v, std::int64_t pid,
                     const std::optional<std::string>& comment) const;
  std::string packet_pdf(OrgId org, const Viewer& v, std::int64_t pid) const;
  Calibration calibration(OrgId org, const Viewer& v, std::int64_t id,
                          std::optional<std::int64_t> leader) const;
  ParticipantView rate(OrgId org, const Viewer& v, std::int64_t pid, std::int64_t performance,
                       std::int64_t potential, const std::string& reason) const;
  std::vector<RatingView> history(OrgId org, const Viewer& v, std::int64_t pid) const;

  // --- The demo organisation (evaluation_demo.cpp) ---
  /// The ids of a cycle's reviews: (review id, reviewer, direction, participant user).
  std::vector<std::tuple<std::int64_t, std::int64_t, std::string, std::int64_t>> demo_reviews(
      OrgId org, std::int64_t cycle) const;

 private:
  friend struct Internals;
  const db::Database& db_;
  const Clock& clock_;
  Readers r_;
  const notifications::NotificationService& notices_;
  const audit::AuditLog& audit_;
  EvaluationRepo repo_;
};

}  // namespace aplauso::evaluations
