// JSON shapes of the points module (openapi.yaml: PointsSummary, Level, LedgerEntry...).
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <vector>

#include "modules/points/points_service.h"

namespace aplauso::points {

boost::json::value level_json(const std::optional<Level>& level);
boost::json::object summary_json(const Summary& summary);
/// Ledger rows with their counterparties resolved (one query for all of them).
boost::json::array history_json(soci::session& s, std::int64_t org_id,
                                const std::vector<HistoryRow>& rows);

}  // namespace aplauso::points
