// The values page (/corp_values, VAL-3, VAL-5, VAL-★3's acceptance rate): each active value with
// its share of recognitions per month over the last 12 months, its latest recognitions, the
// people who recognise it and are recognised for it most in the last 90 days, and for admins the
// breakdown by the receivers' departments (only departments of at least the privacy engine's k
// active members) and how often senders took the suggested value. A fixed number of statements
// whatever the number of values, posts or people.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/corp_values/corp_values_repo.h"
#include "modules/recognition/catalog_repo.h"
#include "modules/users/user_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::recognition {
class CatalogService;
}

namespace aplauso::corp_values {

struct ValueSection {
  recognition::CorporateValue value;
  std::vector<std::int64_t> monthly;  ///< one per ValuesPage::months
  std::int64_t total = 0;             ///< in the 12 months
  double share = 0;                   ///< of the 12 months' recognitions (0..1)
  std::vector<RecentRecognition> recent;
  std::vector<PersonCount> top_senders;    ///< last 90 days
  std::vector<PersonCount> top_receivers;  ///< last 90 days
};

struct DepartmentRow {
  Department department;
  std::map<std::int64_t, std::int64_t> by_value;  ///< value → recognitions received
};

struct ValuesPage {
  std::vector<std::string> months;         ///< "2026-01", oldest first, 12 of them
  std::vector<std::int64_t> recognitions;  ///< every recognition per month
  std::vector<ValueSection> values;
  std::map<std::int64_t, users::Person> people;  ///< authors and top people
  bool admin = false;
  std::int64_t suggestions_shown = 0;  ///< admins only, last 12 months
  std::int64_t suggestions_accepted = 0;
  std::int64_t min_group = 0;              ///< the privacy engine's k
  std::vector<DepartmentRow> departments;  ///< admins only, departments of at least k
  std::int64_t hidden_departments = 0;     ///< below k
};

class CorpValuesService {
 public:
  CorpValuesService(const db::Database& db, const Clock& clock,
                    const privacy::PrivacyService& privacy)
      : db_(db), clock_(clock), privacy_(privacy) {}

  /// The page; with `only`, that value's section alone (404 when it is not an active value of
  /// the organisation).
  ValuesPage page(OrgId org, bool admin, std::optional<std::int64_t> only = std::nullopt) const;
  /// Whether the person appears in the page's top lists (VAL-3's opt-out; listed by default).
  bool listed(OrgId org, std::int64_t user_id) const;
  /// Their choice; the lists skip them from the next read on (counts and shares unchanged).
  bool set_listed(OrgId org, std::int64_t user_id, bool listed) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const privacy::PrivacyService& privacy_;
  CorpValuesRepo repo_;
  recognition::CatalogRepo catalog_;
  users::UserRepo users_;
};

}  // namespace aplauso::corp_values
