#include "modules/podium/podium_repo.h"

#include "db/conn.h"
#include "modules/podium/podium_sql.h"

namespace aplauso::podium {

StoredSettings PodiumRepo::settings(db::Conn& c, OrgId org) const {
  auto rows = c.query(sql::kSettings, {org});
  if (!rows.next()) return {"month", 3, "received,sent,points"};
  return {rows.row().text(0), rows.row().i64(1), rows.row().text(2)};
}

void PodiumRepo::set_settings(db::Conn& c, OrgId org, const StoredSettings& s,
                              std::int64_t now_ms) const {
  c.exec(sql::kSetSettings, {org, s.period, s.size, s.metrics_csv, now_ms});
}

std::vector<std::pair<std::int64_t, std::int64_t>> PodiumRepo::board(db::Conn& c, OrgId org,
                                                                     const std::string& metric,
                                                                     std::int64_t from,
                                                                     std::int64_t to,
                                                                     std::int64_t limit) const {
  const db::Statement& st = metric == "sent"     ? sql::kSentBoard
                            : metric == "points" ? sql::kPointsBoard
                                                 : sql::kReceivedBoard;
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(st, {org, from, to, limit})) out.emplace_back(r.i64(0), r.i64(1));
  return out;
}

}  // namespace aplauso::podium
