// JSON shapes of the points module (openapi.yaml: PointsSummary, Level, LedgerEntry...).
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cstdint>
#include <map>
#include <vector>

#include "modules/points/points_service.h"
#include "modules/users/user.h"

namespace aplauso::points {

boost::json::value level_json(const std::optional<Level>& level);
boost::json::object summary_json(const Summary& summary);
/// The people ledger rows name as counterparties.
std::vector<std::int64_t> counterparties(const std::vector<HistoryRow>& rows);
/// Ledger rows with their counterparties from `people`.
boost::json::array history_json(const std::vector<HistoryRow>& rows,
                                const std::map<std::int64_t, users::Person>& people);

}  // namespace aplauso::points
