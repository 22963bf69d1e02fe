#include "modules/points/points_json.h"

#include <boost/json/value.hpp>
#include <set>

#include "modules/users/user_json.h"

namespace aplauso::points {

namespace json = boost::json;

json::value level_json(const std::optional<Level>& level) {
  if (!level) return nullptr;
  return json::object{
      {"id", level->id},
      {"name", level->name},
      {"min_points", level->min_points},
      {"emoji", level->emoji ? json::value(*level->emoji) : json::value(nullptr)},
      {"name_en", level->name_en ? json::value(*level->name_en) : json::value(nullptr)},
      {"badge_id", level->badge_id ? json::value(*level->badge_id) : json::value(nullptr)}};
}

json::object summary_json(const Summary& s) {
  return {{"user_id", s.user_id},
          {"give_balance", s.balances.give},
          {"redeem_balance", s.balances.redeem},
          {"lifetime_received", s.balances.lifetime_received},
          {"level_points", s.level_points},
          {"level", level_json(s.level)},
          {"next_level", level_json(s.next_level)}};
}

std::vector<std::int64_t> counterparties(const std::vector<HistoryRow>& rows) {
  std::set<std::int64_t> ids;
  for (const auto& r : rows) {
    if (r.counterparty_user) ids.insert(*r.counterparty_user);
  }
  return {ids.begin(), ids.end()};
}

json::array history_json(const std::vector<HistoryRow>& rows,
                         const std::map<std::int64_t, users::Person>& people) {
  json::array out;
  for (const auto& r : rows) {
    json::value counterparty = nullptr;
    if (r.counterparty_user) {
      if (const auto p = people.find(*r.counterparty_user); p != people.end()) {
        counterparty = users::person_json(p->second);
      }
    }
    out.push_back(json::object{
        {"id", r.id},
        {"kind", r.kind},
        {"account", r.account},
        {"amount", r.amount},
        {"counterparty", counterparty},
        {"reference_type",
         r.reference_type ? json::value(*r.reference_type) : json::value(nullptr)},
        {"reference_id", r.reference_id ? json::value(*r.reference_id) : json::value(nullptr)},
        {"memo", r.memo ? json::value(*r.memo) : json::value(nullptr)},
        {"created_at", r.created_at}});
  }
  return out;
}

}  // namespace aplauso::points
