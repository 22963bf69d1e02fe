// The program page's figures: the leaderboard (top 10, the viewer's place and the person just
// ahead, never the bottom), the activity of approved submissions, the assignments and the
// owners' figures (PRG-5, PRG-6), breakdowns by department held to the privacy engine's
// minimum group size.
#include <algorithm>

#include "db/conn.h"
#include "db/database.h"
#include "modules/privacy/privacy_service.h"
#include "modules/programs/program_rules.h"
#include "modules/programs/program_service.h"
#include "modules/users/user_repo.h"

namespace aplauso::programs {

namespace {
constexpr std::size_t kTop = 10;
}  // namespace

Leaderboard ProgramService::leaderboard(OrgId org, const Viewer& v, std::int64_t program_id,
                                        std::optional<std::int64_t> department) const {
  if (department && *department <= 0) {
    throw invalid_input("department", "Indica un departamento.");
  }
  return db_.run([&](db::Conn& c) {
    const auto p = visible(c, org, v, program_id);
    const auto rows = repo_.leaders(c, org, p.id, department.value_or(0));
    Leaderboard board;
    board.participants = static_cast<std::int64_t>(rows.size());
    std::vector<std::int64_t> ids;
    std::optional<std::size_t> mine;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      if (rows[i].user_id == v.user_id) mine = i;
    }
    for (std::size_t i = 0; i < rows.size() && i < kTop; ++i) ids.push_back(rows[i].user_id);
    if (mine) {
      ids.push_back(rows[*mine].user_id);
      if (*mine > 0) ids.push_back(rows[*mine - 1].user_id);
    }
    const auto people = ids.empty() ? std::vector<users::Person>{}
                                    : users::UserRepo().people(c, org, unique_ids(ids));
    // Rank: equal points share a place (1, 2, 2, 4).
    std::vector<std::int64_t> ranks(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
      ranks[i] = i > 0 && rows[i].points == rows[i - 1].points ? ranks[i - 1]
                                                               : static_cast<std::int64_t>(i + 1);
    }
    const auto entry = [&](std::size_t i) {
      return LeaderEntry{ranks[i], person_in(people, rows[i].user_id), rows[i].points,
                         rows[i].completed};
    };
    for (std::size_t i = 0; i < rows.size() && i < kTop; ++i) board.top.push_back(entry(i));
    if (mine) {
      board.me = entry(*mine);
      if (*mine >= kTop) board.ahead = entry(*mine - 1);
    }
    return board;
  });
}

std::pair<std::vector<ActivityItem>, std::int64_t> ProgramService::activity(
    OrgId org, const Viewer& v, std::int64_t program_id, std::int64_t limit,
    std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    const auto p = visible(c, org, v, program_id);
    std::vector<ActivityItem> out;
    if (!p.show_in_feed) return std::pair{out, std::int64_t{0}};
    auto [rows, total] = repo_.activity(c, org, p.id, limit, offset);
    std::vector<std::int64_t> ids;
    for (const auto& s : rows) ids.push_back(s.user_id);
    const auto people = ids.empty() ? std::vector<users::Person>{}
                                    : users::UserRepo().people(c, org, unique_ids(ids));
    for (const auto& s : rows) {
      out.push_back({s.id, person_in(people, s.user_id), s.action_id, s.action_title, s.points,
                     s.decided_at.value_or(s.created_at)});
    }
    return std::pair{out, total};
  });
}

std::pair<std::vector<AssignmentView>, std::int64_t> ProgramService::assignments(
    OrgId org, const Viewer& v, std::int64_t program_id, std::int64_t limit,
    std::int64_t offset) const {
  return db_.run([&](db::Conn& c) {
    const auto p = managed(c, org, v, program_id);
    const auto rows = repo_.assignments(c, org, p.id, limit, offset);
    const auto total = repo_.assignments_count(c, org, p.id);
    std::vector<std::int64_t> ids;
    for (const auto& a : rows) ids.push_back(a.user_id);
    const auto people = ids.empty() ? std::vector<users::Person>{}
                                    : users::UserRepo().people(c, org, unique_ids(ids));
    std::vector<AssignmentView> out;
    for (const auto& a : rows) {
      AssignmentView view;
      view.person = person_in(people, a.user_id);
      view.due_on = a.due_on;
      view.assigned_at = a.assigned_at;
      view.total = p.actions_count;
      view.completed = std::min(a.completed, p.actions_count);
      view.overdue = a.due_on < v.today && view.completed < view.total;
      out.push_back(std::move(view));
    }
    return std::pair{out, total};
  });
}

Stats ProgramService::stats(OrgId org, const Viewer& v, std::int64_t program_id) const {
  return db_.run([&](db::Conn& c) {
    const auto p = managed(c, org, v, program_id);
    Stats s;
    s.budget_points = p.budget_points;
    s.budget_spent = p.budget_spent;
    s.min_group_size = privacy_.thresholds(c, org).k;
    for (const auto& [status, n] : repo_.by_status(c, org, p.id)) {
      if (status == "pending") s.pending = n;
      if (status == "approved") s.approved = n;
      if (status == "rejected") s.rejected = n;
      if (status == "cancelled") s.cancelled = n;
    }
    auto ms = repo_.approval_ms(c, org, p.id);
    if (!ms.empty()) {
      std::sort(ms.begin(), ms.end());
      const auto n = ms.size();
      const double median =
          n % 2 == 1 ? static_cast<double>(ms[n / 2])
                     : (static_cast<double>(ms[n / 2 - 1]) + static_cast<double>(ms[n / 2])) / 2.0;
      s.median_hours = static_cast<double>(static_cast<std::int64_t>(median / 36'000.0)) / 100.0;
    }
    for (const auto& d : repo_.participation(c, org, p.id)) {
      s.audience += d.audience;
      s.participants += d.participants;
      DepartmentStat stat;
      stat.id = d.id;
      stat.name = d.id ? d.name : "Sin departamento";
      stat.audience = d.audience;
      stat.participants = d.participants;
      stat.hidden = d.audience < s.min_group_size;
      s.by_department.push_back(std::move(stat));
    }
    // Complementary suppression: one hidden group alone could be recovered from the total, so
    // the next smallest shown one is hidden with it.
    const auto hidden = std::count_if(s.by_department.begin(), s.by_department.end(),
                                      [](const DepartmentStat& d) { return d.hidden; });
    if (hidden == 1) {
      DepartmentStat* smallest = nullptr;
      for (auto& d : s.by_department) {
        if (!d.hidden && (smallest == nullptr || d.audience < smallest->audience)) smallest = &d;
      }
      if (smallest != nullptr) smallest->hidden = true;
    }
    return s;
  });
}

}  // namespace aplauso::programs
