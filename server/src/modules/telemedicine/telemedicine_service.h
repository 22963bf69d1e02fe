// Telemedicine and employee-assistance providers (flag `telemedicine`, BEN-5 and BEN-★3; ADR 0071,
// docs/telemedicine.md): the providers an organisation offers (telemedicine, psychological
// support, nutrition, other) with how to reach them (a link, an access code, a phone, WhatsApp)
// and who may see them (departments, groups, countries). Aplauso keeps nothing clinical and
// nothing that ties a person to a provider: opening one adds one to that provider's count of the
// day, and admins read whole weeks, each cell decided by the privacy engine's k. The care slot
// (moods/care_offers.h) shows the providers to a person whose own signals call for care.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/telemedicine/telemedicine_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::uploads {
class UploadService;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::users {
struct ErasedPerson;
}

namespace aplauso::telemedicine {

inline constexpr std::string_view kModule = "telemedicine";

/// A change of a provider; each part optional, nullable ones cleared with a null.
struct ProviderEdit {
  std::optional<std::string> name;
  std::optional<std::string> description;
  std::optional<std::optional<std::string>> description_en;
  std::optional<std::optional<std::string>> logo_key;
  std::optional<std::string> kind;
  std::optional<std::optional<std::string>> link;
  std::optional<std::optional<std::string>> access_code;
  std::optional<std::optional<std::string>> phone;
  std::optional<std::optional<std::string>> whatsapp;
  std::optional<std::string> hours;
  std::optional<std::optional<std::string>> hours_en;
  std::optional<std::vector<std::string>> languages;
  std::optional<Eligibility> eligibility;
  std::optional<std::string> status;
  std::optional<std::int64_t> position;
};

/// How a person opens a provider, and what the app then opens.
struct Opened {
  std::string channel;             ///< link | phone | whatsapp | code
  std::optional<std::string> url;  ///< https://…, tel:…, https://wa.me/…; none for the code
};

/// One cell of the usage table: clicks shown only when `state` is ok.
struct UsageCell {
  std::string state = "no_data";  ///< ok | suppressed_small | suppressed_complementary | no_data
  std::int64_t clicks = 0;        ///< the true count; shown only when ok
};

struct ProviderUsage {
  std::int64_t id = 0;
  std::string name;
  std::string kind;
  std::string status;
  std::vector<UsageCell> weeks;  ///< one per Usage::weeks
};

/// Clicks per provider per closed week (Monday to Sunday, the organisation's days). Each week is
/// decided on its own by the privacy engine (publish(): below k hidden, and no hidden cell left
/// derivable from the week's total and the shown ones); no total across weeks is shown.
struct Usage {
  std::int64_t k = 5;
  std::string from;                ///< the first week's Monday
  std::string to;                  ///< the last week's Sunday
  std::vector<std::string> weeks;  ///< each week's Monday, oldest first
  std::vector<UsageCell> totals;   ///< every provider together, per week
  std::vector<ProviderUsage> providers;
};

class TelemedicineService {
 public:
  /// Providers per organisation (every list is one statement with this limit).
  static constexpr std::int64_t kMostProviders = 50;
  /// Weeks the usage table reads at once.
  static constexpr std::int64_t kMostWeeks = 53;

  TelemedicineService(const db::Database& db, const Clock& clock,
                      const uploads::UploadService& uploads, const privacy::PrivacyService& privacy,
                      const audit::AuditLog& audit)
      : db_(db), clock_(clock), uploads_(uploads), privacy_(privacy), audit_(audit) {}

  /// The published providers `user` may see, in the organisation's order.
  std::vector<ProviderRow> list(OrgId org, std::int64_t user) const;
  /// The same on the caller's connection (the care slot).
  std::vector<ProviderRow> list(db::Conn& c, OrgId org, std::int64_t user) const;
  /// Counts one click of the provider today (the organisation's day) and answers what to open.
  /// 404 for drafts, archived ones, other organisations' and ones `user` may not see; 422
  /// channel_unavailable when the provider has no such way; 400 for an unknown channel.
  Opened open(OrgId org, std::string_view time_zone, std::int64_t user, std::int64_t id,
              const std::string& channel) const;

  std::vector<ProviderRow> admin_list(OrgId org) const;
  ProviderRow admin_get(OrgId org, std::int64_t id) const;
  /// Audited (telemedicine.create). 400 names each bad field; 422 too_many_providers.
  ProviderRow create(OrgId org, std::int64_t admin_id, const ProviderFields& fields) const;
  /// Audited (telemedicine.update); publishing and archiving are status changes.
  ProviderRow update(OrgId org, std::int64_t admin_id, std::int64_t id,
                     const ProviderEdit& edit) const;
  /// The closed weeks from `from`'s week to `to`'s (the last 12 by default). 422 invalid_range.
  Usage usage(OrgId org, std::string_view time_zone, const std::optional<std::string>& from,
              const std::optional<std::string>& to) const;

  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  void check_fields(db::Conn& c, OrgId org, std::int64_t admin_id, ProviderFields& f,
                    const std::optional<std::string>& old_logo) const;
  std::string today(std::string_view time_zone) const;

  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const privacy::PrivacyService& privacy_;
  const audit::AuditLog& audit_;
  TelemedicineRepo repo_;
};

/// Whether `person` meets every rule of `e` (departments, groups, countries).
bool eligible(const Eligibility& e, const PersonFacts& person);

/// The Monday of `day`'s week (YYYY-MM-DD in and out).
std::string monday_of(const std::string& day);

}  // namespace aplauso::telemedicine
