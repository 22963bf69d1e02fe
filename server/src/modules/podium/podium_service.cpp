#include "modules/podium/podium_service.h"

#include <algorithm>
#include <sstream>

#include "core/errors.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/points/points_service.h"

namespace aplauso::podium {

namespace {
bool known_metric(std::string_view m) {
  return m == "received" || m == "sent" || m == "points";
}

}  // namespace

Settings PodiumService::settings(OrgId org_id) const {
  const StoredSettings stored = db_.run([&](db::Conn& c) { return repo_.settings(c, org_id); });
  Settings out;
  out.period = stored.period;
  out.size = stored.size;
  out.metrics.clear();
  {
    std::stringstream ss(stored.metrics_csv);
    std::string m;
    while (std::getline(ss, m, ',')) {
      if (known_metric(m)) out.metrics.push_back(m);
    }
  }
  return out;
}

Settings PodiumService::set_settings(OrgId org_id, const Settings& in) const {
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
  db_.transact([&](db::Conn& c) {
    const StoredSettings before = repo_.settings(c, org_id);
    repo_.set_settings(c, org_id, {in.period, in.size, csv}, clock_.now_ms());
    audit_.record(
        c, org_id, "podium.settings", {"organization", org_id.value},
        {{"period", before.period}, {"size", before.size}, {"metrics", before.metrics_csv}},
        {{"period", in.period}, {"size", in.size}, {"metrics", csv}});
  });
  return settings(org_id);
}

Board PodiumService::board(OrgId org_id, const std::string& metric, int offset) const {
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
  const auto rows = db_.run(
      [&](db::Conn& c) { return repo_.board(c, org_id, metric, b.from, b.to, cfg.size * 3); });
  std::int64_t rank = 0, previous = -1, position = 0;
  for (const auto& [user, value] : rows) {
    ++position;
    if (value != previous) rank = position;
    // Keep whole ties at the last place shown.
    if (rank > cfg.size) break;
    b.entries.push_back({rank, user, value});
    previous = value;
  }
  return b;
}

}  // namespace aplauso::podium
