// SQL of evaluations: cycles, participants, reviews, nominations and the append-only rating
// history (migration 0054). It names only its own tables and the people it lists (users, for
// names, leaders and filters); goals, recognitions, badges and forms are read through their
// modules' services.
#pragma once

#include "db/statement.h"

namespace aplauso::evaluations::sql {

// --- Cycles ------------------------------------------------------------------------------------
#define APLAUSO_EVAL_CYCLE_COLUMNS                                                                 \
  "id, name, description, phase, period_from, period_to, directions, nomination_due, "             \
  "writing_due, calibration_due, sharing_due, peer_min, peer_max, nominated_by, "                  \
  "per_reviewer_cap, include_goals, include_competencies, visibility, competencies, reminded_at, " \
  "launched_at, created_at, updated_at"

inline constexpr db::Statement kInsertCycle{
    "evaluations.insert_cycle",
    "INSERT INTO eval_cycles (org_id, name, description, phase, period_from, period_to, "
    "directions, nomination_due, writing_due, calibration_due, sharing_due, peer_min, peer_max, "
    "nominated_by, per_reviewer_cap, include_goals, include_competencies, visibility, "
    "competencies, created_by, created_at, updated_at) VALUES ($1, $2, $3, 'draft', $4, $5, $6, "
    "$7, "
    "$8, $9, $10, $11, $12, $13, $14, $15, $16, $17, '[]', $18, $19, $19) RETURNING id"};
inline constexpr db::Statement kUpdateCycle{
    "evaluations.update_cycle",
    "UPDATE eval_cycles SET name = $3, description = $4, period_from = $5, period_to = $6, "
    "directions = $7, nomination_due = $8, writing_due = $9, calibration_due = $10, sharing_due = "
    "$11, peer_min = $12, peer_max = $13, nominated_by = $14, per_reviewer_cap = $15, "
    "include_goals = $16, include_competencies = $17, visibility = $18, updated_at = $19 WHERE "
    "org_id = $1 AND id = $2"};
inline constexpr db::Statement kCycle{"evaluations.cycle",
                                      "SELECT " APLAUSO_EVAL_CYCLE_COLUMNS
                                      " FROM eval_cycles WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kLockCycle{"evaluations.lock_cycle",
                                          "SELECT " APLAUSO_EVAL_CYCLE_COLUMNS
                                          " FROM eval_cycles WHERE org_id = $1 AND id = $2 "
                                          "{{FOR_UPDATE}}"};
inline constexpr db::Statement kCyclesByIds{"evaluations.cycles_by_ids",
                                            "SELECT " APLAUSO_EVAL_CYCLE_COLUMNS
                                            " FROM eval_cycles WHERE org_id = $1 AND id "
                                            "{{ANY_INT $2}} ORDER BY id DESC"};
// A page of cycles, newest first; $2 the phase ('' = any), $3 limit, $4 offset.
inline constexpr db::Statement kListCycles{
    "evaluations.list_cycles",
    "SELECT " APLAUSO_EVAL_CYCLE_COLUMNS
    " FROM eval_cycles WHERE org_id = $1 AND (CAST($2 AS TEXT) = '' OR phase = $2) ORDER BY id "
    "DESC LIMIT $3 OFFSET $4"};
inline constexpr db::Statement kCountCycles{
    "evaluations.count_cycles",
    "SELECT COUNT(*) FROM eval_cycles WHERE org_id = $1 AND (CAST($2 AS TEXT) = '' OR phase = "
    "$2)"};
inline constexpr db::Statement kSetPhase{
    "evaluations.set_phase",
    "UPDATE eval_cycles SET phase = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kLaunchCycle{
    "evaluations.launch_cycle",
    "UPDATE eval_cycles SET phase = $3, competencies = $4, launched_at = $5, updated_at = $5 WHERE "
    "org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetReminded{
    "evaluations.set_reminded",
    "UPDATE eval_cycles SET reminded_at = $3 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeleteCycleParticipants{
    "evaluations.delete_cycle_participants",
    "DELETE FROM eval_participants WHERE org_id = $1 AND cycle_id = $2"};
inline constexpr db::Statement kDeleteCycle{
    "evaluations.delete_cycle", "DELETE FROM eval_cycles WHERE org_id = $1 AND id = $2"};

// --- People (names, leaders, filters) ------------------------------------------------------------
// Active members among ids ($2), in a department ($3) or with an e-mail ($4): id, e-mail, leader.
inline constexpr db::Statement kMembersByIds{"evaluations.members_by_ids",
                                             "SELECT id, email, leader_id FROM users WHERE org_id "
                                             "= $1 AND active = 1 AND id {{ANY_INT $2}}"};
inline constexpr db::Statement kMembersByDepartments{
    "evaluations.members_by_departments",
    "SELECT id, email, leader_id FROM users WHERE org_id = $1 AND active = 1 AND department_id "
    "{{ANY_INT $2}}"};
inline constexpr db::Statement kMembersByEmails{
    "evaluations.members_by_emails",
    "SELECT id, email, leader_id FROM users WHERE org_id = $1 AND active = 1 AND LOWER(email) "
    "{{ANY_TEXT $2}}"};
// The active direct reports of people ($2): leader, report.
inline constexpr db::Statement kDirectReports{
    "evaluations.direct_reports",
    "SELECT leader_id, id FROM users WHERE org_id = $1 AND active = 1 AND leader_id {{ANY_INT "
    "$2}} ORDER BY leader_id, id"};
// Departments of people ($2): id, department name (NULL for none).
inline constexpr db::Statement kDepartmentsOf{
    "evaluations.departments_of",
    "SELECT u.id, d.name FROM users u LEFT JOIN departments d ON d.id = u.department_id WHERE "
    "u.org_id = $1 AND u.id {{ANY_INT $2}}"};

// --- Participants ------------------------------------------------------------------------------
#define APLAUSO_EVAL_PARTICIPANT_COLUMNS(p)                                                        \
#p ".id, " #p ".cycle_id, " #p ".user_id, " #p ".leader_id, " #p ".status, " #p                  \
     ".performance, " #p ".potential, " #p ".proposed_performance, " #p ".proposed_potential, " #p \
     ".shared_at, " #p ".acknowledged_at, " #p ".ack_comment, " #p ".created_at, " #p              \
     ".updated_at"

inline constexpr db::Statement kInsertParticipant{
    "evaluations.insert_participant",
    "INSERT INTO eval_participants (org_id, cycle_id, user_id, leader_id, status, created_at, "
    "updated_at) VALUES ($1, $2, $3, $4, 'not_started', $5, $5) ON CONFLICT DO NOTHING RETURNING "
    "id"};
inline constexpr db::Statement kParticipant{
    "evaluations.participant",
    "SELECT " APLAUSO_EVAL_PARTICIPANT_COLUMNS(
        p) " FROM eval_participants p WHERE p.org_id = $1 AND p.id = $2"};
inline constexpr db::Statement kLockParticipant{
    "evaluations.lock_participant",
    "SELECT " APLAUSO_EVAL_PARTICIPANT_COLUMNS(
        p) " FROM eval_participants p WHERE p.org_id = $1 AND p.id = $2 {{FOR_UPDATE}}"};
inline constexpr db::Statement kParticipantsOfCycle{
    "evaluations.participants_of_cycle",
    "SELECT " APLAUSO_EVAL_PARTICIPANT_COLUMNS(
        p) " FROM eval_participants p WHERE p.org_id = $1 AND p.cycle_id = $2 ORDER BY p.id"};
inline constexpr db::Statement kParticipantsByIds{
    "evaluations.participants_by_ids",
    "SELECT " APLAUSO_EVAL_PARTICIPANT_COLUMNS(
        p) " FROM eval_participants p WHERE p.org_id = $1 AND p.id {{ANY_INT $2}} ORDER BY p.id"};
// A person's own participations ($2) and those they lead ($2 as leader), launched cycles only.
inline constexpr db::Statement kParticipationsOf{
    "evaluations.participations_of",
    "SELECT " APLAUSO_EVAL_PARTICIPANT_COLUMNS(
        p) " FROM eval_participants p JOIN eval_cycles c ON c.org_id = p.org_id AND c.id = "
           "p.cycle_id WHERE p.org_id = $1 AND p.user_id = $2 AND c.phase <> 'draft' ORDER BY "
           "p.id DESC LIMIT 200"};
inline constexpr db::Statement kParticipantsLedBy{
    "evaluations.participants_led_by",
    "SELECT " APLAUSO_EVAL_PARTICIPANT_COLUMNS(
        p) " FROM eval_participants p JOIN eval_cycles c ON c.org_id = p.org_id AND c.id = "
           "p.cycle_id WHERE p.org_id = $1 AND p.leader_id = $2 AND c.phase NOT IN ('draft', "
           "'closed') ORDER BY p.id DESC LIMIT 500"};
// The admin's page: $3 status (''), $4 department (0), $5 leader (0), $6 a lowered LIKE pattern
// of the name or e-mail (''), $7 limit, $8 offset; by name.
#define APLAUSO_EVAL_PARTICIPANT_FILTER                                                         \
  "p.org_id = $1 AND p.cycle_id = $2 AND (CAST($3 AS TEXT) = '' OR p.status = $3) AND ($4 = 0 " \
  "OR u.department_id = $4) AND ($5 = 0 OR p.leader_id = $5) AND (CAST($6 AS TEXT) = '' OR "    \
  "LOWER(u.first_name || ' ' || u.last_name) LIKE $6 OR LOWER(u.email) LIKE $6)"
inline constexpr db::Statement kParticipantPage{
    "evaluations.participant_page",
    "SELECT " APLAUSO_EVAL_PARTICIPANT_COLUMNS(
        p) " FROM eval_participants p JOIN users u ON u.org_id = p.org_id AND u.id = p.user_id "
           "WHERE " APLAUSO_EVAL_PARTICIPANT_FILTER
    " ORDER BY u.first_name, u.last_name, p.id LIMIT $7 OFFSET $8",
    {}, db::Planning::kPerCall};
inline constexpr db::Statement kCountParticipantPage{
    "evaluations.count_participant_page",
    "SELECT COUNT(*) FROM eval_participants p JOIN users u ON u.org_id = p.org_id AND u.id = "
    "p.user_id WHERE " APLAUSO_EVAL_PARTICIPANT_FILTER,
    {},
    db::Planning::kPerCall};
// Participants per packet status of cycles ($2): cycle, status, count.
inline constexpr db::Statement kPacketCounts{
    "evaluations.packet_counts",
    "SELECT cycle_id, status, COUNT(*) FROM eval_participants WHERE org_id = $1 AND cycle_id "
    "{{ANY_INT $2}} GROUP BY cycle_id, status"};
inline constexpr db::Statement kSetParticipantStatus{
    "evaluations.set_participant_status",
    "UPDATE eval_participants SET status = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetParticipantLeader{
    "evaluations.set_participant_leader",
    "UPDATE eval_participants SET leader_id = $3, updated_at = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetBox{
    "evaluations.set_box",
    "UPDATE eval_participants SET performance = $3, potential = $4, status = $5, updated_at = $6 "
    "WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kSetProposed{
    "evaluations.set_proposed",
    "UPDATE eval_participants SET proposed_performance = $3, proposed_potential = $4, "
    "performance = $3, potential = $4, updated_at = $5 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kShareParticipant{
    "evaluations.share_participant",
    "UPDATE eval_participants SET status = 'shared', shared_at = $3, updated_at = $3 WHERE org_id "
    "= $1 AND id = $2 AND status = 'calibrated'"};
inline constexpr db::Statement kAcknowledge{
    "evaluations.acknowledge",
    "UPDATE eval_participants SET status = 'acknowledged', acknowledged_at = $3, ack_comment = $4, "
    "updated_at = $3 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kCalibrateSubmitted{
    "evaluations.calibrate_submitted",
    "UPDATE eval_participants SET status = 'calibrated', updated_at = $3 WHERE org_id = $1 AND "
    "cycle_id = $2 AND status = 'submitted'"};
inline constexpr db::Statement kDeleteParticipant{
    "evaluations.delete_participant",
    "DELETE FROM eval_participants WHERE org_id = $1 AND id = $2"};

// --- Reviews -----------------------------------------------------------------------------------
#define APLAUSO_EVAL_REVIEW_COLUMNS(r)                                                        \
#r ".id, " #r ".cycle_id, " #r ".participant_id, " #r ".reviewer_id, " #r ".direction, " #r \
     ".status, " #r ".form_version, " #r ".answers, " #r ".competencies, " #r ".goals, " #r   \
     ".decline_reason, " #r ".submitted_at, " #r ".created_at, " #r ".updated_at"

inline constexpr db::Statement kInsertReview{
    "evaluations.insert_review",
    "INSERT INTO eval_reviews (org_id, cycle_id, participant_id, reviewer_id, direction, status, "
    "form_version, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, 'not_started', $6, $7, $7) "
    "RETURNING id"};
inline constexpr db::Statement kReview{
    "evaluations.review", "SELECT " APLAUSO_EVAL_REVIEW_COLUMNS(
                              r) " FROM eval_reviews r WHERE r.org_id = $1 AND r.id = $2"};
inline constexpr db::Statement kLockReview{
    "evaluations.lock_review",
    "SELECT " APLAUSO_EVAL_REVIEW_COLUMNS(
        r) " FROM eval_reviews r WHERE r.org_id = $1 AND r.id = $2 {{FOR_UPDATE}}"};
inline constexpr db::Statement kReviewsOfCycle{
    "evaluations.reviews_of_cycle",
    "SELECT " APLAUSO_EVAL_REVIEW_COLUMNS(
        r) " FROM eval_reviews r WHERE r.org_id = $1 AND r.cycle_id = $2 ORDER BY r.id"};
inline constexpr db::Statement kReviewsOfParticipants{
    "evaluations.reviews_of_participants",
    "SELECT " APLAUSO_EVAL_REVIEW_COLUMNS(
        r) " FROM eval_reviews r WHERE r.org_id = $1 AND r.participant_id {{ANY_INT $2}} ORDER BY "
           "r.id"};
// The reviews a person writes in launched cycles, not declined (newest cycle first).
inline constexpr db::Statement kReviewsOfReviewer{
    "evaluations.reviews_of_reviewer",
    "SELECT " APLAUSO_EVAL_REVIEW_COLUMNS(
        r) " FROM eval_reviews r JOIN eval_cycles c ON c.org_id = r.org_id AND c.id = r.cycle_id "
           "WHERE r.org_id = $1 AND r.reviewer_id = $2 AND r.status <> 'declined' AND c.phase NOT "
           "IN ('draft', 'closed') ORDER BY r.cycle_id DESC, r.id LIMIT 500"};
// Reviews per cycle ($2), direction and status: cycle, "direction:status", count.
inline constexpr db::Statement kReviewCounts{
    "evaluations.review_counts",
    "SELECT cycle_id, direction || ':' || status, COUNT(*) FROM eval_reviews WHERE org_id = $1 AND "
    "cycle_id {{ANY_INT $2}} GROUP BY cycle_id, direction, status"};
inline constexpr db::Statement kSaveReview{
    "evaluations.save_review",
    "UPDATE eval_reviews SET answers = $3, competencies = $4, goals = $5, status = $6, "
    "submitted_at = $7, updated_at = $8 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kDeclineReview{
    "evaluations.decline_review",
    "UPDATE eval_reviews SET status = 'declined', decline_reason = $3, answers = NULL, "
    "competencies = NULL, goals = NULL, updated_at = $4 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kMoveReview{
    "evaluations.move_review",
    "UPDATE eval_reviews SET reviewer_id = $3, status = 'not_started', answers = NULL, "
    "competencies = NULL, goals = NULL, updated_at = $4 WHERE org_id = $1 AND id = $2"};

// --- Nominations -------------------------------------------------------------------------------
#define APLAUSO_EVAL_NOMINATION_COLUMNS(n)                                                  \
#n ".id, " #n ".cycle_id, " #n ".participant_id, " #n ".peer_id, " #n ".proposed_by, " #n \
     ".status, " #n ".reason, " #n ".review_id, " #n ".created_at, " #n ".decided_at"

inline constexpr db::Statement kInsertNomination{
    "evaluations.insert_nomination",
    "INSERT INTO eval_nominations (org_id, cycle_id, participant_id, peer_id, proposed_by, status, "
    "created_at, decided_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id"};
inline constexpr db::Statement kNomination{
    "evaluations.nomination", "SELECT " APLAUSO_EVAL_NOMINATION_COLUMNS(
                                  n) " FROM eval_nominations n WHERE n.org_id = $1 AND n.id = $2"};
inline constexpr db::Statement kNominationsOfParticipants{
    "evaluations.nominations_of_participants",
    "SELECT " APLAUSO_EVAL_NOMINATION_COLUMNS(
        n) " FROM eval_nominations n WHERE n.org_id = $1 AND n.participant_id {{ANY_INT $2}} "
           "ORDER BY n.id"};
inline constexpr db::Statement kNominationsOfCycle{
    "evaluations.nominations_of_cycle",
    "SELECT " APLAUSO_EVAL_NOMINATION_COLUMNS(
        n) " FROM eval_nominations n WHERE n.org_id = $1 AND n.cycle_id = $2 ORDER BY n.id"};
// Nominations addressed to a peer ($2), live, in cycles taking nominations.
inline constexpr db::Statement kNominationsForPeer{
    "evaluations.nominations_for_peer",
    "SELECT " APLAUSO_EVAL_NOMINATION_COLUMNS(
        n) " FROM eval_nominations n JOIN eval_cycles c ON c.org_id = n.org_id AND c.id = "
           "n.cycle_id WHERE n.org_id = $1 AND n.peer_id = $2 AND n.status IN ('proposed', "
           "'approved') AND c.phase = 'nomination' ORDER BY n.id LIMIT 200"};
// Approved nominations of a peer ($3) in a cycle ($2).
inline constexpr db::Statement kApprovedForPeer{
    "evaluations.approved_for_peer",
    "SELECT COUNT(*) FROM eval_nominations WHERE org_id = $1 AND peer_id = $3 AND cycle_id = $2 "
    "AND status = 'approved'"};
inline constexpr db::Statement kSetNomination{
    "evaluations.set_nomination",
    "UPDATE eval_nominations SET status = $3, reason = $4, decided_at = $5 WHERE org_id = $1 AND "
    "id = $2"};
inline constexpr db::Statement kNominationReview{
    "evaluations.nomination_review",
    "UPDATE eval_nominations SET review_id = $3 WHERE org_id = $1 AND id = $2"};
inline constexpr db::Statement kExpireNominations{
    "evaluations.expire_nominations",
    "UPDATE eval_nominations SET status = 'expired', decided_at = $3 WHERE org_id = $1 AND "
    "cycle_id = $2 AND status = 'proposed'"};

// --- Rating history (append-only: no statement updates or deletes it) ---------------------------
inline constexpr db::Statement kInsertRating{
    "evaluations.insert_rating",
    "INSERT INTO eval_ratings (org_id, cycle_id, participant_id, kind, overall, from_performance, "
    "from_potential, performance, potential, actor_id, reason, created_at) VALUES ($1, $2, $3, $4, "
    "$5, $6, $7, $8, $9, $10, $11, $12)"};
inline constexpr db::Statement kRatingsOf{
    "evaluations.ratings_of",
    "SELECT id, participant_id, kind, overall, from_performance, from_potential, performance, "
    "potential, actor_id, reason, created_at FROM eval_ratings WHERE org_id = $1 AND "
    "participant_id = $2 ORDER BY id"};

}  // namespace aplauso::evaluations::sql
