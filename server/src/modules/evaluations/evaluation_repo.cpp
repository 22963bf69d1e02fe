#include "modules/evaluations/evaluation_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/evaluations/evaluations_sql.h"

namespace aplauso::evaluations {

namespace {

std::map<std::int64_t, std::map<std::string, std::int64_t>> grouped_counts(
    db::Conn& c, const db::Statement& st, OrgId org, const std::vector<std::int64_t>& ids) {
  std::map<std::int64_t, std::map<std::string, std::int64_t>> out;
  if (ids.empty()) return out;
  for (const auto& r : c.query(st, {org, ids})) out[r.i64(0)][r.text(1)] = r.i64(2);
  return out;
}

}  // namespace

// --- Cycles ----------------------------------------------------------------------------------
std::int64_t EvaluationRepo::insert_cycle(db::Conn& c, OrgId org, const CycleRow& r,
                                          std::int64_t by, std::int64_t now) const {
  return c
      .scalar(sql::kInsertCycle,
              {org, r.name, r.description, r.period_from, r.period_to, r.directions,
               r.nomination_due, r.writing_due, r.calibration_due, r.sharing_due, r.peer_min,
               r.peer_max, r.nominated_by, r.per_reviewer_cap, r.include_goals ? 1 : 0,
               r.include_competencies ? 1 : 0, r.visibility, by, now})
      .value_or(0);
}

void EvaluationRepo::update_cycle(db::Conn& c, OrgId org, const CycleRow& r,
                                  std::int64_t now) const {
  c.exec(sql::kUpdateCycle,
         {org, r.id, r.name, r.description, r.period_from, r.period_to, r.directions,
          r.nomination_due, r.writing_due, r.calibration_due, r.sharing_due, r.peer_min, r.peer_max,
          r.nominated_by, r.per_reviewer_cap, r.include_goals ? 1 : 0,
          r.include_competencies ? 1 : 0, r.visibility, now});
}

std::optional<CycleRow> EvaluationRepo::cycle(db::Conn& c, OrgId org, std::int64_t id,
                                              bool lock) const {
  return db::one<CycleRow>(c, lock ? sql::kLockCycle : sql::kCycle, {org, id});
}

std::vector<CycleRow> EvaluationRepo::cycles(db::Conn& c, OrgId org,
                                             const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<CycleRow>(c, sql::kCyclesByIds, {org, ids});
}

std::vector<CycleRow> EvaluationRepo::list_cycles(db::Conn& c, OrgId org, const std::string& phase,
                                                  std::int64_t limit, std::int64_t offset) const {
  return db::all<CycleRow>(c, sql::kListCycles, {org, phase, limit, offset});
}

std::int64_t EvaluationRepo::count_cycles(db::Conn& c, OrgId org, const std::string& phase) const {
  return c.scalar(sql::kCountCycles, {org, phase}).value_or(0);
}

void EvaluationRepo::set_phase(db::Conn& c, OrgId org, std::int64_t id, const std::string& phase,
                               std::int64_t now) const {
  c.exec(sql::kSetPhase, {org, id, phase, now});
}

void EvaluationRepo::launch(db::Conn& c, OrgId org, std::int64_t id, const std::string& phase,
                            const std::string& competencies, std::int64_t now) const {
  c.exec(sql::kLaunchCycle, {org, id, phase, competencies, now});
}

void EvaluationRepo::set_reminded(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const {
  c.exec(sql::kSetReminded, {org, id, now});
}

void EvaluationRepo::delete_cycle(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteCycleParticipants, {org, id});
  c.exec(sql::kDeleteCycle, {org, id});
}

// --- People ----------------------------------------------------------------------------------
std::vector<Member> EvaluationRepo::members_by_ids(db::Conn& c, OrgId org,
                                                   const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<Member>(c, sql::kMembersByIds, {org, ids});
}

std::vector<Member> EvaluationRepo::members_by_departments(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<Member>(c, sql::kMembersByDepartments, {org, ids});
}

std::vector<Member> EvaluationRepo::members_by_emails(
    db::Conn& c, OrgId org, const std::vector<std::string>& emails) const {
  if (emails.empty()) return {};
  return db::all<Member>(c, sql::kMembersByEmails, {org, emails});
}

std::map<std::int64_t, std::vector<std::int64_t>> EvaluationRepo::direct_reports(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& leaders) const {
  std::map<std::int64_t, std::vector<std::int64_t>> out;
  if (leaders.empty()) return out;
  for (const auto& r : c.query(sql::kDirectReports, {org, leaders})) {
    out[r.i64(0)].push_back(r.i64(1));
  }
  return out;
}

std::map<std::int64_t, std::optional<std::string>> EvaluationRepo::departments_of(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& users) const {
  std::map<std::int64_t, std::optional<std::string>> out;
  if (users.empty()) return out;
  for (const auto& r : c.query(sql::kDepartmentsOf, {org, users})) out[r.i64(0)] = r.opt_text(1);
  return out;
}

// --- Participants ----------------------------------------------------------------------------
std::optional<std::int64_t> EvaluationRepo::insert_participant(db::Conn& c, OrgId org,
                                                               std::int64_t cycle,
                                                               std::int64_t user,
                                                               std::optional<std::int64_t> leader,
                                                               std::int64_t now) const {
  return c.scalar(sql::kInsertParticipant, {org, cycle, user, leader, now});
}

std::optional<ParticipantRow> EvaluationRepo::participant(db::Conn& c, OrgId org, std::int64_t id,
                                                          bool lock) const {
  return db::one<ParticipantRow>(c, lock ? sql::kLockParticipant : sql::kParticipant, {org, id});
}

std::vector<ParticipantRow> EvaluationRepo::participants_of_cycle(db::Conn& c, OrgId org,
                                                                  std::int64_t cycle) const {
  return db::all<ParticipantRow>(c, sql::kParticipantsOfCycle, {org, cycle});
}

std::vector<ParticipantRow> EvaluationRepo::participants(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<ParticipantRow>(c, sql::kParticipantsByIds, {org, ids});
}

std::vector<ParticipantRow> EvaluationRepo::participations_of(db::Conn& c, OrgId org,
                                                              std::int64_t user) const {
  return db::all<ParticipantRow>(c, sql::kParticipationsOf, {org, user});
}

std::vector<ParticipantRow> EvaluationRepo::led_by(db::Conn& c, OrgId org,
                                                   std::int64_t leader) const {
  return db::all<ParticipantRow>(c, sql::kParticipantsLedBy, {org, leader});
}

std::vector<ParticipantRow> EvaluationRepo::participant_page(db::Conn& c, OrgId org,
                                                             std::int64_t cycle,
                                                             const ParticipantFilter& f,
                                                             std::int64_t limit,
                                                             std::int64_t offset) const {
  return db::all<ParticipantRow>(
      c, sql::kParticipantPage,
      {org, cycle, f.status, f.department, f.leader, f.like, limit, offset});
}

std::int64_t EvaluationRepo::count_participants(db::Conn& c, OrgId org, std::int64_t cycle,
                                                const ParticipantFilter& f) const {
  return c
      .scalar(sql::kCountParticipantPage, {org, cycle, f.status, f.department, f.leader, f.like})
      .value_or(0);
}

std::map<std::int64_t, std::map<std::string, std::int64_t>> EvaluationRepo::packet_counts(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& cycles) const {
  return grouped_counts(c, sql::kPacketCounts, org, cycles);
}

void EvaluationRepo::set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                                std::int64_t now) const {
  c.exec(sql::kSetParticipantStatus, {org, id, status, now});
}

void EvaluationRepo::set_leader(db::Conn& c, OrgId org, std::int64_t id,
                                std::optional<std::int64_t> leader, std::int64_t now) const {
  c.exec(sql::kSetParticipantLeader, {org, id, leader, now});
}

void EvaluationRepo::set_box(db::Conn& c, OrgId org, std::int64_t id, std::int64_t performance,
                             std::int64_t potential, const std::string& status,
                             std::int64_t now) const {
  c.exec(sql::kSetBox, {org, id, performance, potential, status, now});
}

void EvaluationRepo::set_proposed(db::Conn& c, OrgId org, std::int64_t id, std::int64_t performance,
                                  std::int64_t potential, std::int64_t now) const {
  c.exec(sql::kSetProposed, {org, id, performance, potential, now});
}

bool EvaluationRepo::share(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const {
  return c.exec(sql::kShareParticipant, {org, id, now}) > 0;
}

void EvaluationRepo::acknowledge(db::Conn& c, OrgId org, std::int64_t id,
                                 const std::optional<std::string>& comment,
                                 std::int64_t now) const {
  c.exec(sql::kAcknowledge, {org, id, now, comment});
}

void EvaluationRepo::calibrate_submitted(db::Conn& c, OrgId org, std::int64_t cycle,
                                         std::int64_t now) const {
  c.exec(sql::kCalibrateSubmitted, {org, cycle, now});
}

void EvaluationRepo::delete_participant(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteParticipant, {org, id});
}

// --- Reviews ---------------------------------------------------------------------------------
std::int64_t EvaluationRepo::insert_review(db::Conn& c, OrgId org, std::int64_t cycle,
                                           std::int64_t participant, std::int64_t reviewer,
                                           const std::string& direction, std::int64_t form_version,
                                           std::int64_t now) const {
  return c
      .scalar(sql::kInsertReview, {org, cycle, participant, reviewer, direction, form_version, now})
      .value_or(0);
}

std::optional<ReviewRow> EvaluationRepo::review(db::Conn& c, OrgId org, std::int64_t id,
                                                bool lock) const {
  return db::one<ReviewRow>(c, lock ? sql::kLockReview : sql::kReview, {org, id});
}

std::vector<ReviewRow> EvaluationRepo::reviews_of_cycle(db::Conn& c, OrgId org,
                                                        std::int64_t cycle) const {
  return db::all<ReviewRow>(c, sql::kReviewsOfCycle, {org, cycle});
}

std::vector<ReviewRow> EvaluationRepo::reviews_of_participants(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<ReviewRow>(c, sql::kReviewsOfParticipants, {org, ids});
}

std::vector<ReviewRow> EvaluationRepo::reviews_of_reviewer(db::Conn& c, OrgId org,
                                                           std::int64_t user) const {
  return db::all<ReviewRow>(c, sql::kReviewsOfReviewer, {org, user});
}

std::map<std::int64_t, std::map<std::string, std::int64_t>> EvaluationRepo::review_counts(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& cycles) const {
  return grouped_counts(c, sql::kReviewCounts, org, cycles);
}

void EvaluationRepo::save_review(db::Conn& c, OrgId org, std::int64_t id,
                                 const std::optional<std::string>& answers,
                                 const std::optional<std::string>& competencies,
                                 const std::optional<std::string>& goals, const std::string& status,
                                 std::optional<std::int64_t> submitted_at, std::int64_t now) const {
  c.exec(sql::kSaveReview, {org, id, answers, competencies, goals, status, submitted_at, now});
}

void EvaluationRepo::decline_review(db::Conn& c, OrgId org, std::int64_t id,
                                    const std::string& reason, std::int64_t now) const {
  c.exec(sql::kDeclineReview, {org, id, reason, now});
}

void EvaluationRepo::move_review(db::Conn& c, OrgId org, std::int64_t id, std::int64_t reviewer,
                                 std::int64_t now) const {
  c.exec(sql::kMoveReview, {org, id, reviewer, now});
}

// --- Nominations -----------------------------------------------------------------------------
std::int64_t EvaluationRepo::insert_nomination(db::Conn& c, OrgId org,
                                               const NominationRow& n) const {
  return c
      .scalar(sql::kInsertNomination, {org, n.cycle_id, n.participant_id, n.peer_id, n.proposed_by,
                                       n.status, n.created_at, n.decided_at})
      .value_or(0);
}

std::optional<NominationRow> EvaluationRepo::nomination(db::Conn& c, OrgId org,
                                                        std::int64_t id) const {
  return db::one<NominationRow>(c, sql::kNomination, {org, id});
}

std::vector<NominationRow> EvaluationRepo::nominations_of(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& participants) const {
  if (participants.empty()) return {};
  return db::all<NominationRow>(c, sql::kNominationsOfParticipants, {org, participants});
}

std::vector<NominationRow> EvaluationRepo::nominations_of_cycle(db::Conn& c, OrgId org,
                                                                std::int64_t cycle) const {
  return db::all<NominationRow>(c, sql::kNominationsOfCycle, {org, cycle});
}

std::vector<NominationRow> EvaluationRepo::nominations_for_peer(db::Conn& c, OrgId org,
                                                                std::int64_t peer) const {
  return db::all<NominationRow>(c, sql::kNominationsForPeer, {org, peer});
}

std::int64_t EvaluationRepo::approved_for_peer(db::Conn& c, OrgId org, std::int64_t cycle,
                                               std::int64_t peer) const {
  return c.scalar(sql::kApprovedForPeer, {org, cycle, peer}).value_or(0);
}

void EvaluationRepo::set_nomination(db::Conn& c, OrgId org, std::int64_t id,
                                    const std::string& status,
                                    const std::optional<std::string>& reason,
                                    std::optional<std::int64_t> decided_at) const {
  c.exec(sql::kSetNomination, {org, id, status, reason, decided_at});
}

void EvaluationRepo::nomination_review(db::Conn& c, OrgId org, std::int64_t id,
                                       std::int64_t review) const {
  c.exec(sql::kNominationReview, {org, id, review});
}

void EvaluationRepo::expire_nominations(db::Conn& c, OrgId org, std::int64_t cycle,
                                        std::int64_t now) const {
  c.exec(sql::kExpireNominations, {org, cycle, now});
}

// --- Rating history --------------------------------------------------------------------------
void EvaluationRepo::insert_rating(db::Conn& c, OrgId org, const NewRating& r,
                                   std::int64_t now) const {
  c.exec(sql::kInsertRating,
         {org, r.cycle_id, r.participant_id, r.kind, r.overall, r.from_performance,
          r.from_potential, r.performance, r.potential, r.actor_id, r.reason, now});
}

std::vector<RatingRow> EvaluationRepo::ratings_of(db::Conn& c, OrgId org,
                                                  std::int64_t participant) const {
  return db::all<RatingRow>(c, sql::kRatingsOf, {org, participant});
}

}  // namespace aplauso::evaluations
