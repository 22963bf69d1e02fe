#include "modules/podium/podium_service.h"

#include <soci/soci.h>

#include <algorithm>
#include <sstream>

#include "core/errors.h"
#include "db/row.h"
#include "modules/points/points_service.h"

namespace aplauso::podium {

namespace {
bool known_metric(std::string_view m) {
  return m == "received" || m == "sent" || m == "points";
}

// Active members only; filed posts do not count. Values are bound, limits formatted.
std::string board_sql(const std::string& metric, std::int64_t size) {
  std::string sql;
  if (metric == "sent") {
    sql =
        "SELECT p.author_id, COUNT(*) AS v FROM posts p JOIN users u ON u.id = p.author_id AND "
        "u.active = 1 WHERE p.org_id = :org AND p.kind = 'recognition' AND p.filed = 0 AND "
        "p.created_at >= :from AND p.created_at < :to GROUP BY p.author_id";
  } else {
    const std::string value = metric == "points" ? "SUM(r.points)" : "COUNT(*)";
    sql = "SELECT r.user_id, " + value +
          " AS v FROM post_receivers r JOIN posts p ON p.id = r.post_id JOIN users u ON u.id = "
          "r.user_id AND u.active = 1 WHERE r.org_id = :org AND p.kind = 'recognition' AND "
          "p.filed = 0 AND r.created_at >= :from AND r.created_at < :to GROUP BY r.user_id";
    if (metric == "points") sql += " HAVING SUM(r.points) > 0";
  }
  return sql + " ORDER BY v DESC, 1 LIMIT " + std::to_string(size * 3);
}
}  // namespace

Settings PodiumService::settings(std::int64_t org_id) const {
  return db_.run([&](soci::session& s) {
    Settings out;
    std::string metrics;
    long long size = 3;
    const long long org = org_id;
    s << "SELECT podium_period, podium_size, podium_metrics FROM organizations WHERE id = :org",
        soci::use(org, "org"), soci::into(out.period), soci::into(size), soci::into(metrics);
    out.size = size;
    out.metrics.clear();
    std::stringstream ss(metrics);
    std::string m;
    while (std::getline(ss, m, ',')) {
      if (known_metric(m)) out.metrics.push_back(m);
    }
    return out;
  });
}

Settings PodiumService::set_settings(std::int64_t org_id, const Settings& in) const {
  if (!points::is_valid_period(in.period)) {
    throw invalid_input("period", "El periodo debe ser week, month, quarter o year.");
  }
  if (in.size < 3 || in.size > 20) {
    throw invalid_input("size", "El podio muestra entre 3 y 20 personas.");
  }
  std::string csv;
  for (const auto& m : {"received", "sent", "points"}) {
    if (std::find(in.metrics.begin(), in.metrics.end(), m) != in.metrics.end()) {
      csv += (csv.empty() ? "" : ",") + std::string(m);
    }
  }
  for (const auto& m : in.metrics) {
    if (!known_metric(m)) throw invalid_input("metrics", "Tablero desconocido: " + m);
  }
  if (csv.empty()) throw invalid_input("metrics", "Elige al menos un tablero.");
  db_.run([&](soci::session& s) {
    const long long org = org_id, size = in.size, now = clock_.now_ms();
    s << "UPDATE organizations SET podium_period = :period, podium_size = :size, podium_metrics = "
         ":metrics, updated_at = :now WHERE id = :org",
        soci::use(in.period, "period"), soci::use(size, "size"), soci::use(csv, "metrics"),
        soci::use(now, "now"), soci::use(org, "org");
  });
  return settings(org_id);
}

Board PodiumService::board(std::int64_t org_id, const std::string& metric, int offset) const {
  if (!known_metric(metric)) {
    throw invalid_input("metric", "El tablero debe ser received, sent o points.");
  }
  if (offset < 0 || offset > 60) throw invalid_input("offset", "El periodo pedido no es válido.");
  const Settings cfg = settings(org_id);
  if (std::find(cfg.metrics.begin(), cfg.metrics.end(), metric) == cfg.metrics.end()) {
    throw invalid_input("metric", "Ese tablero no está activo en tu organización.");
  }
  Board b;
  b.metric = metric;
  b.period = cfg.period;
  std::tie(b.from, b.to) = points::period_bounds(cfg.period, clock_.now_ms(), offset);
  db_.run([&](soci::session& s) {
    const long long org = org_id, from = b.from, to = b.to;
    soci::rowset<soci::row> rows = (s.prepare << board_sql(metric, cfg.size), soci::use(org, "org"),
                                    soci::use(from, "from"), soci::use(to, "to"));
    std::int64_t rank = 0, previous = -1, position = 0;
    for (const auto& r : rows) {
      const std::int64_t value = db::get_int(r, 1);
      ++position;
      if (value != previous) rank = position;
      // Keep whole ties at the last place shown.
      if (rank > cfg.size) break;
      b.entries.push_back({rank, db::get_int(r, 0), value});
      previous = value;
    }
  });
  return b;
}

}  // namespace aplauso::podium
