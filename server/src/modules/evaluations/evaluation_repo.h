// Evaluations as stored: cycles, participants, reviews, nominations and the rating history. The
// only code that runs their SQL (evaluations_sql.h). Every method takes the organisation;
// database failures surface as db::Error.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::evaluations {

struct CycleRow {
  std::int64_t id = 0;
  std::string name;
  std::string description;
  std::string phase;
  std::string period_from;
  std::string period_to;
  std::string directions;  ///< comma list
  std::optional<std::string> nomination_due;
  std::string writing_due;
  std::string calibration_due;
  std::string sharing_due;
  std::int64_t peer_min = 3;
  std::int64_t peer_max = 5;
  std::string nominated_by = "reviewee";
  std::int64_t per_reviewer_cap = 5;
  bool include_goals = true;
  bool include_competencies = true;
  std::string visibility;    ///< JSON
  std::string competencies;  ///< JSON
  std::optional<std::int64_t> reminded_at;
  std::optional<std::int64_t> launched_at;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};
BOOST_DESCRIBE_STRUCT(CycleRow, (),
                      (id, name, description, phase, period_from, period_to, directions,
                       nomination_due, writing_due, calibration_due, sharing_due, peer_min,
                       peer_max, nominated_by, per_reviewer_cap, include_goals,
                       include_competencies, visibility, competencies, reminded_at, launched_at,
                       created_at, updated_at))

struct ParticipantRow {
  std::int64_t id = 0;
  std::int64_t cycle_id = 0;
  std::int64_t user_id = 0;
  std::optional<std::int64_t> leader_id;
  std::string status;
  std::optional<std::int64_t> performance;
  std::optional<std::int64_t> potential;
  std::optional<std::int64_t> proposed_performance;
  std::optional<std::int64_t> proposed_potential;
  std::optional<std::int64_t> shared_at;
  std::optional<std::int64_t> acknowledged_at;
  std::optional<std::string> ack_comment;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};
BOOST_DESCRIBE_STRUCT(ParticipantRow, (),
                      (id, cycle_id, user_id, leader_id, status, performance, potential,
                       proposed_performance, proposed_potential, shared_at, acknowledged_at,
                       ack_comment, created_at, updated_at))

struct ReviewRow {
  std::int64_t id = 0;
  std::int64_t cycle_id = 0;
  std::int64_t participant_id = 0;
  std::int64_t reviewer_id = 0;
  std::string direction;
  std::string status;
  std::int64_t form_version = 0;
  std::optional<std::string> answers;       ///< JSON object
  std::optional<std::string> competencies;  ///< JSON array
  std::optional<std::string> goals;         ///< JSON array
  std::optional<std::string> decline_reason;
  std::optional<std::int64_t> submitted_at;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
};
BOOST_DESCRIBE_STRUCT(ReviewRow, (),
                      (id, cycle_id, participant_id, reviewer_id, direction, status, form_version,
                       answers, competencies, goals, decline_reason, submitted_at, created_at,
                       updated_at))

struct NominationRow {
  std::int64_t id = 0;
  std::int64_t cycle_id = 0;
  std::int64_t participant_id = 0;
  std::int64_t peer_id = 0;
  std::int64_t proposed_by = 0;
  std::string status;
  std::optional<std::string> reason;
  std::optional<std::int64_t> review_id;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> decided_at;
};
BOOST_DESCRIBE_STRUCT(NominationRow, (),
                      (id, cycle_id, participant_id, peer_id, proposed_by, status, reason,
                       review_id, created_at, decided_at))

struct RatingRow {
  std::int64_t id = 0;
  std::int64_t participant_id = 0;
  std::string kind;
  std::optional<double> overall;
  std::optional<std::int64_t> from_performance;
  std::optional<std::int64_t> from_potential;
  std::optional<std::int64_t> performance;
  std::optional<std::int64_t> potential;
  std::int64_t actor_id = 0;
  std::optional<std::string> reason;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(RatingRow, (),
                      (id, participant_id, kind, overall, from_performance, from_potential,
                       performance, potential, actor_id, reason, created_at))

/// An active member: id, e-mail, leader.
struct Member {
  std::int64_t id = 0;
  std::string email;
  std::optional<std::int64_t> leader_id;
};
BOOST_DESCRIBE_STRUCT(Member, (), (id, email, leader_id))

/// The admin's participants filter.
struct ParticipantFilter {
  std::string status;
  std::int64_t department = 0;
  std::int64_t leader = 0;
  std::string like;  ///< a lowered LIKE pattern, "" for none
};

/// A new rating history row.
struct NewRating {
  std::int64_t cycle_id = 0;
  std::int64_t participant_id = 0;
  std::string kind;
  std::optional<double> overall;
  std::optional<std::int64_t> from_performance;
  std::optional<std::int64_t> from_potential;
  std::optional<std::int64_t> performance;
  std::optional<std::int64_t> potential;
  std::int64_t actor_id = 0;
  std::optional<std::string> reason;
};

class EvaluationRepo {
 public:
  // Cycles
  std::int64_t insert_cycle(db::Conn& c, OrgId org, const CycleRow& row, std::int64_t by,
                            std::int64_t now) const;
  void update_cycle(db::Conn& c, OrgId org, const CycleRow& row, std::int64_t now) const;
  std::optional<CycleRow> cycle(db::Conn& c, OrgId org, std::int64_t id, bool lock) const;
  std::vector<CycleRow> cycles(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::vector<CycleRow> list_cycles(db::Conn& c, OrgId org, const std::string& phase,
                                    std::int64_t limit, std::int64_t offset) const;
  std::int64_t count_cycles(db::Conn& c, OrgId org, const std::string& phase) const;
  void set_phase(db::Conn& c, OrgId org, std::int64_t id, const std::string& phase,
                 std::int64_t now) const;
  void launch(db::Conn& c, OrgId org, std::int64_t id, const std::string& phase,
              const std::string& competencies, std::int64_t now) const;
  void set_reminded(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const;
  void delete_cycle(db::Conn& c, OrgId org, std::int64_t id) const;

  // People
  std::vector<Member> members_by_ids(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& ids) const;
  std::vector<Member> members_by_departments(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& ids) const;
  std::vector<Member> members_by_emails(db::Conn& c, OrgId org,
                                        const std::vector<std::string>& emails) const;
  /// leader → their active direct reports.
  std::map<std::int64_t, std::vector<std::int64_t>> direct_reports(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& leaders) const;
  std::map<std::int64_t, std::optional<std::string>> departments_of(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& users) const;

  // Participants
  /// The new id, or nullopt when the person is in the cycle already.
  std::optional<std::int64_t> insert_participant(db::Conn& c, OrgId org, std::int64_t cycle,
                                                 std::int64_t user,
                                                 std::optional<std::int64_t> leader,
                                                 std::int64_t now) const;
  std::optional<ParticipantRow> participant(db::Conn& c, OrgId org, std::int64_t id,
                                            bool lock) const;
  std::vector<ParticipantRow> participants_of_cycle(db::Conn& c, OrgId org,
                                                    std::int64_t cycle) const;
  std::vector<ParticipantRow> participants(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const;
  std::vector<ParticipantRow> participations_of(db::Conn& c, OrgId org, std::int64_t user) const;
  std::vector<ParticipantRow> led_by(db::Conn& c, OrgId org, std::int64_t leader) const;
  std::vector<ParticipantRow> participant_page(db::Conn& c, OrgId org, std::int64_t cycle,
                                               const ParticipantFilter& f, std::int64_t limit,
                                               std::int64_t offset) const;
  std::int64_t count_participants(db::Conn& c, OrgId org, std::int64_t cycle,
                                  const ParticipantFilter& f) const;
  /// cycle → status → participants.
  std::map<std::int64_t, std::map<std::string, std::int64_t>> packet_counts(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& cycles) const;
  void set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                  std::int64_t now) const;
  void set_leader(db::Conn& c, OrgId org, std::int64_t id, std::optional<std::int64_t> leader,
                  std::int64_t now) const;
  void set_box(db::Conn& c, OrgId org, std::int64_t id, std::int64_t performance,
               std::int64_t potential, const std::string& status, std::int64_t now) const;
  void set_proposed(db::Conn& c, OrgId org, std::int64_t id, std::int64_t performance,
                    std::int64_t potential, std::int64_t now) const;
  bool share(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const;
  void acknowledge(db::Conn& c, OrgId org, std::int64_t id,
                   const std::optional<std::string>& comment, std::int64_t now) const;
  void calibrate_submitted(db::Conn& c, OrgId org, std::int64_t cycle, std::int64_t now) const;
  void delete_participant(db::Conn& c, OrgId org, std::int64_t id) const;

  // Reviews
  std::int64_t insert_review(db::Conn& c, OrgId org, std::int64_t cycle, std::int64_t participant,
                             std::int64_t reviewer, const std::string& direction,
                             std::int64_t form_version, std::int64_t now) const;
  std::optional<ReviewRow> review(db::Conn& c, OrgId org, std::int64_t id, bool lock) const;
  std::vector<ReviewRow> reviews_of_cycle(db::Conn& c, OrgId org, std::int64_t cycle) const;
  std::vector<ReviewRow> reviews_of_participants(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& ids) const;
  std::vector<ReviewRow> reviews_of_reviewer(db::Conn& c, OrgId org, std::int64_t user) const;
  /// cycle → "direction:status" → reviews.
  std::map<std::int64_t, std::map<std::string, std::int64_t>> review_counts(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& cycles) const;
  void save_review(db::Conn& c, OrgId org, std::int64_t id,
                   const std::optional<std::string>& answers,
                   const std::optional<std::string>& competencies,
                   const std::optional<std::string>& goals, const std::string& status,
                   std::optional<std::int64_t> submitted_at, std::int64_t now) const;
  void decline_review(db::Conn& c, OrgId org, std::int64_t id, const std::string& reason,
                      std::int64_t now) const;
  void move_review(db::Conn& c, OrgId org, std::int64_t id, std::int64_t reviewer,
                   std::int64_t now) const;

  // Nominations
  std::int64_t insert_nomination(db::Conn& c, OrgId org, const NominationRow& row) const;
  std::optional<NominationRow> nomination(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<NominationRow> nominations_of(db::Conn& c, OrgId org,
                                            const std::vector<std::int64_t>& participants) const;
  std::vector<NominationRow> nominations_of_cycle(db::Conn& c, OrgId org, std::int64_t cycle) const;
  std::vector<NominationRow> nominations_for_peer(db::Conn& c, OrgId org, std::int64_t peer) const;
  std::int64_t approved_for_peer(db::Conn& c, OrgId org, std::int64_t cycle,
                                 std::int64_t peer) const;
  void set_nomination(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                      const std::optional<std::string>& reason,
                      std::optional<std::int64_t> decided_at) const;
  void nomination_review(db::Conn& c, OrgId org, std::int64_t id, std::int64_t review) const;
  void expire_nominations(db::Conn& c, OrgId org, std::int64_t cycle, std::int64_t now) const;

  // Rating history
  void insert_rating(db::Conn& c, OrgId org, const NewRating& r, std::int64_t now) const;
  std::vector<RatingRow> ratings_of(db::Conn& c, OrgId org, std::int64_t participant) const;
};

}  // namespace aplauso::evaluations
