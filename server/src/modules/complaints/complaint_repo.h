// The complaints channel's repository: the only code that runs its SQL (complaints_sql.h). The
// log is appended and read, never changed.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ids.h"
#include "modules/complaints/complaint_clock.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::complaints {

/// The kinds a complaint may be (CMP-4).
inline constexpr const char* kKinds[] = {"acoso_laboral", "acoso_sexual", "violencia",
                                         "discriminacion", "otra"};

struct CaseRow {
  std::int64_t id = 0;
  std::string kind;
  bool identified = false;
  std::optional<std::int64_t> reporter_user_id;
  bool notify_reporter = false;
  bool third_party = false;
  std::string stage;
  std::string profile;
  std::optional<std::int64_t> area_id;
  std::optional<std::int64_t> verbal_by;
  std::string sealed_key_server;
  std::string sealed_key_reporter;
  std::string salt;
  std::string sealed_content;
  std::optional<std::string> sealed_report;
  std::optional<std::string> report_day;
  std::int64_t failed_tries = 0;
  std::optional<std::int64_t> locked_until;
  std::int64_t locks = 0;
  std::string created_day;
  std::optional<std::string> closed_day;
  std::optional<std::int64_t> archived_at;
};
BOOST_DESCRIBE_STRUCT(CaseRow, (),
                      (id, kind, identified, reporter_user_id, notify_reporter, third_party, stage,
                       profile, area_id, verbal_by, sealed_key_server, sealed_key_reporter, salt,
                       sealed_content, sealed_report, report_day, failed_tries, locked_until, locks,
                       created_day, closed_day, archived_at))

struct NewCaseRow {
  std::string receipt_hash;
  std::string kind;
  bool identified = false;
  std::optional<std::int64_t> reporter_user_id;
  bool notify_reporter = false;
  bool third_party = false;
  std::string profile;
  std::optional<std::int64_t> area_id;
  std::optional<std::int64_t> verbal_by;
  std::string sealed_key_server;
  std::string sealed_key_reporter;
  std::string salt;
  std::string sealed_content;
  std::string created_day;
  bool announced = true;  ///< false: the anonymous route's, told to the handlers the next day
};

struct UnannouncedRow {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::string created_day;
  std::string timezone;
};

struct LogRow {
  std::int64_t case_id = 0;
  std::int64_t seq = 0;
  std::int64_t at = 0;
  std::string kind;
  std::string actor;
  std::string detail;
  std::string prev_hash;
  std::string hash;
};
BOOST_DESCRIBE_STRUCT(LogRow, (), (case_id, seq, at, kind, actor, detail, prev_hash, hash))

struct MessageRow {
  std::int64_t seq = 0;
  std::string author;
  std::optional<std::int64_t> author_user_id;
  std::string sealed_body;
  std::string created_day;
};
BOOST_DESCRIBE_STRUCT(MessageRow, (), (seq, author, author_user_id, sealed_body, created_day))

struct NoteRow {
  std::int64_t id = 0;
  std::int64_t author_user_id = 0;
  std::string sealed_body;
  std::int64_t created_at = 0;
};
BOOST_DESCRIBE_STRUCT(NoteRow, (), (id, author_user_id, sealed_body, created_at))

struct EvidenceRow {
  std::int64_t id = 0;
  std::string upload_key;
  std::string sealed_name;
  std::string content_type;
  std::int64_t size = 0;
  std::string added_by;
  std::string stripped;
  std::string created_day;
};
BOOST_DESCRIBE_STRUCT(EvidenceRow, (),
                      (id, upload_key, sealed_name, content_type, size, added_by, stripped,
                       created_day))

struct AccessRow {
  std::int64_t user_id = 0;
  std::int64_t first_read_at = 0;
  std::int64_t reads = 0;
};
BOOST_DESCRIBE_STRUCT(AccessRow, (), (user_id, first_read_at, reads))

struct SettingsRow {
  std::string profile = "cl";
  CustomDays custom;
  std::int64_t cadence_months = 6;
  std::optional<std::string> next_notice_day;
  std::string text_es;
  std::string text_en;
};

struct NoticeRow {
  std::int64_t id = 0;
  std::string sent_day;
  std::int64_t communication_id = 0;
};
BOOST_DESCRIBE_STRUCT(NoticeRow, (), (id, sent_day, communication_id))

struct StatRow {
  std::string kind;
  std::optional<std::int64_t> area_id;
  std::string created_day;
  std::optional<std::string> closed_day;
};
BOOST_DESCRIBE_STRUCT(StatRow, (), (kind, area_id, created_day, closed_day))

struct ListQuery {
  std::int64_t user_id = 0;
  bool handler = false;
  bool assigned_only = false;
  std::optional<std::string> stage;
  std::optional<std::string> kind;
  bool archived = false;
  std::int64_t limit = 20;
  std::int64_t offset = 0;
};

class ComplaintRepo {
 public:
  std::int64_t insert_case(db::Conn& c, OrgId org, const NewCaseRow& row) const;
  std::vector<UnannouncedRow> unannounced(db::Conn& c) const;
  /// Claims a case's announcement (once across nodes).
  bool announce(db::Conn& c, OrgId org, std::int64_t id) const;
  std::optional<CaseRow> find(db::Conn& c, OrgId org, std::int64_t id, bool lock = false) const;
  std::optional<CaseRow> by_receipt(db::Conn& c, OrgId org, const std::string& hash) const;
  void set_tries(db::Conn& c, OrgId org, std::int64_t id, std::int64_t tries,
                 std::optional<std::int64_t> locked_until, std::int64_t locks) const;
  void set_stage(db::Conn& c, OrgId org, std::int64_t id, const std::string& stage,
                 const std::optional<std::string>& closed_day) const;
  bool set_report(db::Conn& c, OrgId org, std::int64_t id, const std::string& sealed,
                  const std::string& day) const;
  void archive(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const;
  std::vector<CaseRow> list(db::Conn& c, OrgId org, const ListQuery& q) const;
  std::int64_t count(db::Conn& c, OrgId org, const ListQuery& q) const;
  /// Of `user_ids`, those accused in the case or leading an accused person.
  std::vector<std::int64_t> conflicts(db::Conn& c, OrgId org, std::int64_t case_id,
                                      const std::vector<std::int64_t>& user_ids) const;
  std::int64_t open_assigned(db::Conn& c, OrgId org, std::int64_t user_id) const;

  std::vector<std::int64_t> handlers(db::Conn& c, OrgId org) const;
  bool is_handler(db::Conn& c, OrgId org, std::int64_t user_id) const;
  void set_handlers(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                    std::int64_t now) const;
  std::vector<std::int64_t> members(db::Conn& c, OrgId org,
                                    const std::vector<std::int64_t>& ids) const;
  /// (case id, user id) of the cases' investigators.
  std::vector<std::pair<std::int64_t, std::int64_t>> assignees(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& case_ids) const;
  void set_assignees(db::Conn& c, OrgId org, std::int64_t case_id,
                     const std::vector<std::int64_t>& ids) const;
  void remove_assignees(db::Conn& c, OrgId org, std::int64_t case_id,
                        const std::vector<std::int64_t>& ids) const;
  bool is_assigned(db::Conn& c, OrgId org, std::int64_t case_id, std::int64_t user_id) const;
  std::vector<std::pair<std::int64_t, std::string>> people(db::Conn& c, OrgId org,
                                                           std::int64_t case_id) const;
  void set_people(db::Conn& c, OrgId org, std::int64_t case_id,
                  const std::vector<std::pair<std::int64_t, std::string>>& people) const;

  std::vector<MessageRow> messages(db::Conn& c, OrgId org, std::int64_t case_id) const;
  std::int64_t insert_message(db::Conn& c, OrgId org, std::int64_t case_id,
                              const std::string& author, std::optional<std::int64_t> author_id,
                              const std::string& sealed, const std::string& day) const;
  std::vector<NoteRow> notes(db::Conn& c, OrgId org, std::int64_t case_id) const;
  std::int64_t insert_note(db::Conn& c, OrgId org, std::int64_t case_id, std::int64_t author,
                           const std::string& sealed, std::int64_t now) const;
  std::vector<EvidenceRow> evidence(db::Conn& c, OrgId org, std::int64_t case_id) const;
  std::optional<EvidenceRow> evidence_one(db::Conn& c, OrgId org, std::int64_t case_id,
                                          std::int64_t id) const;
  std::int64_t evidence_count(db::Conn& c, OrgId org, std::int64_t case_id) const;
  std::int64_t insert_evidence(db::Conn& c, OrgId org, std::int64_t case_id,
                               const EvidenceRow& row) const;
  void delete_evidence(db::Conn& c, OrgId org, std::int64_t id) const;

  void record_access(db::Conn& c, OrgId org, std::int64_t case_id, std::int64_t user_id,
                     std::int64_t now) const;
  std::vector<AccessRow> access(db::Conn& c, OrgId org, std::int64_t case_id) const;
  std::vector<std::pair<std::int64_t, std::int64_t>> reader_counts(
      db::Conn& c, OrgId org, const std::vector<std::int64_t>& case_ids) const;

  std::vector<LogRow> log(db::Conn& c, OrgId org, std::int64_t case_id) const;
  std::vector<LogRow> logs_of(db::Conn& c, OrgId org,
                              const std::vector<std::int64_t>& case_ids) const;
  std::optional<LogRow> last_log(db::Conn& c, OrgId org, std::int64_t case_id) const;
  void append_log(db::Conn& c, OrgId org, const LogRow& row) const;

  SettingsRow settings(db::Conn& c, OrgId org) const;
  void save_settings(db::Conn& c, OrgId org, const SettingsRow& s, std::int64_t now) const;
  std::vector<std::int64_t> due_notice_orgs(db::Conn& c, const std::string& today) const;
  std::vector<NoticeRow> notices(db::Conn& c, OrgId org) const;
  std::int64_t insert_notice(db::Conn& c, OrgId org, const std::string& day,
                             std::int64_t communication_id, std::int64_t now) const;
  std::optional<std::int64_t> first_admin(db::Conn& c, OrgId org) const;
  /// (organisation, case id) of open cases after `after`, 200 at a time.
  std::vector<std::pair<std::int64_t, std::int64_t>> open_cases(db::Conn& c,
                                                                std::int64_t after) const;
  /// True when the warning was not sent before (and is now recorded).
  bool record_warning(db::Conn& c, OrgId org, std::int64_t case_id, const std::string& deadline,
                      std::int64_t lead, std::int64_t now) const;

  /// The organisation's time zone and name.
  std::pair<std::string, std::string> org_zone(db::Conn& c, OrgId org) const;
  std::vector<std::pair<std::int64_t, std::string>> areas(db::Conn& c, OrgId org) const;
  std::optional<std::string> area_name(db::Conn& c, OrgId org, std::int64_t id) const;
  std::vector<StatRow> stat_rows(db::Conn& c, OrgId org, const std::string& from,
                                 const std::string& to) const;
};

/// The default texts of the semestral notice.
extern const char* const kDefaultNoticeEs;
extern const char* const kDefaultNoticeEn;

}  // namespace aplauso::complaints
