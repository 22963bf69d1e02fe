// What admins read of a survey (SUR-14, SUR-★3, SUR-★4, SUR-19): its results, always through
// the privacy engine (privacy::PrivacyService::report: cells below k hidden, complementary
// suppression, filters that are too specific refused), with favourability (Wilson intervals),
// eNPS (finite-population correction over the audience) and trends only where significant; the
// same table as an .xlsx; the privacy preview before launch; and the action plans (SUR-16).
// Nothing here reads the engine's tables.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/surveys/survey_repo.h"
#include "modules/users/user.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::surveys {

class SurveyService;
class SurveyReplies;

struct ResultsQuery {
  std::optional<std::int64_t> cycle;
  std::string by = "department";      ///< department | country | tenure
  std::optional<std::string> filter;  ///< "<dimension>:<value>"
  std::string language = "es";        ///< es | en
  std::string today;                  ///< the organisation's day (a live cycle's release)
};

/// E-mails, phone numbers and RUT/CURP/DNI/RFC in a comment replaced by "[oculto]" (SUR-20).
std::string redact(std::string_view text);

class SurveyResultsService {
 public:
  SurveyResultsService(const db::Database& db, const Clock& clock, const SurveyService& surveys,
                       const privacy::PrivacyService& privacy, const SurveyReplies& replies,
                       const audit::AuditLog& audit)
      : db_(db),
        clock_(clock),
        surveys_(surveys),
        privacy_(privacy),
        replies_(replies),
        audit_(audit) {}

  /// The contract's SurveyResults; 404 for another organisation's survey or an unknown cycle,
  /// 400 for a bad `by` or `filter`.
  boost::json::object results(OrgId org, std::int64_t id, const ResultsQuery& q) const;
  /// The same as a workbook. Audited (surveys.export).
  std::string export_xlsx(OrgId org, std::int64_t id, const ResultsQuery& q) const;
  /// The population's figures in every cycle (the contract's SurveyTrend); 404 for another
  /// organisation's survey.
  boost::json::object trend(OrgId org, std::int64_t id, std::string_view today,
                            const std::string& language) const;
  /// The same for an audience not saved yet (`audience`, `k` of the body); 422 invalid_survey.
  boost::json::object preview_audience(OrgId org, const boost::json::object& body,
                                       std::string_view today, const std::string& language) const;
  // --- Leaders (SUR-18) -------------------------------------------------------------------------
  /// The surveys reaching people of the departments the person leads; 403 not_a_leader.
  boost::json::array team_surveys(OrgId org, std::int64_t user_id,
                                  const std::string& language) const;
  /// The contract's SurveyTeamResults: each led department's row when published, else the
  /// organisation's, labelled; 403 not_a_leader, 404 when the survey does not reach them.
  boost::json::object team_results(OrgId org, std::int64_t user_id, std::int64_t id,
                                   const ResultsQuery& q) const;
  /// Which segments would be hidden at 60, 80 and 100 % participation.
  boost::json::object preview(OrgId org, std::int64_t id, std::string_view today,
                              const std::string& language) const;

  // --- Action plans ----------------------------------------------------------------------------
  std::vector<ActionRow> actions(OrgId org, std::int64_t survey_id) const;
  /// 422 invalid_action; with `follow_up` a draft pulse "Seguimiento: …" is created too.
  ActionRow create_action(OrgId org, std::int64_t admin_id, std::int64_t survey_id,
                          const boost::json::object& body) const;
  ActionRow update_action(OrgId org, std::int64_t survey_id, std::int64_t id,
                          const boost::json::object& body) const;
  void delete_action(OrgId org, std::int64_t survey_id, std::int64_t id) const;
  /// The owners of actions, by id (nullopt for someone erased since).
  std::map<std::int64_t, std::optional<users::Person>> owners(
      OrgId org, const std::vector<ActionRow>& actions) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const SurveyService& surveys_;
  const privacy::PrivacyService& privacy_;
  const SurveyReplies& replies_;
  const audit::AuditLog& audit_;
  SurveyRepo repo_;
};

}  // namespace aplauso::surveys
