// Surveys as stored: the surveys, each cycle's audience snapshot, participation, drafts,
// reminders and action plans. The only code that runs their SQL (surveys_sql.h). Every method
// takes the organisation; database failures surface as db::Error.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::surveys {

/// A survey as stored, with its current cycle's audience size and respondents.
struct SurveyRow {
  std::int64_t id = 0;
  std::string title;
  std::optional<std::string> title_en;
  std::optional<std::string> description;
  std::optional<std::string> description_en;
  std::string status;
  std::string confidentiality;
  std::string form_id;
  std::int64_t questions = 0;
  std::int64_t points = 0;
  bool multi_response = false;
  bool notify = true;
  std::string audience;  ///< JSON text
  std::optional<std::string> opens_on;
  std::optional<std::string> closes_on;
  std::string recurrence;
  std::int64_t cycle = 0;
  std::optional<std::string> cycle_opened_on;
  std::string reminder_days;  ///< JSON text
  std::optional<std::int64_t> k;
  std::optional<std::int64_t> k_comments;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> launched_at;
  std::int64_t audience_size = 0;
  std::int64_t respondents = 0;
};

/// What an admin writes of a survey.
struct SurveyFields {
  std::string title;
  std::optional<std::string> title_en;
  std::optional<std::string> description;
  std::optional<std::string> description_en;
  std::string confidentiality;
  std::string form_id;
  std::int64_t questions = 0;
  std::int64_t points = 0;
  bool multi_response = false;
  bool notify = true;
  std::string audience;  ///< JSON text
  std::optional<std::string> opens_on;
  std::optional<std::string> closes_on;
  std::string recurrence = "none";
  std::string reminder_days;  ///< JSON text
  std::optional<std::int64_t> k;
  std::optional<std::int64_t> k_comments;
};

/// A survey the jobs may have work on, with its organisation's time zone.
struct LiveSurvey {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::string timezone;
  std::string status;
  std::optional<std::string> opens_on;
  std::optional<std::string> closes_on;
  std::string recurrence;
  std::int64_t cycle = 0;
  std::optional<std::string> cycle_opened_on;
  std::string reminder_days;
};

/// The segment a person was in when a cycle opened.
struct Segment {
  std::optional<std::int64_t> department;
  std::optional<std::string> country;
  std::optional<std::string> tenure_band;
};

/// An active person an audience takes in, as the people tables say today.
struct AudiencePerson {
  std::int64_t user_id = 0;
  std::optional<std::int64_t> department;
  std::optional<std::string> country;
  std::optional<std::string> admission_date;
};

struct AudienceEntry {
  std::int64_t user_id = 0;
  Segment segment;
};

/// People of a snapshot sharing one segment.
struct AtomRow {
  Segment segment;
  std::int64_t people = 0;
};

/// A cycle of a survey: the day it opened (none for cycles older than the record) and the size
/// of its snapshot.
struct CycleInfo {
  std::int64_t cycle = 0;
  std::optional<std::string> opened_on;
  std::int64_t audience = 0;
};

/// A reply box (SUR-17) with its survey's title and how many messages its thread has.
struct BoxRow {
  std::string box;
  std::int64_t survey_id = 0;
  std::string title;
  std::optional<std::string> title_en;
  std::string item;
  std::string question_es;
  std::optional<std::string> question_en;
  bool locked = false;
  std::string sealed_owner;
  std::int64_t messages = 0;
};

struct NewBox {
  std::string box;
  std::string item;
  std::string question_es;
  std::optional<std::string> question_en;
  std::string owner_tag;
  std::string sealed_owner;
};

struct MessageRow {
  std::string box;
  std::int64_t id = 0;
  bool from_org = false;
  std::optional<std::int64_t> author_id;
  std::optional<std::string> first_name;
  std::optional<std::string> last_name;
  std::string text;
  std::int64_t created_at = 0;
};

/// A department a leader answers for (SUR-18).
struct TeamDepartment {
  std::int64_t id = 0;
  std::string name;
};

struct TeamSurveyRow {
  std::int64_t id = 0;
  std::string title;
  std::optional<std::string> title_en;
  std::string status;
  std::int64_t cycle = 0;
  std::optional<std::string> closes_on;
};

/// A survey seen by one person.
struct MineRow {
  std::int64_t id = 0;
  std::string title;
  std::optional<std::string> title_en;
  std::optional<std::string> description;
  std::optional<std::string> description_en;
  std::int64_t points = 0;
  std::optional<std::string> closes_on;
  std::string confidentiality;
  bool multi_response = false;
  std::int64_t cycle = 0;
  std::int64_t questions = 0;
  std::string status;
  std::optional<std::string> answered_on;  ///< in the current cycle
  bool has_draft = false;                  ///< for the current cycle
};

struct DraftRow {
  std::int64_t version = 0;
  std::string answers;  ///< JSON text
};

struct ActionRow {
  std::int64_t id = 0;
  std::int64_t survey_id = 0;
  std::string title;
  std::int64_t owner_id = 0;
  std::string due_on;
  std::optional<std::string> question_id;
  std::optional<std::string> segment_dimension;
  std::optional<std::string> segment_value;
  std::optional<std::int64_t> follow_up_survey_id;
  std::string status = "open";
  std::int64_t created_at = 0;
};

struct Participant {
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string completed_on;
};

class SurveyRepo {
 public:
  // --- Surveys ---------------------------------------------------------------------------------
  /// nullopt when the organisation has no such survey.
  std::optional<SurveyRow> find(db::Conn& c, OrgId org, std::int64_t id) const;
  /// `status` "" lists every status but archived.
  std::vector<SurveyRow> list(db::Conn& c, OrgId org, const std::string& status, std::int64_t limit,
                              std::int64_t offset) const;
  std::int64_t count(db::Conn& c, OrgId org, const std::string& status) const;
  std::int64_t insert(db::Conn& c, OrgId org, const SurveyFields& f,
                      std::optional<std::int64_t> created_by, std::int64_t now_ms) const;
  void update(db::Conn& c, OrgId org, std::int64_t id, const SurveyFields& f,
              std::int64_t now_ms) const;
  /// false when the survey was no longer in status `from`.
  bool set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                  const std::string& to, std::int64_t now_ms) const;
  /// Opens cycle `cycle` of a survey seen in status `from` at cycle `seen_cycle`; false when
  /// another call changed it first.
  bool open_cycle(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                  std::int64_t seen_cycle, std::int64_t cycle, const std::string& today,
                  std::int64_t now_ms) const;
  /// false unless it was a draft.
  bool remove(db::Conn& c, OrgId org, std::int64_t id) const;
  /// Surveys scheduled, open or paused of every organisation (the jobs'), by id.
  std::vector<LiveSurvey> live(db::Conn& c, std::int64_t limit) const;

  /// Every cycle opened, oldest first.
  std::vector<CycleInfo> cycles(db::Conn& c, OrgId org, std::int64_t id) const;

  // --- Audience --------------------------------------------------------------------------------
  std::vector<AudiencePerson> audience_people(db::Conn& c, OrgId org, bool everyone,
                                              const std::vector<std::int64_t>& departments,
                                              const std::vector<std::string>& countries,
                                              const std::vector<std::int64_t>& groups) const;
  void insert_audience(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t cycle,
                       const std::vector<AudienceEntry>& people) const;
  std::vector<AtomRow> audience_atoms(db::Conn& c, OrgId org, std::int64_t survey_id,
                                      std::int64_t cycle) const;
  /// The person's segment in the cycle's snapshot; nullopt when they were not asked.
  std::optional<Segment> member(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t cycle,
                                std::int64_t user_id) const;
  std::vector<std::int64_t> non_respondents(db::Conn& c, OrgId org, std::int64_t survey_id,
                                            std::int64_t cycle) const;
  std::vector<std::int64_t> audience_users(db::Conn& c, OrgId org, std::int64_t survey_id,
                                           std::int64_t cycle) const;
  std::int64_t known_departments(db::Conn& c, OrgId org,
                                 const std::vector<std::int64_t>& ids) const;
  std::int64_t known_groups(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const;
  std::map<std::int64_t, std::string> department_names(db::Conn& c, OrgId org) const;

  // --- Participation ---------------------------------------------------------------------------
  /// Records an answer: the cycle's how-manyth answer of the person (1 for the first);
  /// nullopt when `again` is false and they had answered already.
  std::optional<std::int64_t> participate(db::Conn& c, OrgId org, std::int64_t survey_id,
                                          std::int64_t cycle, std::int64_t user_id,
                                          const std::string& day, bool again) const;
  /// The day they answered the cycle (nullopt: not yet).
  std::optional<std::string> answered_on(db::Conn& c, OrgId org, std::int64_t survey_id,
                                         std::int64_t cycle, std::int64_t user_id) const;
  std::vector<Participant> participants(db::Conn& c, OrgId org, std::int64_t survey_id,
                                        std::int64_t cycle) const;
  std::int64_t cycle_respondents(db::Conn& c, OrgId org, std::int64_t survey_id,
                                 std::int64_t cycle) const;
  std::int64_t pending_count(db::Conn& c, OrgId org, std::int64_t user_id) const;

  // --- A person's surveys ----------------------------------------------------------------------
  /// `state`: pending | answered | closed.
  std::vector<MineRow> mine(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& state,
                            std::int64_t limit, std::int64_t offset) const;
  std::int64_t mine_count(db::Conn& c, OrgId org, std::int64_t user_id,
                          const std::string& state) const;
  std::optional<MineRow> mine_one(db::Conn& c, OrgId org, std::int64_t user_id,
                                  std::int64_t survey_id) const;

  // --- Drafts ----------------------------------------------------------------------------------
  void save_draft(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t user_id,
                  std::int64_t cycle, std::int64_t version, const std::string& answers,
                  std::int64_t now_ms) const;
  std::optional<DraftRow> draft(db::Conn& c, OrgId org, std::int64_t survey_id,
                                std::int64_t user_id, std::int64_t cycle) const;
  void delete_draft(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t user_id) const;
  /// Drafts of cycles before `cycle`.
  void delete_drafts(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t cycle) const;
  void forget_drafts(db::Conn& c, OrgId org, std::int64_t user_id) const;

  // --- Reminders -------------------------------------------------------------------------------
  /// The reminder's id when this call is the one that sends it; nullopt when sent already.
  std::optional<std::int64_t> claim_auto_reminder(db::Conn& c, OrgId org, std::int64_t survey_id,
                                                  std::int64_t cycle, std::int64_t offset_days,
                                                  const std::string& today,
                                                  std::int64_t now_ms) const;
  void insert_manual_reminder(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t cycle,
                              const std::string& today, std::int64_t reminded,
                              std::int64_t now_ms) const;
  void set_reminded(db::Conn& c, OrgId org, std::int64_t reminder_id, std::int64_t reminded) const;
  std::optional<std::string> last_manual_reminder(db::Conn& c, OrgId org,
                                                  std::int64_t survey_id) const;

  // --- Action plans ----------------------------------------------------------------------------
  std::vector<ActionRow> actions(db::Conn& c, OrgId org, std::int64_t survey_id) const;
  std::optional<ActionRow> action(db::Conn& c, OrgId org, std::int64_t survey_id,
                                  std::int64_t id) const;
  std::int64_t insert_action(db::Conn& c, OrgId org, const ActionRow& a,
                             std::optional<std::int64_t> created_by, std::int64_t now_ms) const;
  /// false when there is no such action.
  bool update_action(db::Conn& c, OrgId org, const ActionRow& a, std::int64_t now_ms) const;
  bool delete_action(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t id) const;

  // --- Anonymous replies -----------------------------------------------------------------------
  void insert_box(db::Conn& c, OrgId org, std::int64_t survey_id, const NewBox& box) const;
  /// nullopt for another survey's box or an unknown one.
  std::optional<BoxRow> box(db::Conn& c, OrgId org, std::int64_t survey_id,
                            const std::string& box) const;
  std::vector<BoxRow> boxes_of_survey(db::Conn& c, OrgId org, std::int64_t survey_id,
                                      const std::vector<std::string>& boxes) const;
  std::vector<BoxRow> boxes_of_owner(db::Conn& c, OrgId org,
                                     const std::vector<std::string>& tags) const;
  void set_box_locked(db::Conn& c, OrgId org, const std::string& box, bool locked) const;
  void insert_message(db::Conn& c, OrgId org, const std::string& box, bool from_org,
                      std::optional<std::int64_t> author_id, const std::string& text,
                      std::int64_t now_ms) const;
  std::vector<MessageRow> messages(db::Conn& c, OrgId org,
                                   const std::vector<std::string>& boxes) const;
  /// (survey, cycle) of every cycle the person answered.
  std::vector<std::pair<std::int64_t, std::int64_t>> answered_cycles(db::Conn& c, OrgId org,
                                                                     std::int64_t user_id) const;

  // --- Leaders -----------------------------------------------------------------------------------
  std::vector<TeamDepartment> led_departments(db::Conn& c, OrgId org, std::int64_t user_id) const;
  /// Their own department when people report to them (none otherwise).
  std::optional<TeamDepartment> own_team_department(db::Conn& c, OrgId org,
                                                    std::int64_t user_id) const;
  std::vector<TeamSurveyRow> team_surveys(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& departments) const;
};

}  // namespace aplauso::surveys
