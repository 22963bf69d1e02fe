// The complaints channel (issue 32, engagement.md §9; docs/complaints.md, ADR 0063): intake signed
// in or anonymous, a receipt plus a passphrase that open a sealed mailbox (CMP-★1), case
// management by the organisation's handlers with a conflict-of-interest rule (CMP-7), a
// hash-chained log per case (CMP-★2), legal clocks (CMP-8), evidence with metadata stripped,
// measures as tasks (CMP-9), the semestral notice (CMP-10) and statistics through the privacy
// engine (CMP-11). Every text of a case is sealed under its case key (32 random bytes), which is
// kept twice: sealed with the server secret (handlers read through it) and sealed under
// Argon2id(receipt ‖ passphrase) (the reporter's copy).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "core/rate_limiter.h"
#include "modules/complaints/complaint_clock.h"
#include "modules/complaints/complaint_repo.h"
#include "modules/users/user.h"

namespace aplauso {
class Clock;
}
namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::notifications {
class NotificationService;
}
namespace aplauso::tasks {
class TaskService;
}
namespace aplauso::communications {
class CommunicationService;
}
namespace aplauso::uploads {
class UploadService;
}
namespace aplauso::storage {
class FileStore;
}

namespace aplauso::complaints {

/// The upload type of evidence.
inline constexpr const char* kAttachmentType = "complaint-attachment";
/// The most evidence bytes a file may have (decoded).
inline constexpr std::size_t kMaxEvidenceBytes = 10 * 1024 * 1024;

/// What the reporter wrote: sealed at rest as one JSON text under the case key.
struct Content {
  std::string facts;
  std::string when_text;
  std::string where_text;
  std::string people_text;
  std::string witnesses_text;
  std::string desired_measures;
};

struct Intake {
  std::string kind;
  Content content;
  std::optional<std::int64_t> area_id;
  bool third_party = false;
  std::string passphrase;
  bool identified = false;
  bool notify_me = false;
  std::vector<std::int64_t> accused_ids;
  std::vector<std::int64_t> witness_ids;
  std::vector<std::int64_t> affected_ids;
  std::optional<std::int64_t> reporter_id;  ///< verbal intake
};

struct Receipt {
  std::string receipt;  ///< "1234 5678 9012 3456"
  std::string created_day;
  std::string stage;
  std::optional<std::int64_t> case_id;
};

struct Area {
  std::int64_t id = 0;
  std::string name;
};

struct FormInfo {
  std::string organisation;
  std::vector<Area> areas;
  std::string profile;
};

struct MessageView {
  std::int64_t seq = 0;
  std::string author;  ///< reporter | handler
  std::optional<users::Person> author_person;
  std::string body;
  std::string created_day;
};

struct NoteView {
  std::int64_t id = 0;
  users::Person author;
  std::string body;
  std::int64_t created_at = 0;
};

struct EvidenceView {
  std::int64_t id = 0;
  std::string file_name;
  std::string content_type;
  std::int64_t size = 0;
  std::string added_by;
  std::string created_day;
  std::string stripped;
};

struct EvidenceInput {
  std::string file_name;
  std::string content_type;
  std::string data_base64;
};

struct EvidenceFile {
  std::string file_name;
  std::string content_type;
  std::string bytes;
};

struct ReporterView {
  CaseRow row;
  Content content;
  std::vector<MessageView> messages;
  std::vector<EvidenceView> evidence;
  std::vector<Deadline> deadlines;
  std::int64_t readers = 0;
};

struct LogView {
  LogRow row;
  std::optional<users::Person> actor_person;
};

struct MeasureView {
  std::int64_t task_id = 0;
  std::string title;
  std::string status;
  std::optional<users::Person> assignee;
  std::optional<std::string> due_day;
};

struct ReaderView {
  users::Person person;
  std::int64_t first_read_at = 0;
  std::int64_t reads = 0;
};

struct CaseSummary {
  CaseRow row;
  std::int64_t readers = 0;
  std::vector<users::Person> assignees;
  std::optional<Deadline> next_deadline;
  bool overdue = false;
};

struct PersonInCase {
  users::Person person;
  std::string role;
};

struct CaseDetail {
  CaseSummary summary;
  Content content;
  std::optional<users::Person> reporter;
  std::optional<Area> area;
  std::string profile;
  std::vector<PersonInCase> people;
  std::vector<MessageView> messages;
  std::vector<NoteView> notes;
  std::vector<EvidenceView> evidence;
  std::vector<Deadline> deadlines;
  std::vector<LogView> log;
  std::vector<MeasureView> measures;
  std::optional<std::string> report_text;
  std::optional<std::string> report_day;
  std::vector<ReaderView> access;
  bool can_manage = false;
};

struct CasePage {
  std::vector<CaseSummary> items;
  std::int64_t total = 0;
};

struct CaseFilter {
  std::optional<std::string> stage;
  std::optional<std::string> kind;
  bool archived = false;
  bool assigned_only = false;
};

struct Verification {
  bool ok = true;
  std::int64_t entries = 0;
  std::optional<std::int64_t> first_broken_seq;
};

struct Caller {
  std::int64_t user_id = 0;
  bool admin = false;
};

struct RoleView {
  bool handler = false;
  bool admin = false;
  std::int64_t assigned_cases = 0;
  std::string profile;
};

struct SettingsView {
  SettingsRow row;
  std::vector<users::Person> handlers;
};

struct SettingsInput {
  std::optional<std::string> profile;
  std::optional<CustomDays> custom_days;
  std::optional<std::int64_t> cadence_months;
  std::optional<std::optional<std::string>> next_notice_day;
  std::optional<std::string> text_es;
  std::optional<std::string> text_en;
  std::optional<std::vector<std::int64_t>> handler_ids;
};

struct NoticeView {
  std::int64_t id = 0;
  std::string sent_day;
  std::int64_t communication_id = 0;
  std::int64_t recipients = 0;
  std::int64_t read = 0;
  std::int64_t confirmed = 0;
};

struct StatCell {
  std::optional<std::string> kind;
  std::optional<Area> area;
  std::string status;
  std::optional<std::int64_t> count;
};

struct Statistics {
  std::string period;
  std::int64_t k = 5;
  StatCell total;
  std::vector<StatCell> cells;
  std::string median_status;
  std::optional<double> median_days;
  std::optional<std::int64_t> median_closed;
};

/// Sends the semestral notice as a communication with reading confirmation to everyone in the
/// organisation, in the caller's transaction; returns the communication's id. Set by the module
/// (it wraps the communications service).
struct NoticeSender {
  std::function<std::int64_t(OrgId org, std::int64_t author_id, const std::string& title,
                             const std::string& body)>
      send;
  std::function<NoticeView(OrgId org, std::int64_t communication_id)> counts;
  /// The organisation's privacy k (the privacy engine's thresholds).
  std::function<std::int64_t(db::Conn& c, OrgId org)> privacy_k;
};

class ComplaintService {
 public:
  ComplaintService(const db::Database& db, const Clock& clock, std::string server_secret,
                   bool fast_hashing, const storage::FileStore& files,
                   const uploads::UploadService& uploads, const audit::AuditLog& audit,
                   const notifications::NotificationService& notifications,
                   const tasks::TaskService& tasks, NoticeSender notices);

  // The reporter's calls (no session).
  FormInfo form(OrgId org, const std::string& org_name) const;
  Receipt submit_anonymous(OrgId org, const Intake& intake, const std::string& client) const;
  Receipt submit(OrgId org, std::int64_t user_id, const Intake& intake) const;
  ReporterView open(OrgId org, const std::string& receipt, const std::string& passphrase,
                    const std::string& client) const;
  ReporterView reporter_message(OrgId org, const std::string& receipt,
                                const std::string& passphrase, const std::string& client,
                                const std::string& body) const;
  EvidenceView reporter_evidence(OrgId org, const std::string& receipt,
                                 const std::string& passphrase, const std::string& client,
                                 const EvidenceInput& input) const;

  // The handlers' calls.
  RoleView role(OrgId org, const Caller& who) const;
  Receipt submit_verbal(OrgId org, const Caller& who, const Intake& intake) const;
  CasePage cases(OrgId org, const Caller& who, const CaseFilter& filter, std::int64_t limit,
                 std::int64_t offset) const;
  CaseDetail open_case(OrgId org, const Caller& who, std::int64_t id) const;
  CaseDetail assign(OrgId org, const Caller& who, std::int64_t id,
                    const std::vector<std::int64_t>& user_ids) const;
  CaseDetail set_people(OrgId org, const Caller& who, std::int64_t id,
                        const std::vector<std::pair<std::int64_t, std::string>>& people) const;
  CaseDetail set_stage(OrgId org, const Caller& who, std::int64_t id, const std::string& stage,
                       const std::string& detail) const;
  CaseDetail milestone(OrgId org, const Caller& who, std::int64_t id, const std::string& kind,
                       const std::string& detail) const;
  MessageView handler_message(OrgId org, const Caller& who, std::int64_t id,
                              const std::string& body) const;
  NoteView note(OrgId org, const Caller& who, std::int64_t id, const std::string& body) const;
  EvidenceView handler_evidence(OrgId org, const Caller& who, std::int64_t id,
                                const EvidenceInput& input) const;
  EvidenceFile evidence_file(OrgId org, const Caller& who, std::int64_t id,
                             std::int64_t evidence_id) const;
  CaseDetail add_measure(OrgId org, const Caller& who, std::int64_t id, const std::string& title,
                         const std::string& description, std::int64_t assignee_id,
                         const std::optional<std::string>& due_day) const;
  CaseDetail set_report(OrgId org, const Caller& who, std::int64_t id,
                        const std::string& text) const;
  CaseDetail archive(OrgId org, const Caller& who, std::int64_t id) const;
  std::string dossier_pdf(OrgId org, const Caller& who, std::int64_t id,
                          bool include_content) const;
  std::string acta_pdf(OrgId org, const Caller& who, std::int64_t id) const;
  Verification verify_log(OrgId org, const Caller& who, std::int64_t id) const;

  // Settings, notices, statistics.
  SettingsView settings(OrgId org, const Caller& who) const;
  SettingsView update_settings(OrgId org, const Caller& who, const SettingsInput& input) const;
  std::vector<NoticeView> notices(OrgId org, const Caller& who) const;
  NoticeView send_notice_now(OrgId org, const Caller& who) const;
  Statistics statistics(OrgId org, const Caller& who, const std::string& period) const;

  /// The jobs: deadline warnings 3 and 1 business days before (once each), and the notices due.
  int warn_deadlines() const;
  /// The job: anonymous cases whose organisation day is over are announced to the handlers
  /// (complaint_received), once; before that no notification says when they arrived.
  int announce_anonymous() const;
  int send_due_notices() const;

  /// Demo: designates a handler and returns nothing the demo could print.
  void seed_demo(OrgId org, std::int64_t handler_id, std::int64_t accused_id,
                 std::int64_t area_id) const;

  const ComplaintRepo& repo() const { return repo_; }

 private:
  /// complaint_received to the handlers without a conflict of interest (nor the one who took
  /// a verbal intake), in the caller's transaction.
  void announce_case(db::Conn& c, OrgId org, std::int64_t id,
                     std::optional<std::int64_t> verbal_by) const;
  struct Opened;
  Opened authenticate(db::Conn& c, OrgId org, const std::string& receipt,
                      const std::string& passphrase, const std::string& client) const;
  CaseRow visible_case(db::Conn& c, OrgId org, const Caller& who, std::int64_t id) const;
  CaseDetail detail(db::Conn& c, OrgId org, const Caller& who, const CaseRow& row) const;
  ReporterView reporter_view(db::Conn& c, OrgId org, const CaseRow& row,
                             const std::string& key) const;
  Receipt create(db::Conn& c, OrgId org, const Intake& intake, bool anonymous_route,
                 std::optional<std::int64_t> reporter_id, std::optional<std::int64_t> verbal_by,
                 std::int64_t now) const;
  void append_log(db::Conn& c, OrgId org, std::int64_t case_id, std::int64_t at,
                  const std::string& kind, const std::string& actor,
                  const std::string& detail) const;
  std::string case_key(const CaseRow& row) const;
  std::vector<Deadline> deadlines_of(db::Conn& c, OrgId org, const CaseRow& row,
                                     const std::string& today) const;

  const db::Database& db_;
  const Clock& clock_;
  std::string secret_;
  bool fast_;
  const storage::FileStore& files_;
  const uploads::UploadService& uploads_;
  const audit::AuditLog& audit_;
  const notifications::NotificationService& notifications_;
  const tasks::TaskService& tasks_;
  NoticeSender notice_sender_;
  ComplaintRepo repo_;
  mutable RateLimiter client_limiter_;
};

}  // namespace aplauso::complaints
