// The challenge page's figures: the leaderboard that never shows the bottom (the top 10, the
// caller and the one just ahead; teams by per-member score), the activity and the figures.
#include <algorithm>
#include <set>

#include "db/conn.h"
#include "db/database.h"
#include "modules/challenges/challenge_rules.h"
#include "modules/challenges/challenge_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::challenges {

namespace {
LeaderEntry team_entry(const TeamScoreRow& t, std::int64_t rank) {
  LeaderEntry e;
  e.rank = rank;
  e.team = TeamRef{t.kind, t.id, t.name};
  e.score = per_member(t.total, t.members);
  e.total = t.total;
  e.members = t.members;
  e.completed = t.completed_at.has_value();
  return e;
}
}  // namespace

Leaderboard ChallengeService::leaderboard(OrgId org, const Viewer& v, std::int64_t challenge_id,
                                          const std::optional<std::string>& period) const {
  return db_.run([&](db::Conn& c) {
    const auto ch = visible(c, org, v, challenge_id);
    Leaderboard b;
    b.kind = ch.kind;
    if (period) {
      const auto named = period_named(ch, *period);
      if (!named) throw invalid_input("period", "Ese periodo no es de este reto.");
      b.period = *named;
    } else {
      b.period = period_of(ch, std::min(v.today, ch.ends_on));
    }
    if (ch.kind == "team") {
      auto board = repo_.team_board(c, org, ch.id, b.period.key);
      std::sort(board.begin(), board.end(), [](const TeamScoreRow& x, const TeamScoreRow& y) {
        const auto sx = per_member(x.total, x.members), sy = per_member(y.total, y.members);
        if (sx != sy) return sx > sy;
        if (x.reached_at != y.reached_at) return x.reached_at < y.reached_at;
        return std::tie(x.kind, x.id) < std::tie(y.kind, y.id);
      });
      std::vector<std::int64_t> ranks;
      std::int64_t rank = 0, last = -1;
      for (const auto& t : board) {
        const auto s = per_member(t.total, t.members);
        if (s != last) ++rank;
        last = s;
        ranks.push_back(rank);
      }
      b.ranked = static_cast<std::int64_t>(board.size());
      const auto my_teams = repo_.teams_of(c, org, ch.id, v.user_id);
      std::optional<std::size_t> mine;
      for (std::size_t i = 0; i < board.size(); ++i) {
        if (i < 10) b.top.push_back(team_entry(board[i], ranks[i]));
        for (const auto& [kind, id] : my_teams) {
          if (!mine && board[i].kind == kind && board[i].id == id) mine = i;
        }
      }
      if (mine) {
        b.me = team_entry(board[*mine], ranks[*mine]);
        if (*mine >= 10 && *mine > 0) b.ahead = team_entry(board[*mine - 1], ranks[*mine - 1]);
      }
      return b;
    }
    const auto top = repo_.top(c, ch.id, b.period.key);
    b.ranked = repo_.ranked_count(c, ch.id, b.period.key);
    std::vector<std::int64_t> ids;
    for (const auto& s : top) ids.push_back(s.user_id);
    const auto me = repo_.score_of(c, ch.id, b.period.key, v.user_id);
    std::optional<ScoreRow> ahead;
    bool me_in_top = false;
    for (const auto& s : top) me_in_top = me_in_top || s.user_id == v.user_id;
    if (me && !me_in_top) {
      ahead = repo_.ahead(c, ch.id, b.period.key, *me);
      ids.push_back(me->user_id);
      if (ahead) ids.push_back(ahead->user_id);
    }
    const auto people = ids.empty() ? std::vector<users::Person>{}
                                    : users::UserRepo().people(c, org, unique_ids(ids));
    const auto entry = [&](const ScoreRow& s, std::int64_t rank) {
      LeaderEntry e;
      e.rank = rank;
      e.person = person_in(people, s.user_id);
      e.score = s.score;
      e.completed = s.completed_at.has_value();
      return e;
    };
    std::int64_t rank = 0, last = -1;
    for (const auto& s : top) {
      if (s.score != last) ++rank;
      last = s.score;
      b.top.push_back(entry(s, rank));
      if (s.user_id == v.user_id) b.me = b.top.back();
    }
    if (me && !me_in_top) {
      b.me = entry(*me, repo_.rank_of(c, ch.id, b.period.key, me->score));
      if (ahead) b.ahead = entry(*ahead, repo_.rank_of(c, ch.id, b.period.key, ahead->score));
    }
    return b;
  });
}

std::pair<std::vector<ActivityItem>, std::int64_t> ChallengeService::activity(
    OrgId org, const Viewer& v, std::int64_t challenge_id, std::int64_t limit,
    std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    const auto ch = visible(c, org, v, challenge_id);
    std::pair<std::vector<ActivityItem>, std::int64_t> out{{}, 0};
    if (!ch.show_in_feed) return out;
    const auto [rows, total] = repo_.activity(c, org, ch.id, limit, offset);
    std::vector<std::int64_t> ids;
    for (const auto& r : rows) ids.push_back(r.user_id);
    const auto people = ids.empty() ? std::vector<users::Person>{}
                                    : users::UserRepo().people(c, org, unique_ids(ids));
    for (const auto& r : rows) {
      ActivityItem item;
      item.id = r.kind + "-" + std::to_string(r.ref);
      item.type = r.kind;
      item.person = person_in(people, r.user_id);
      item.amount = r.amount;
      item.amount_is_points = r.kind == "completion";
      item.at = r.at;
      out.first.push_back(std::move(item));
    }
    out.second = total;
    return out;
  });
}

Stats ChallengeService::stats(OrgId org, const Viewer& v, std::int64_t challenge_id) const {
  return db_.run([&](db::Conn& c) {
    const auto ch = approving(c, org, v, challenge_id);
    Stats s;
    s.participants = ch.participants;
    std::tie(s.completions, s.points_paid) = repo_.completion_figures(c, org, ch.id);
    std::tie(s.contributions, s.checkins) = repo_.contribution_figures(c, org, ch.id);
    for (const auto& [status, count] : repo_.claims_by_status(c, org, ch.id)) {
      if (status == "pending") s.pending = count;
      if (status == "approved") s.approved = count;
      if (status == "rejected") s.rejected = count;
    }
    return s;
  });
}

}  // namespace aplauso::challenges
