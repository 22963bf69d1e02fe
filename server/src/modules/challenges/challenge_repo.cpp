#include "modules/challenges/challenge_repo.h"

#include "db/conn.h"
#include "modules/challenges/challenges_sql.h"

namespace aplauso::challenges {

namespace {

ChallengeRow challenge_of(const db::Row& r) {
  ChallengeRow c;
  c.id = r.i64(0);
  c.title = r.text(1);
  c.rules = r.text(2);
  c.cover_key = r.opt_text(3);
  c.kind = r.text(4);
  c.team_basis = r.opt_text(5);
  c.audience.everyone = r.boolean(6);
  c.starts_on = r.text(7);
  c.ends_on = r.text(8);
  c.recurrence = r.text(9);
  c.metric = r.text(10);
  c.product_event = r.opt_text(11);
  c.evidence = r.text(12);
  c.unit = r.opt_text(13);
  c.max_per_claim = r.opt_i64(14);
  c.target = r.i64(15);
  c.reward_points = r.i64(16);
  c.badge_id = r.opt_i64(17);
  c.approval = r.text(18);
  c.max_claims_per_day = r.i64(19);
  c.max_claims_total = r.opt_i64(20);
  c.four_eyes_points = r.opt_i64(21);
  c.alternative = r.opt_text(22);
  c.join_mode = r.text(23);
  c.show_in_feed = r.boolean(24);
  c.status = r.text(25);
  c.position = r.i64(26);
  c.checkin_secret = r.text(27);
  c.created_by = r.opt_i64(28);
  c.created_at = r.i64(29);
  c.participants = r.i64(30);
  c.pending_count = r.i64(31);
  return c;
}

ClaimRow claim_of(const db::Row& r) {
  ClaimRow k;
  k.id = r.i64(0);
  k.challenge_id = r.i64(1);
  k.challenge_title = r.text(2);
  k.challenge_metric = r.text(3);
  k.challenge_unit = r.opt_text(4);
  k.user_id = r.i64(5);
  k.status = r.text(6);
  k.period_key = r.text(7);
  k.day = r.text(8);
  k.text = r.text(9);
  k.link = r.opt_text(10);
  k.upload_key = r.opt_text(11);
  k.upload_name = r.opt_text(12);
  k.upload_type = r.opt_text(13);
  k.number = r.opt_i64(14);
  k.used_alternative = r.boolean(15);
  k.approvals_needed = r.i64(16);
  k.first_approver_id = r.opt_i64(17);
  k.reviewer_id = r.opt_i64(18);
  k.reason = r.opt_text(19);
  k.decided_at = r.opt_i64(20);
  k.created_at = r.i64(21);
  k.leader_id = r.opt_i64(22);
  return k;
}

std::vector<ClaimRow> claims_of(db::Rows rows) {
  std::vector<ClaimRow> out;
  for (const db::Row& r : rows) out.push_back(claim_of(r));
  return out;
}

std::vector<std::int64_t> ids_of(db::Rows rows) {
  std::vector<std::int64_t> out;
  for (const db::Row& r : rows) out.push_back(r.i64(0));
  return out;
}

ScoreRow score_row_of(const db::Row& r) {
  return ScoreRow{r.i64(0), r.i64(1), r.i64(2), r.opt_i64(3)};
}

MyRow& my_row(std::vector<MyRow>& rows, std::int64_t id) {
  for (auto& r : rows) {
    if (r.challenge_id == id) return r;
  }
  return rows.front();
}

}  // namespace

// --- Challenges ----------------------------------------------------------------------------------

std::optional<ChallengeRow> ChallengeRepo::find(db::Conn& c, OrgId org, std::int64_t id,
                                                bool counts) const {
  std::vector<ChallengeRow> one;
  for (const db::Row& r : c.query(counts ? sql::kFind : sql::kFindBare, {org, id})) {
    one.push_back(challenge_of(r));
  }
  if (one.empty()) return std::nullopt;
  load_audiences(c, org, one);
  return std::move(one.front());
}

std::pair<std::vector<ChallengeRow>, std::int64_t> ChallengeRepo::page(
    db::Conn& c, OrgId org, std::int64_t viewer, bool manage, bool mine, const std::string& status,
    std::int64_t limit, std::int64_t offset) const {
  std::vector<ChallengeRow> rows;
  std::int64_t total = 0;
  if (manage) {
    for (const db::Row& r : c.query(sql::kManagePage, {org, status, limit, offset})) {
      rows.push_back(challenge_of(r));
    }
    total = c.scalar(sql::kManageCount, {org, status}).value_or(0);
  } else {
    for (const db::Row& r :
         c.query(sql::kMemberPage, {org, viewer, status, mine ? 1 : 0, limit, offset})) {
      rows.push_back(challenge_of(r));
    }
    total = c.scalar(sql::kMemberCount, {org, viewer, status, mine ? 1 : 0}).value_or(0);
  }
  load_audiences(c, org, rows);
  return {std::move(rows), total};
}

void ChallengeRepo::load_audiences(db::Conn& c, OrgId org, std::vector<ChallengeRow>& rows) const {
  if (rows.empty()) return;
  std::vector<std::int64_t> ids;
  for (const auto& p : rows) ids.push_back(p.id);
  for (const db::Row& r : c.query(sql::kAudience, {org, ids})) {
    const auto id = r.i64(0);
    for (auto& p : rows) {
      if (p.id != id) continue;
      structure::add_audience_row(p.audience, r.view(1), r.i64(2));
    }
  }
}

std::vector<std::int64_t> ChallengeRepo::in_audience(db::Conn& c, OrgId org, std::int64_t user_id,
                                                     const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return ids_of(c.query(sql::kInAudience, {org, user_id, ids}));
}

bool ChallengeRepo::is_approver(db::Conn& c, OrgId org, std::int64_t challenge_id,
                                std::int64_t user_id) const {
  return c.scalar(sql::kIsApprover, {org, challenge_id, user_id}).value_or(0) > 0;
}

std::vector<std::pair<std::int64_t, std::int64_t>> ChallengeRepo::approvers(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& challenge_ids) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  if (challenge_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kApprovers, {org, challenge_ids})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

std::int64_t ChallengeRepo::insert(db::Conn& c, OrgId org, const ChallengeRow& ch,
                                   std::int64_t now) const {
  const auto position = c.scalar(sql::kFirstPosition, {org}).value_or(0) - 1;
  const auto id = *c.scalar(sql::kInsert, {org,
                                           ch.title,
                                           ch.rules,
                                           ch.cover_key,
                                           ch.kind,
                                           ch.team_basis,
                                           ch.audience.everyone ? 1 : 0,
                                           ch.starts_on,
                                           ch.ends_on,
                                           ch.recurrence,
                                           ch.metric,
                                           ch.product_event,
                                           ch.evidence,
                                           ch.unit,
                                           ch.max_per_claim,
                                           ch.target,
                                           ch.reward_points,
                                           ch.badge_id,
                                           ch.approval,
                                           ch.max_claims_per_day,
                                           ch.max_claims_total,
                                           ch.four_eyes_points,
                                           ch.alternative,
                                           ch.join_mode,
                                           ch.show_in_feed ? 1 : 0,
                                           position,
                                           ch.checkin_secret,
                                           ch.created_by,
                                           now});
  set_audience(c, org, id, ch.audience);
  return id;
}

void ChallengeRepo::update(db::Conn& c, OrgId org, const ChallengeRow& ch, std::int64_t now) const {
  c.exec(sql::kUpdate, {org,
                        ch.id,
                        ch.title,
                        ch.rules,
                        ch.cover_key,
                        ch.kind,
                        ch.team_basis,
                        ch.audience.everyone ? 1 : 0,
                        ch.starts_on,
                        ch.ends_on,
                        ch.recurrence,
                        ch.metric,
                        ch.product_event,
                        ch.evidence,
                        ch.unit,
                        ch.max_per_claim,
                        ch.target,
                        ch.reward_points,
                        ch.badge_id,
                        ch.approval,
                        ch.max_claims_per_day,
                        ch.max_claims_total,
                        ch.four_eyes_points,
                        ch.alternative,
                        ch.join_mode,
                        ch.show_in_feed ? 1 : 0,
                        now});
  set_audience(c, org, ch.id, ch.audience);
}

void ChallengeRepo::set_audience(db::Conn& c, OrgId org, std::int64_t id,
                                 const Audience& audience) const {
  c.exec(sql::kDeleteAudience, {org, id});
  const auto rows = structure::audience_rows(audience);
  if (!rows.refs.empty()) c.exec(sql::kInsertAudience, {org, id, rows.kinds, rows.refs});
}

void ChallengeRepo::set_approvers(db::Conn& c, OrgId org, std::int64_t id,
                                  const std::vector<std::int64_t>& user_ids) const {
  c.exec(sql::kDeleteApprovers, {org, id});
  if (!user_ids.empty()) c.exec(sql::kInsertApprovers, {org, id, user_ids});
}

bool ChallengeRepo::set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                               const std::string& to, std::int64_t now) const {
  return c.exec(sql::kSetStatus, {org, id, from, to, now}) > 0;
}

std::int64_t ChallengeRepo::count_members(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountMembers, {org, ids}).value_or(0);
}

std::int64_t ChallengeRepo::count_departments(db::Conn& c, OrgId org,
                                              const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountDepartments, {org, ids}).value_or(0);
}

std::int64_t ChallengeRepo::count_groups(db::Conn& c, OrgId org,
                                         const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountGroups, {org, ids}).value_or(0);
}

std::vector<BadgeRow> ChallengeRepo::badges(db::Conn& c, OrgId org,
                                            const std::vector<std::int64_t>& ids) const {
  std::vector<BadgeRow> out;
  if (ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kBadges, {org, ids})) {
    out.push_back(BadgeRow{r.i64(0), r.text(1), r.text(2), r.boolean(3)});
  }
  return out;
}

std::optional<Upload> ChallengeRepo::upload(db::Conn& c, OrgId org, std::int64_t user_id,
                                            const std::string& key, const std::string& type) const {
  for (const db::Row& r : c.query(sql::kUpload, {org, key, type, user_id})) {
    return Upload{r.text(0), r.text(1)};
  }
  return std::nullopt;
}

std::vector<std::int64_t> ChallengeRepo::admins(db::Conn& c, OrgId org) const {
  return ids_of(c.query(sql::kAdmins, {org}));
}

std::optional<std::int64_t> ChallengeRepo::leader_of(db::Conn& c, OrgId org,
                                                     std::int64_t user_id) const {
  return c.scalar(sql::kLeaderOf, {org, user_id});
}

std::vector<std::int64_t> ChallengeRepo::audience_people(db::Conn& c, OrgId org,
                                                         std::int64_t id) const {
  return ids_of(c.query(sql::kAudiencePeople, {org, id}));
}

// --- Participants and teams ----------------------------------------------------------------------

bool ChallengeRepo::join(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                         std::int64_t now) const {
  return c.exec(sql::kJoin, {org, id, user_id, now}) > 0;
}

bool ChallengeRepo::leave(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                          std::int64_t now) const {
  return c.exec(sql::kLeave, {org, id, user_id, now}) > 0;
}

void ChallengeRepo::set_ranked(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                               bool ranked) const {
  c.exec(sql::kSetRanked, {org, id, user_id, ranked ? 1 : 0});
}

void ChallengeRepo::enroll_audience(db::Conn& c, OrgId org, std::int64_t id,
                                    std::int64_t now) const {
  c.exec(sql::kEnrollAudience, {org, id, now});
}

void ChallengeRepo::recount_teams(db::Conn& c, OrgId org, const ChallengeRow& ch) const {
  if (ch.kind != "team") return;
  c.exec(sql::kDeleteTeamMembers, {org, ch.id});
  if (ch.team_basis.value_or("department") == "group") {
    c.exec(sql::kGroupTeams, {org, ch.id, ch.audience.groups.empty() ? 0 : 1});
  } else {
    c.exec(sql::kDepartmentTeams, {org, ch.id});
  }
  c.exec(sql::kDeleteTeams, {org, ch.id});
  c.exec(sql::kCountTeams, {org, ch.id});
}

std::vector<std::pair<std::string, std::int64_t>> ChallengeRepo::teams_of(
    db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const {
  std::vector<std::pair<std::string, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kTeamsOf, {org, id, user_id})) {
    out.emplace_back(r.text(0), r.i64(1));
  }
  return out;
}

std::vector<std::int64_t> ChallengeRepo::team_member_ids(db::Conn& c, OrgId org, std::int64_t id,
                                                         const std::string& kind,
                                                         std::int64_t team) const {
  return ids_of(c.query(sql::kTeamMemberIds, {org, id, kind, team}));
}

// --- Contributions and scores --------------------------------------------------------------------

bool ChallengeRepo::contribute(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                               const std::string& period, std::int64_t amount,
                               const std::string& source_kind, std::int64_t source_id,
                               std::int64_t now) const {
  return c.scalar(sql::kContribute, {org, id, user_id, period, amount, source_kind, source_id, now})
      .has_value();
}

std::pair<std::int64_t, bool> ChallengeRepo::add_score(db::Conn& c, OrgId org, std::int64_t id,
                                                       const std::string& period,
                                                       std::int64_t user_id, std::int64_t amount,
                                                       std::int64_t now) const {
  for (const db::Row& r : c.query(sql::kAddScore, {org, id, period, user_id, amount, now})) {
    return {r.i64(0), !r.is_null(1)};
  }
  return {0, false};
}

void ChallengeRepo::mark_score_completed(db::Conn& c, OrgId org, std::int64_t id,
                                         const std::string& period, std::int64_t user_id,
                                         std::int64_t now) const {
  c.exec(sql::kMarkScoreCompleted, {org, id, period, user_id, now});
}

ChallengeRepo::TeamAfter ChallengeRepo::add_team_score(db::Conn& c, OrgId org, std::int64_t id,
                                                       const std::string& period,
                                                       const std::string& kind, std::int64_t team,
                                                       std::int64_t amount,
                                                       std::int64_t now) const {
  for (const db::Row& r : c.query(sql::kAddTeamScore, {org, id, period, kind, team, amount, now})) {
    return TeamAfter{r.i64(0), !r.is_null(1), r.i64(2)};
  }
  return {};
}

bool ChallengeRepo::mark_team_completed(db::Conn& c, OrgId org, std::int64_t id,
                                        const std::string& period, const std::string& kind,
                                        std::int64_t team, std::int64_t now) const {
  return c.exec(sql::kMarkTeamCompleted, {org, id, period, kind, team, now}) > 0;
}

std::vector<std::pair<std::int64_t, std::int64_t>> ChallengeRepo::complete(
    db::Conn& c, OrgId org, std::int64_t id, const std::string& period, std::int64_t points,
    std::optional<std::int64_t> badge_id, const std::vector<std::int64_t>& users,
    std::int64_t now) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  if (users.empty()) return out;
  for (const db::Row& r :
       c.query(sql::kComplete, {org, id, period, points, badge_id, now, users})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

std::vector<ChallengeRow> ChallengeRepo::open_for_events(
    db::Conn& c, OrgId org, const std::vector<std::string>& events) const {
  std::vector<ChallengeRow> out;
  for (const db::Row& r : c.query(sql::kOpenForEvent, {org, events})) {
    out.push_back(challenge_of(r));
  }
  if (!out.empty()) load_audiences(c, org, out);
  return out;
}

std::string ChallengeRepo::timezone(db::Conn& c, OrgId org) const {
  for (const db::Row& r : c.query(sql::kTimezone, {org})) return r.text(0);
  return "UTC";
}

// --- The caller's part ---------------------------------------------------------------------------

void ChallengeRepo::lock_participant(db::Conn& c, OrgId org, std::int64_t id,
                                     std::int64_t user_id) const {
  c.query(sql::kLockParticipant, {org, id, user_id});
}

std::pair<bool, bool> ChallengeRepo::participation(db::Conn& c, OrgId org, std::int64_t user_id,
                                                   std::int64_t id) const {
  const std::vector<std::int64_t> ids{id};
  bool enrolled = false;
  for (const db::Row& r : c.query(sql::kParticipants, {org, user_id, ids})) enrolled = r.is_null(1);
  return {enrolled, !in_audience(c, org, user_id, ids).empty()};
}

std::vector<MyRow> ChallengeRepo::mine(db::Conn& c, OrgId org, std::int64_t user_id,
                                       const std::vector<std::int64_t>& ids,
                                       const std::vector<std::string>& periods,
                                       const std::string& today, std::int64_t day_number) const {
  std::vector<MyRow> rows;
  if (ids.empty()) return rows;
  for (const auto id : ids) {
    MyRow row;
    row.challenge_id = id;
    rows.push_back(std::move(row));
  }
  for (const db::Row& r : c.query(sql::kParticipants, {org, user_id, ids})) {
    auto& m = my_row(rows, r.i64(0));
    m.left = !r.is_null(1);
    m.enrolled = !m.left;
  }
  for (const auto id : in_audience(c, org, user_id, ids)) my_row(rows, id).in_audience = true;
  for (const db::Row& r : c.query(sql::kMyScores, {org, user_id, ids, periods})) {
    auto& m = my_row(rows, r.i64(0));
    m.score = r.i64(1);
    m.score_completed_at = r.opt_i64(2);
    m.ranked = r.boolean(3);
    m.higher_scores = r.i64(4);
  }
  for (const db::Row& r : c.query(sql::kMyTeams, {org, user_id, ids, periods})) {
    my_row(rows, r.i64(0))
        .teams.push_back(MyRow::Team{r.text(1), r.i64(2), r.text(3), r.i64(4), r.i64(5)});
  }
  for (const db::Row& r : c.query(sql::kMyCompletions, {org, user_id, ids, periods})) {
    my_row(rows, r.i64(0)).completed_at = r.i64(1);
  }
  for (const db::Row& r : c.query(sql::kMyClaimCounts, {org, user_id, ids, periods, today})) {
    auto& m = my_row(rows, r.i64(0));
    m.claims_today = r.i64(1);
    m.claims_in_period = r.i64(2);
  }
  for (const db::Row& r : c.query(sql::kMyCheckins, {org, user_id, ids, day_number})) {
    my_row(rows, r.i64(0)).checked_in_today = true;
  }
  return rows;
}

// --- Leaderboards --------------------------------------------------------------------------------

std::vector<ScoreRow> ChallengeRepo::top(db::Conn& c, std::int64_t id,
                                         const std::string& period) const {
  std::vector<ScoreRow> out;
  for (const db::Row& r : c.query(sql::kTop, {id, period})) out.push_back(score_row_of(r));
  return out;
}

std::int64_t ChallengeRepo::ranked_count(db::Conn& c, std::int64_t id,
                                         const std::string& period) const {
  return c.scalar(sql::kRankedCount, {id, period}).value_or(0);
}

std::optional<ScoreRow> ChallengeRepo::score_of(db::Conn& c, std::int64_t id,
                                                const std::string& period,
                                                std::int64_t user_id) const {
  for (const db::Row& r : c.query(sql::kScoreOf, {id, period, user_id})) return score_row_of(r);
  return std::nullopt;
}

std::int64_t ChallengeRepo::rank_of(db::Conn& c, std::int64_t id, const std::string& period,
                                    std::int64_t score) const {
  return c.scalar(sql::kRankOf, {id, period, score}).value_or(0) + 1;
}

std::optional<ScoreRow> ChallengeRepo::ahead(db::Conn& c, std::int64_t id,
                                             const std::string& period, const ScoreRow& me) const {
  for (const db::Row& r : c.query(sql::kAhead, {id, period, me.score, me.reached_at, me.user_id})) {
    return score_row_of(r);
  }
  return std::nullopt;
}

std::vector<TeamScoreRow> ChallengeRepo::team_board(db::Conn& c, OrgId org, std::int64_t id,
                                                    const std::string& period) const {
  std::vector<TeamScoreRow> out;
  for (const db::Row& r : c.query(sql::kTeamBoard, {org, id, period})) {
    out.push_back(
        TeamScoreRow{r.text(0), r.i64(1), r.text(2), r.i64(3), r.i64(4), r.i64(5), r.opt_i64(6)});
  }
  return out;
}

// --- Claims --------------------------------------------------------------------------------------

std::optional<ClaimRow> ChallengeRepo::claim(db::Conn& c, OrgId org, std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kClaim, {org, id})) return claim_of(r);
  return std::nullopt;
}

std::int64_t ChallengeRepo::insert_claim(db::Conn& c, OrgId org, const ClaimRow& k) const {
  return *c.scalar(sql::kInsertClaim,
                   {org, k.challenge_id, k.user_id, k.period_key, k.day, k.text, k.link,
                    k.upload_key, k.upload_name, k.upload_type, k.content_hash, k.number,
                    k.used_alternative ? 1 : 0, k.approvals_needed, k.created_at});
}

bool ChallengeRepo::duplicate(db::Conn& c, OrgId org, std::int64_t challenge_id,
                              const std::optional<std::string>& hash,
                              const std::optional<std::string>& link) const {
  if (!hash && !link) return false;
  return c.scalar(sql::kDuplicate, {org, challenge_id, hash, link}).value_or(0) > 0;
}

bool ChallengeRepo::decide(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
                           std::optional<std::int64_t> reviewer,
                           const std::optional<std::string>& reason, std::int64_t now) const {
  return c.exec(sql::kDecide, {org, id, status, reviewer, reason, now}) > 0;
}

bool ChallengeRepo::first_approval(db::Conn& c, OrgId org, std::int64_t id, std::int64_t approver,
                                   std::int64_t now) const {
  return c.exec(sql::kFirstApproval, {org, id, approver, now}) > 0;
}

std::pair<std::vector<ClaimRow>, std::int64_t> ChallengeRepo::mine_claims(
    db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t challenge_id,
    const std::string& status, std::int64_t limit, std::int64_t offset) const {
  auto rows = claims_of(c.query(sql::kMine, {org, user_id, challenge_id, status, limit, offset}));
  const auto total = c.scalar(sql::kMineCount, {org, user_id, challenge_id, status}).value_or(0);
  return {std::move(rows), total};
}

std::pair<std::vector<ClaimRow>, std::int64_t> ChallengeRepo::of_challenge(
    db::Conn& c, OrgId org, std::int64_t challenge_id, const std::string& status,
    std::int64_t limit, std::int64_t offset) const {
  auto rows = claims_of(c.query(sql::kOfChallenge, {org, challenge_id, status, limit, offset}));
  const auto total = c.scalar(sql::kOfChallengeCount, {org, challenge_id, status}).value_or(0);
  return {std::move(rows), total};
}

std::vector<ClaimRow> ChallengeRepo::pending_for(db::Conn& c, OrgId org, std::int64_t approver,
                                                 bool admin, std::int64_t limit) const {
  return claims_of(c.query(sql::kPendingFor, {org, approver, admin ? 1 : 0, limit}));
}

std::int64_t ChallengeRepo::pending_count(db::Conn& c, OrgId org, std::int64_t approver,
                                          bool admin) const {
  return c.scalar(sql::kPendingCount, {org, approver, admin ? 1 : 0}).value_or(0);
}

// --- Activity and figures ------------------------------------------------------------------------

std::pair<std::vector<ActivityRow>, std::int64_t> ChallengeRepo::activity(
    db::Conn& c, OrgId org, std::int64_t id, std::int64_t limit, std::int64_t offset) const {
  std::vector<ActivityRow> out;
  for (const db::Row& r : c.query(sql::kActivity, {org, id, limit, offset})) {
    out.push_back(ActivityRow{r.text(0), r.i64(1), r.i64(2), r.i64(3), r.i64(4)});
  }
  return {std::move(out), c.scalar(sql::kActivityCount, {org, id}).value_or(0)};
}

std::vector<std::pair<std::string, std::int64_t>> ChallengeRepo::claims_by_status(
    db::Conn& c, OrgId org, std::int64_t id) const {
  std::vector<std::pair<std::string, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kClaimsByStatus, {org, id})) {
    out.emplace_back(r.text(0), r.i64(1));
  }
  return out;
}

std::pair<std::int64_t, std::int64_t> ChallengeRepo::completion_figures(db::Conn& c, OrgId org,
                                                                        std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kCompletionFigures, {org, id})) {
    return {r.i64(0), r.i64(1)};
  }
  return {0, 0};
}

std::pair<std::int64_t, std::int64_t> ChallengeRepo::contribution_figures(db::Conn& c, OrgId org,
                                                                          std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kContributionFigures, {org, id})) {
    return {r.i64(0), r.i64(1)};
  }
  return {0, 0};
}

// --- Jobs ----------------------------------------------------------------------------------------

std::vector<EndingRow> ChallengeRepo::ending_by(db::Conn& c, const std::string& day) const {
  std::vector<EndingRow> out;
  for (const db::Row& r : c.query(sql::kEndingBy, {day})) {
    out.push_back(EndingRow{r.i64(0), r.text(1), r.i64(2), r.text(3)});
  }
  return out;
}

std::vector<std::int64_t> ChallengeRepo::claim_reminders(db::Conn& c, OrgId org, std::int64_t id,
                                                         const std::string& period,
                                                         std::int64_t now) const {
  return ids_of(c.query(sql::kClaimReminders, {org, id, period, now}));
}

std::vector<std::int64_t> ChallengeRepo::joined_by_person(db::Conn& c, OrgId org,
                                                          std::int64_t user_id) const {
  return ids_of(c.query(sql::kJoinedByPerson, {org, user_id}));
}

void ChallengeRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id,
                                  std::int64_t now) const {
  c.exec(sql::kLeaveAllOfPerson, {org, user_id, now});
  c.exec(sql::kUnrankPerson, {org, user_id});
  c.exec(sql::kRejectPendingOfPerson, {org, user_id, now});
  c.exec(sql::kForgetEvidence, {org, user_id});
  c.exec(sql::kForgetApprover, {org, user_id});
}

}  // namespace aplauso::challenges
