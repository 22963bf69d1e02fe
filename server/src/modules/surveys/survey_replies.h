// Anonymous replies to survey comments (issue 29, SUR-17; docs/surveys.md): a respondent who
// allows replies gets one random reply box per comment; admins answer in the box's thread, the
// respondent reads and answers at /surveys/replies, and nobody at the organisation learns who
// they are. The person is found again only through the server's secret: a box keeps an HMAC tag
// of (organisation, person, survey, cycle) to list a person's boxes and their id sealed to notify
// them, so a database dump alone links no comment to anyone.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/ids.h"
#include "modules/surveys/survey_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::privacy {
class PrivacyService;
struct Answer;
}  // namespace aplauso::privacy
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::forms {
struct Form;
}

namespace aplauso::surveys {

class SurveyReplies {
 public:
  SurveyReplies(const db::Database& db, const Clock& clock, const privacy::PrivacyService& privacy,
                const notifications::NotificationService& notices, const audit::AuditLog& audit,
                std::string server_secret)
      : db_(db),
        clock_(clock),
        privacy_(privacy),
        notices_(notices),
        audit_(audit),
        secret_(std::move(server_secret)) {}

  /// In the submit's transaction: a box for each open text among `answers` (set on them).
  void open_boxes(db::Conn& c, OrgId org, std::int64_t user_id, std::int64_t survey_id,
                  std::int64_t cycle, const forms::Form& form,
                  std::vector<privacy::Answer>& answers) const;

  // --- Admins ------------------------------------------------------------------------------------
  /// The contract's SurveyThread; 404 for another survey's box or an unknown one.
  boost::json::object thread(OrgId org, std::int64_t survey_id, const std::string& box,
                             const std::string& language) const;
  /// 422 invalid_reply, 409 thread_locked, 404. Notifies the author (survey_reply). Audited.
  boost::json::object reply(OrgId org, std::int64_t admin_id, std::int64_t survey_id,
                            const std::string& box, std::string_view text,
                            const std::string& language) const;
  boost::json::object lock(OrgId org, std::int64_t survey_id, const std::string& box, bool locked,
                           const std::string& language) const;
  /// Threads and message counts of the boxes a results page shows, by box.
  std::vector<BoxRow> boxes(db::Conn& c, OrgId org, std::int64_t survey_id,
                            const std::vector<std::string>& boxes) const;

  // --- The respondent ------------------------------------------------------------------------
  /// Their threads, newest activity first (a fixed number of statements).
  boost::json::array mine(OrgId org, std::int64_t user_id, const std::string& language) const;
  /// 404 when the box is not theirs, 409 thread_locked, 422 invalid_reply. Notifies the admins
  /// who replied in it (survey_comment_answered).
  boost::json::object answer(OrgId org, std::int64_t user_id, const std::string& box,
                             std::string_view text, const std::string& language) const;

 private:
  std::string owner_tag(OrgId org, std::int64_t user_id, std::int64_t survey_id,
                        std::int64_t cycle) const;
  /// The person's boxes (tags of every cycle they answered).
  std::vector<BoxRow> owned(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// SurveyThread objects for boxes, with their comments and messages (two statements).
  std::vector<boost::json::object> threads(db::Conn& c, OrgId org, const std::vector<BoxRow>& rows,
                                           bool for_admins, const std::string& language) const;

  const db::Database& db_;
  const Clock& clock_;
  const privacy::PrivacyService& privacy_;
  const notifications::NotificationService& notices_;
  const audit::AuditLog& audit_;
  std::string secret_;
  SurveyRepo repo_;
};

}  // namespace aplauso::surveys
