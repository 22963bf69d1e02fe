// Challenges as stored (migration 0058): challenges with their audience and approvers,
// participants and their teams, contributions, the score tables, claims, completions and the
// ending reminders. The only place their SQL runs (challenges_sql.h). Amounts are thousandths.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"
#include "modules/structure/audience.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::challenges {

using structure::Audience;

struct ChallengeRow {
  std::int64_t id = 0;
  std::string title;
  std::string rules;
  std::optional<std::string> cover_key;
  std::string kind = "individual";
  std::optional<std::string> team_basis;
  Audience audience;
  std::string starts_on;
  std::string ends_on;
  std::string recurrence = "none";
  std::string metric;
  std::optional<std::string> product_event;
  std::string evidence = "none";
  std::optional<std::string> unit;
  std::optional<std::int64_t> max_per_claim;
  std::int64_t target = 0;
  std::int64_t reward_points = 0;
  std::optional<std::int64_t> badge_id;
  std::string approval = "manual";
  std::int64_t max_claims_per_day = 5;
  std::optional<std::int64_t> max_claims_total;
  std::optional<std::int64_t> four_eyes_points;
  std::optional<std::string> alternative;
  std::string join_mode = "open";
  bool show_in_feed = true;
  std::string status = "draft";
  std::int64_t position = 0;
  std::string checkin_secret;
  std::optional<std::int64_t> created_by;
  std::int64_t created_at = 0;
  std::int64_t participants = 0;
  std::int64_t pending_count = 0;
  /// Read with the product-event hook's statement only.
  std::string timezone;
};

struct ClaimRow {
  std::int64_t id = 0;
  std::int64_t challenge_id = 0;
  std::string challenge_title;
  std::string challenge_metric;
  std::optional<std::string> challenge_unit;
  std::int64_t user_id = 0;
  std::string status;
  std::string period_key;
  std::string day;
  std::string text;
  std::optional<std::string> link;
  std::optional<std::string> upload_key;
  std::optional<std::string> upload_name;
  std::optional<std::string> upload_type;
  std::optional<std::string> content_hash;  ///< written only
  std::optional<std::int64_t> number;
  bool used_alternative = false;
  std::int64_t approvals_needed = 1;
  std::optional<std::int64_t> first_approver_id;
  std::optional<std::int64_t> reviewer_id;
  std::optional<std::string> reason;
  std::optional<std::int64_t> decided_at;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> leader_id;
};

struct Upload {
  std::string name;
  std::string content_type;
};

struct BadgeRow {
  std::int64_t id = 0;
  std::string name;
  std::string image_key;
  bool active = false;
};

struct ScoreRow {
  std::int64_t user_id = 0;
  std::int64_t score = 0;
  std::int64_t reached_at = 0;
  std::optional<std::int64_t> completed_at;
};

struct TeamScoreRow {
  std::string kind;
  std::int64_t id = 0;
  std::string name;
  std::int64_t total = 0;
  std::int64_t members = 0;
  std::int64_t reached_at = 0;
  std::optional<std::int64_t> completed_at;
};

/// The caller's part in one challenge of a page.
struct MyRow {
  std::int64_t challenge_id = 0;
  bool enrolled = false;  ///< a participant row, not left
  bool left = false;
  std::int64_t score = 0;
  std::optional<std::int64_t> score_completed_at;
  bool ranked = false;
  std::int64_t higher_scores = 0;
  std::optional<std::int64_t> completed_at;
  std::int64_t claims_today = 0;
  std::int64_t claims_in_period = 0;
  bool checked_in_today = false;
  bool in_audience = false;
  struct Team {
    std::string kind;
    std::int64_t id = 0;
    std::string name;
    std::int64_t total = 0;
    std::int64_t members = 0;
  };
  std::vector<Team> teams;
};

struct ActivityRow {
  std::string kind;
  std::int64_t ref = 0;
  std::int64_t user_id = 0;
  std::int64_t amount = 0;
  std::int64_t at = 0;
};

struct EndingRow {
  std::int64_t org_id = 0;
  std::string timezone;
  std::int64_t challenge_id = 0;
  std::string ends_on;
};

class ChallengeRepo {
 public:
  // Challenges
  /// `counts`: also how many take part and how many claims wait (the lists and the detail);
  /// without, both are 0.
  std::optional<ChallengeRow> find(db::Conn& c, OrgId org, std::int64_t id,
                                   bool counts = true) const;
  std::pair<std::vector<ChallengeRow>, std::int64_t> page(db::Conn& c, OrgId org,
                                                          std::int64_t viewer, bool manage,
                                                          bool mine, const std::string& status,
                                                          std::int64_t limit,
                                                          std::int64_t offset) const;
  std::vector<std::int64_t> in_audience(db::Conn& c, OrgId org, std::int64_t user_id,
                                        const std::vector<std::int64_t>& ids) const;
  bool is_approver(db::Conn& c, OrgId org, std::int64_t challenge_id, std::int64_t user_id) const;
  std::vector<std::pair<std::int64_t, std::int64_t>> approvers(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& challenge_ids) const;
  std::int64_t insert(db::Conn& c, OrgId org, const ChallengeRow& ch, std::int64_t now) const;
  void update(db::Conn& c, OrgId org, const ChallengeRow& ch, std::int64_t now) const;
  void set_approvers(db::Conn& c, OrgId org, std::int64_t id,
                     const std::vector<std::int64_t>& user_ids) const;
  bool set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                  const std::string& to, std::int64_t now) const;
  std::int64_t count_members(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::int64_t count_departments(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::int64_t count_groups(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::vector<BadgeRow> badges(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::optional<Upload> upload(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& key,
                               const std::string& type) const;
  std::vector<std::int64_t> admins(db::Conn& c, OrgId org) const;
  std::optional<std::int64_t> leader_of(db::Conn& c, OrgId org, std::int64_t user_id) const;
  std::vector<std::int64_t> audience_people(db::Conn& c, OrgId org, std::int64_t id) const;

  // Participants and teams
  /// True when the person was not taking part (new, or back after leaving).
  bool join(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id, std::int64_t now) const;
  bool leave(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id, std::int64_t now) const;
  void set_ranked(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id, bool ranked) const;
  void enroll_audience(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const;
  /// Rebuilds the teams of the enrolled and their member counts (team challenges).
  void recount_teams(db::Conn& c, OrgId org, const ChallengeRow& ch) const;
  /// A person erased: the challenges they had joined (before forget_person leaves them all),
  /// then their pending claims turned down, evidence and approver roles deleted, scores unranked.
  std::vector<std::int64_t> joined_by_person(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void forget_person(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t now) const;
  std::vector<std::pair<std::string, std::int64_t>> teams_of(db::Conn& c, OrgId org,
                                                             std::int64_t id,
                                                             std::int64_t user_id) const;
  std::vector<std::int64_t> team_member_ids(db::Conn& c, OrgId org, std::int64_t id,
                                            const std::string& kind, std::int64_t team) const;

  // Contributions and scores
  bool contribute(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id,
                  const std::string& period, std::int64_t amount, const std::string& source_kind,
                  std::int64_t source_id, std::int64_t now) const;
  /// The person's score after adding, and whether it was already completed.
  std::pair<std::int64_t, bool> add_score(db::Conn& c, OrgId org, std::int64_t id,
                                          const std::string& period, std::int64_t user_id,
                                          std::int64_t amount, std::int64_t now) const;
  void mark_score_completed(db::Conn& c, OrgId org, std::int64_t id, const std::string& period,
                            std::int64_t user_id, std::int64_t now) const;
  /// The team's total after adding, whether it was already completed, its members now.
  struct TeamAfter {
    std::int64_t total = 0;
    bool completed = false;
    std::int64_t members = 0;
  };
  TeamAfter add_team_score(db::Conn& c, OrgId org, std::int64_t id, const std::string& period,
                           const std::string& kind, std::int64_t team, std::int64_t amount,
                           std::int64_t now) const;
  bool mark_team_completed(db::Conn& c, OrgId org, std::int64_t id, const std::string& period,
                           const std::string& kind, std::int64_t team, std::int64_t now) const;
  /// The people newly completed among `users`, each with their completion's id.
  std::vector<std::pair<std::int64_t, std::int64_t>> complete(
      db::Conn& c, OrgId org, std::int64_t id, const std::string& period, std::int64_t points,
      std::optional<std::int64_t> badge_id, const std::vector<std::int64_t>& users,
      std::int64_t now) const;
  std::vector<ChallengeRow> open_for_events(db::Conn& c, OrgId org,
                                            const std::vector<std::string>& events) const;
  std::string timezone(db::Conn& c, OrgId org) const;

  /// Locks the participant's row for the rest of the transaction (their claims take turns).
  void lock_participant(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user_id) const;
  /// Whether the person is enrolled (not left) and whether they are in the audience.
  std::pair<bool, bool> participation(db::Conn& c, OrgId org, std::int64_t user_id,
                                      std::int64_t id) const;

  // The caller's part, batched
  std::vector<MyRow> mine(db::Conn& c, OrgId org, std::int64_t user_id,
                          const std::vector<std::int64_t>& ids,
                          const std::vector<std::string>& periods, const std::string& today,
                          std::int64_t day_number) const;

  // Leaderboards
  std::vector<ScoreRow> top(db::Conn& c, std::int64_t id, const std::string& period) const;
  std::int64_t ranked_count(db::Conn& c, std::int64_t id, const std::string& period) const;
  std::optional<ScoreRow> score_of(db::Conn& c, std::int64_t id, const std::string& period,
                                   std::int64_t user_id) const;
  std::int64_t rank_of(db::Conn& c, std::int64_t id, const std::string& period,
                       std::int64_t score) const;
  std::optional<ScoreRow> ahead(db::Conn& c, std::int64_t id, const std::string& period,
                                const ScoreRow& me) const;
  std::vector<TeamScoreRow> team_board(db::Conn& c, OrgId org, std::int64_t id,
                                       const std::string& period) const;

  // Claims
  std::optional<ClaimRow> claim(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert_claim(db::Conn& c, OrgId org, const ClaimRow& k) const;
  bool duplicate(db::Conn& c, OrgId org, std::int64_t challenge_id,
                 const std::optional<std::string>& hash,
                 const std::optional<std::string>& link) const;
  bool decide(db::Conn& c, OrgId org, std::int64_t id, const std::string& status,
              std::optional<std::int64_t> reviewer, const std::optional<std::string>& reason,
              std::int64_t now) const;
  bool first_approval(db::Conn& c, OrgId org, std::int64_t id, std::int64_t approver,
                      std::int64_t now) const;
  std::pair<std::vector<ClaimRow>, std::int64_t> mine_claims(
      db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t challenge_id,
      const std::string& status, std::int64_t limit, std::int64_t offset) const;
  std::pair<std::vector<ClaimRow>, std::int64_t> of_challenge(db::Conn& c, OrgId org,
                                                              std::int64_t challenge_id,
                                                              const std::string& status,
                                                              std::int64_t limit,
                                                              std::int64_t offset) const;
  std::vector<ClaimRow> pending_for(db::Conn& c, OrgId org, std::int64_t approver, bool admin,
                                    std::int64_t limit) const;
  std::int64_t pending_count(db::Conn& c, OrgId org, std::int64_t approver, bool admin) const;

  // Activity and figures
  std::pair<std::vector<ActivityRow>, std::int64_t> activity(db::Conn& c, OrgId org,
                                                             std::int64_t id, std::int64_t limit,
                                                             std::int64_t offset) const;
  std::vector<std::pair<std::string, std::int64_t>> claims_by_status(db::Conn& c, OrgId org,
                                                                     std::int64_t id) const;
  std::pair<std::int64_t, std::int64_t> completion_figures(db::Conn& c, OrgId org,
                                                           std::int64_t id) const;
  std::pair<std::int64_t, std::int64_t> contribution_figures(db::Conn& c, OrgId org,
                                                             std::int64_t id) const;

  // Jobs
  std::vector<EndingRow> ending_by(db::Conn& c, const std::string& day) const;
  std::vector<std::int64_t> claim_reminders(db::Conn& c, OrgId org, std::int64_t id,
                                            const std::string& period, std::int64_t now) const;

 private:
  void load_audiences(db::Conn& c, OrgId org, std::vector<ChallengeRow>& rows) const;
  void set_audience(db::Conn& c, OrgId org, std::int64_t id, const Audience& audience) const;
};

}  // namespace aplauso::challenges
