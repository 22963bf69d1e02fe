// Surveys and pulses (issue 29, engagement.md §1; docs/surveys.md, ADR 0050): admins build them
// (the questions are a form of the forms engine, owner "surveys"), launch them to an audience
// snapshotted per cycle, and people answer them. The answers go to the privacy engine only
// (privacy::PrivacyService::record: no person, only the day); this module keeps who was asked,
// who answered and on which day, pays the points once per person and cycle through the ledger
// (at 00:00 UTC of that day) and counts the person's pending surveys.
//
// Lifecycle: draft → scheduled → open ⇄ paused → closed → archived. The jobs (`tick`) open
// scheduled surveys on their day, close them after closes_on, open each recurring pulse's next
// cycle and send the automatic reminders to non-respondents.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/errors.h"
#include "core/ids.h"
#include "modules/forms/form_service.h"
#include "modules/privacy/publication.h"
#include "modules/surveys/survey_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::live {
class EventHub;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::points {
class PointsService;
}
namespace aplauso::privacy {
class PrivacyService;
}
namespace aplauso::users {
struct ErasedPerson;
}

namespace aplauso::surveys {

/// The forms engine's owner of survey questions.
inline constexpr std::string_view kFormOwner = "surveys";
/// Segment dimensions as recorded with every answer, in this order.
inline const std::vector<std::string> kDimensions = {"department", "country", "tenure"};

struct Audience {
  bool everyone = false;
  std::vector<std::int64_t> departments;
  std::vector<std::int64_t> groups;
  std::vector<std::string> countries;
};

/// A survey for admins: as stored, read back, with the thresholds in force and its latest form.
struct Survey {
  SurveyRow row;
  Audience audience;
  std::vector<std::int64_t> reminder_days;
  privacy::Thresholds effective;
  std::int64_t form_version = 0;
  std::optional<forms::FormVersion> form;  ///< the latest version (single reads only)
};

struct SurveyPage {
  std::vector<Survey> items;
  std::int64_t total = 0;
};

/// A survey as one person sees it.
struct MemberSurvey {
  MineRow row;
  std::string state;  ///< pending | draft | answered | closed
};

struct MemberSurveyPage {
  std::vector<MemberSurvey> items;
  std::int64_t total = 0;
};

/// What a person opens to answer: the survey, its form in their language, their draft, and the
/// size of their group (SUR-★4).
struct MemberSurveyDetail {
  MemberSurvey survey;
  forms::FormVersion version;
  std::string language;
  forms::FormContext context;
  std::optional<DraftRow> draft;
  std::int64_t group_audience = 0;
  std::int64_t k = 5;
};

struct Submitted {
  std::int64_t points_awarded = 0;
  std::string answered_on;
  std::string state;  ///< answered | pending (multi-response: may answer again)
};

/// The people of an audience with the segment each is in (a snapshot to be).
std::vector<AudienceEntry> segments_of(const std::vector<AudiencePerson>& people,
                                       std::string_view today);

class SurveyReplies;

class SurveyService {
 public:
  SurveyService(const db::Database& db, const Clock& clock, const forms::FormService& forms,
                const privacy::PrivacyService& privacy, const points::PointsService& points,
                const notifications::NotificationService& notifications, const live::EventHub& hub,
                const audit::AuditLog& audit, const SurveyReplies& replies)
      : db_(db),
        clock_(clock),
        forms_(forms),
        privacy_(privacy),
        points_(points),
        notifications_(notifications),
        hub_(hub),
        audit_(audit),
        replies_(replies) {}

  // --- Admins ----------------------------------------------------------------------------------
  SurveyPage list(OrgId org, const std::string& status, std::int64_t limit,
                  std::int64_t offset) const;
  /// 404 for another organisation's survey.
  Survey read(OrgId org, std::int64_t id) const;
  /// A new draft; 422 invalid_survey (details.fields) or invalid_form.
  Survey create(OrgId org, std::int64_t admin_id, const boost::json::object& body) const;
  /// By status (docs/surveys.md): 409 survey_locked for what a launched survey cannot change.
  Survey update(OrgId org, std::int64_t admin_id, std::int64_t id,
                const boost::json::object& body) const;
  /// Drafts only (409 invalid_transition).
  void remove(OrgId org, std::int64_t id) const;
  /// draft → open (cycle 1, snapshot, launch notification) or scheduled; 422 empty_audience.
  Survey activate(OrgId org, std::int64_t id, std::string_view today) const;
  /// open ⇄ paused.
  Survey toggle(OrgId org, std::int64_t id) const;
  /// scheduled, open or paused → closed.
  Survey close(OrgId org, std::int64_t id) const;
  /// closed → archived.
  Survey archive(OrgId org, std::int64_t id) const;
  /// Reminds the current cycle's non-respondents; 409 survey_not_open, 429 reminder_too_soon.
  std::int64_t remind(OrgId org, std::int64_t id, std::string_view today) const;

  // --- People ----------------------------------------------------------------------------------
  MemberSurveyPage mine(OrgId org, std::int64_t user_id, const std::string& state,
                        const std::string& language, std::int64_t limit, std::int64_t offset) const;
  /// 404 when not in the current cycle's audience, or not open, paused or closed.
  MemberSurveyDetail open_for(OrgId org, std::int64_t user_id, std::int64_t id,
                              std::optional<std::string> language, std::string_view today) const;
  void save_draft(OrgId org, std::int64_t user_id, std::int64_t id,
                  const boost::json::value& answers, std::optional<std::int64_t> version) const;
  /// 404, 409 survey_not_open, 409 already_answered, 422 invalid_answers.
  /// `allow_replies`: each comment gets a reply box (SUR-17, survey_replies.h).
  Submitted submit(OrgId org, std::int64_t user_id, std::int64_t id,
                   const boost::json::value& answers, std::optional<std::int64_t> version,
                   std::string_view today, bool allow_replies = false) const;
  /// Open surveys of the person's current-cycle audience they have not answered.
  std::int64_t pending(db::Conn& c, OrgId org, std::int64_t user_id) const;

  // --- Jobs ------------------------------------------------------------------------------------
  /// Opens scheduled surveys on their day, closes those past closes_on, opens recurring pulses'
  /// next cycles and sends automatic reminders; safe on several nodes at once. Returns how many
  /// surveys it changed or reminded.
  int tick() const;

  // --- For the results service -----------------------------------------------------------------
  Survey read(db::Conn& c, OrgId org, std::int64_t id, bool with_form) const;
  /// The audience of an unsaved survey's body (`audience`), checked like a survey's (422
  /// invalid_survey), as it would be taken today.
  std::vector<AudienceEntry> audience_of_body(db::Conn& c, OrgId org,
                                              const boost::json::object& body,
                                              std::string_view today) const;
  /// The audience an unlaunched survey would take today, with segments.
  std::vector<AudienceEntry> would_be_audience(db::Conn& c, OrgId org, const Audience& a,
                                               std::string_view today) const;

  /// An erased person's drafts go (users::PersonErasure).
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

  /// Called in the answer's transaction when a person first answers a cycle of a survey that
  /// is not anonymous (the challenges module counts survey_answered); never for anonymous ones,
  /// whose answers leave no trace of who answered or when (SUR-★2).
  using AnsweredHook =
      std::function<void(db::Conn&, OrgId, std::int64_t user_id, std::int64_t survey_id,
                         std::int64_t cycle, std::int64_t at_ms)>;
  /// Install-time only (modules installed after surveys).
  void on_answered(AnsweredHook hook) { answered_hooks_.push_back(std::move(hook)); }

 private:
  /// 422 reasons for unknown departments or groups.
  void check_audience(db::Conn& c, OrgId org, const Audience& a,
                      std::vector<FieldError>& errors) const;
  /// A cycle stopped taking answers: its figures' last release is settled (privacy engine).
  void cycle_complete(db::Conn& c, OrgId org, const Survey& s, std::int64_t cycle) const;
  Survey survey_of(db::Conn& c, OrgId org, SurveyRow row, bool with_form) const;
  /// Takes the snapshot and opens cycle `cycle` (from status `from`); notifies when asked.
  /// false when another call got there first.
  bool open_cycle(db::Conn& c, OrgId org, const Survey& s, const std::string& from,
                  std::int64_t cycle, const std::string& today) const;
  std::int64_t remind_people(db::Conn& c, OrgId org, const Survey& s,
                             const std::vector<std::int64_t>& people) const;
  void tick_one(const LiveSurvey& live) const;
  /// Tells the streams of the cycle's audience that their pending count may have moved.
  void pending_moved(db::Conn& c, OrgId org, std::int64_t id, std::int64_t cycle) const;

  const db::Database& db_;
  const Clock& clock_;
  const forms::FormService& forms_;
  const privacy::PrivacyService& privacy_;
  const points::PointsService& points_;
  const notifications::NotificationService& notifications_;
  const live::EventHub& hub_;
  const audit::AuditLog& audit_;
  const SurveyReplies& replies_;
  SurveyRepo repo_;
  std::vector<AnsweredHook> answered_hooks_;
};

}  // namespace aplauso::surveys
