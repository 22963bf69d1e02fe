#include "modules/complaints/complaint_repo.h"

#include "db/conn.h"
#include "db/row_mapping.h"
#include "modules/complaints/complaints_sql.h"

namespace aplauso::complaints {

const char* const kDefaultNoticeEs =
    "Recordatorio: canal de denuncias. Si viviste o presenciaste acoso laboral, acoso sexual, "
    "violencia o discriminación en el trabajo, puedes denunciarlo en Aplauso (menú Denuncias), "
    "con tu nombre o de forma anónima, también sin iniciar sesión. Recibirás un recibo y una "
    "frase para seguir tu caso; nadie más sabrá quién lo envió. Lee el procedimiento y confirma "
    "que recibiste este aviso.";
const char* const kDefaultNoticeEn =
    "Reminder: the complaints channel. If you experienced or witnessed workplace harassment, "
    "sexual harassment, violence or discrimination at work, you can report it in Aplauso "
    "(Complaints), with your name or anonymously, even without signing in. You get a receipt and "
    "a passphrase to follow your case; nobody else learns who sent it. Read the procedure and "
    "confirm you received this notice.";

std::int64_t ComplaintRepo::insert_case(db::Conn& c, OrgId org, const NewCaseRow& r) const {
  return *c.scalar(sql::kInsertCase,
                   {org, r.receipt_hash, r.kind, r.identified ? 1 : 0, r.reporter_user_id,
                    r.notify_reporter ? 1 : 0, r.third_party ? 1 : 0, r.profile, r.area_id,
                    r.verbal_by, r.sealed_key_server, r.sealed_key_reporter, r.salt,
                    r.sealed_content, r.created_day, r.announced ? 1 : 0});
}

std::vector<UnannouncedRow> ComplaintRepo::unannounced(db::Conn& c) const {
  std::vector<UnannouncedRow> out;
  for (const db::Row& r : c.query(sql::kUnannounced)) {
    out.push_back({r.i64(0), r.i64(1), r.text(2), r.text(3)});
  }
  return out;
}

bool ComplaintRepo::announce(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.exec(sql::kAnnounce, {org, id}) > 0;
}

std::optional<CaseRow> ComplaintRepo::find(db::Conn& c, OrgId org, std::int64_t id,
                                           bool lock) const {
  return db::one<CaseRow>(c, lock ? sql::kFindCaseForUpdate : sql::kFindCase, {org, id});
}

std::optional<CaseRow> ComplaintRepo::by_receipt(db::Conn& c, OrgId org,
                                                 const std::string& hash) const {
  return db::one<CaseRow>(c, sql::kFindByReceipt, {org, hash});
}

void ComplaintRepo::set_tries(db::Conn& c, OrgId org, std::int64_t id, std::int64_t tries,
                              std::optional<std::int64_t> locked_until, std::int64_t locks) const {
  c.exec(sql::kSetTries, {org, id, tries, locked_until, locks});
}

void ComplaintRepo::set_stage(db::Conn& c, OrgId org, std::int64_t id, const std::string& stage,
                              const std::optional<std::string>& closed_day) const {
  c.exec(sql::kSetStage, {org, id, stage, closed_day});
}

bool ComplaintRepo::set_report(db::Conn& c, OrgId org, std::int64_t id, const std::string& sealed,
                               const std::string& day) const {
  return c.exec(sql::kSetReport, {org, id, sealed, day}) == 1;
}

void ComplaintRepo::archive(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const {
  c.exec(sql::kArchive, {org, id, now});
}

std::vector<CaseRow> ComplaintRepo::list(db::Conn& c, OrgId org, const ListQuery& q) const {
  return db::all<CaseRow>(c, sql::kListCases,
                          {org, q.user_id, q.handler ? 1 : 0, q.assigned_only ? 1 : 0, q.stage,
                           q.kind, q.archived ? 1 : 0, q.limit, q.offset});
}

std::int64_t ComplaintRepo::count(db::Conn& c, OrgId org, const ListQuery& q) const {
  return c
      .scalar(sql::kCountCases, {org, q.user_id, q.handler ? 1 : 0, q.assigned_only ? 1 : 0,
                                 q.stage, q.kind, q.archived ? 1 : 0})
      .value_or(0);
}

std::vector<std::int64_t> ComplaintRepo::conflicts(db::Conn& c, OrgId org, std::int64_t case_id,
                                                   const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kConflicts, {org, case_id, ids});
}

std::int64_t ComplaintRepo::open_assigned(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kOpenAssignedCount, {org, user_id}).value_or(0);
}

std::vector<std::int64_t> ComplaintRepo::handlers(db::Conn& c, OrgId org) const {
  return db::ids(c, sql::kHandlers, {org});
}

bool ComplaintRepo::is_handler(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kIsHandler, {org, user_id}).value_or(0) > 0;
}

void ComplaintRepo::set_handlers(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                                 std::int64_t now) const {
  c.exec(sql::kDeleteHandlers, {org});
  for (const auto id : ids) c.exec(sql::kInsertHandler, {org, id, now});
}

std::vector<std::int64_t> ComplaintRepo::members(db::Conn& c, OrgId org,
                                                 const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kMembers, {org, ids});
}

std::vector<std::pair<std::int64_t, std::int64_t>> ComplaintRepo::assignees(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& case_ids) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  if (case_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kAssignees, {org, case_ids}))
    out.emplace_back(r.i64(0), r.i64(1));
  return out;
}

void ComplaintRepo::set_assignees(db::Conn& c, OrgId org, std::int64_t case_id,
                                  const std::vector<std::int64_t>& ids) const {
  c.exec(sql::kDeleteAssignees, {org, case_id});
  for (const auto id : ids) c.exec(sql::kInsertAssignee, {org, case_id, id});
}

void ComplaintRepo::remove_assignees(db::Conn& c, OrgId org, std::int64_t case_id,
                                     const std::vector<std::int64_t>& ids) const {
  if (!ids.empty()) c.exec(sql::kDeleteAssigneesIn, {org, case_id, ids});
}

bool ComplaintRepo::is_assigned(db::Conn& c, OrgId org, std::int64_t case_id,
                                std::int64_t user_id) const {
  return c.scalar(sql::kIsAssigned, {org, case_id, user_id}).value_or(0) > 0;
}

std::vector<std::pair<std::int64_t, std::string>> ComplaintRepo::people(
    db::Conn& c, OrgId org, std::int64_t case_id) const {
  std::vector<std::pair<std::int64_t, std::string>> out;
  for (const db::Row& r : c.query(sql::kPeople, {org, case_id}))
    out.emplace_back(r.i64(0), r.text(1));
  return out;
}

void ComplaintRepo::set_people(
    db::Conn& c, OrgId org, std::int64_t case_id,
    const std::vector<std::pair<std::int64_t, std::string>>& people) const {
  c.exec(sql::kDeletePeople, {org, case_id});
  for (const auto& [id, role] : people) c.exec(sql::kInsertPerson, {org, case_id, id, role});
}

std::vector<MessageRow> ComplaintRepo::messages(db::Conn& c, OrgId org,
                                                std::int64_t case_id) const {
  return db::all<MessageRow>(c, sql::kMessages, {org, case_id});
}

std::int64_t ComplaintRepo::insert_message(db::Conn& c, OrgId org, std::int64_t case_id,
                                           const std::string& author,
                                           std::optional<std::int64_t> author_id,
                                           const std::string& sealed,
                                           const std::string& day) const {
  return *c.scalar(sql::kInsertMessage, {org, case_id, author, author_id, sealed, day});
}

std::vector<NoteRow> ComplaintRepo::notes(db::Conn& c, OrgId org, std::int64_t case_id) const {
  return db::all<NoteRow>(c, sql::kNotes, {org, case_id});
}

std::int64_t ComplaintRepo::insert_note(db::Conn& c, OrgId org, std::int64_t case_id,
                                        std::int64_t author, const std::string& sealed,
                                        std::int64_t now) const {
  return *c.scalar(sql::kInsertNote, {org, case_id, author, sealed, now});
}

std::vector<EvidenceRow> ComplaintRepo::evidence(db::Conn& c, OrgId org,
                                                 std::int64_t case_id) const {
  return db::all<EvidenceRow>(c, sql::kEvidence, {org, case_id});
}

std::optional<EvidenceRow> ComplaintRepo::evidence_one(db::Conn& c, OrgId org, std::int64_t case_id,
                                                       std::int64_t id) const {
  return db::one<EvidenceRow>(c, sql::kEvidenceOne, {org, case_id, id});
}

std::int64_t ComplaintRepo::evidence_count(db::Conn& c, OrgId org, std::int64_t case_id) const {
  return c.scalar(sql::kEvidenceCount, {org, case_id}).value_or(0);
}

std::int64_t ComplaintRepo::insert_evidence(db::Conn& c, OrgId org, std::int64_t case_id,
                                            const EvidenceRow& e) const {
  return *c.scalar(sql::kInsertEvidence, {org, case_id, e.upload_key, e.sealed_name, e.content_type,
                                          e.size, e.added_by, e.stripped, e.created_day});
}

void ComplaintRepo::delete_evidence(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteEvidence, {org, id});
}

void ComplaintRepo::record_access(db::Conn& c, OrgId org, std::int64_t case_id,
                                  std::int64_t user_id, std::int64_t now) const {
  if (c.exec(sql::kTouchAccess, {org, case_id, user_id, now}) == 0)
    c.exec(sql::kInsertAccess, {org, case_id, user_id, now});
}

std::vector<AccessRow> ComplaintRepo::access(db::Conn& c, OrgId org, std::int64_t case_id) const {
  return db::all<AccessRow>(c, sql::kAccess, {org, case_id});
}

std::vector<std::pair<std::int64_t, std::int64_t>> ComplaintRepo::reader_counts(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& case_ids) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  if (case_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kReaderCounts, {org, case_ids}))
    out.emplace_back(r.i64(0), r.i64(1));
  return out;
}

std::vector<LogRow> ComplaintRepo::log(db::Conn& c, OrgId org, std::int64_t case_id) const {
  return db::all<LogRow>(c, sql::kLog, {org, case_id});
}

std::vector<LogRow> ComplaintRepo::logs_of(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& case_ids) const {
  if (case_ids.empty()) return {};
  return db::all<LogRow>(c, sql::kLogOf, {org, case_ids});
}

std::optional<LogRow> ComplaintRepo::last_log(db::Conn& c, OrgId org, std::int64_t case_id) const {
  return db::one<LogRow>(c, sql::kLastLog, {org, case_id});
}

void ComplaintRepo::append_log(db::Conn& c, OrgId org, const LogRow& r) const {
  c.exec(sql::kAppendLog,
         {org, r.case_id, r.seq, r.at, r.kind, r.actor, r.detail, r.prev_hash, r.hash});
}

SettingsRow ComplaintRepo::settings(db::Conn& c, OrgId org) const {
  SettingsRow s;
  s.text_es = kDefaultNoticeEs;
  s.text_en = kDefaultNoticeEn;
  auto rows = c.query(sql::kSettings, {org});
  if (rows.next()) {
    const auto& r = rows.row();
    s.profile = r.text(0);
    s.custom.acknowledge_days = r.i64(1);
    s.custom.investigation_days = r.i64(2);
    s.custom.measures_days = r.i64(3);
    s.custom.business_days = r.boolean(4);
    s.custom.holidays_country = r.opt_text(5);
    s.cadence_months = r.i64(6);
    s.next_notice_day = r.opt_text(7);
    s.text_es = r.text(8);
    s.text_en = r.text(9);
  }
  return s;
}

void ComplaintRepo::save_settings(db::Conn& c, OrgId org, const SettingsRow& s,
                                  std::int64_t now) const {
  c.exec(sql::kUpsertSettings,
         {org, s.profile, s.custom.acknowledge_days, s.custom.investigation_days,
          s.custom.measures_days, s.custom.business_days ? 1 : 0, s.custom.holidays_country,
          s.cadence_months, s.next_notice_day, s.text_es, s.text_en, now});
}

std::vector<std::int64_t> ComplaintRepo::due_notice_orgs(db::Conn& c,
                                                         const std::string& today) const {
  return db::ids(c, sql::kDueNotices, {today});
}

std::vector<NoticeRow> ComplaintRepo::notices(db::Conn& c, OrgId org) const {
  return db::all<NoticeRow>(c, sql::kNotices, {org});
}

std::int64_t ComplaintRepo::insert_notice(db::Conn& c, OrgId org, const std::string& day,
                                          std::int64_t communication_id, std::int64_t now) const {
  return *c.scalar(sql::kInsertNotice, {org, day, communication_id, now});
}

std::optional<std::int64_t> ComplaintRepo::first_admin(db::Conn& c, OrgId org) const {
  return c.scalar(sql::kFirstAdmin, {org});
}

std::vector<std::pair<std::int64_t, std::int64_t>> ComplaintRepo::open_cases(
    db::Conn& c, std::int64_t after) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kOpenCases, {after})) out.emplace_back(r.i64(0), r.i64(1));
  return out;
}

bool ComplaintRepo::record_warning(db::Conn& c, OrgId org, std::int64_t case_id,
                                   const std::string& deadline, std::int64_t lead,
                                   std::int64_t now) const {
  return c.exec(sql::kInsertWarning, {org, case_id, deadline, lead, now}) == 1;
}

std::pair<std::string, std::string> ComplaintRepo::org_zone(db::Conn& c, OrgId org) const {
  auto rows = c.query(sql::kOrgZone, {org});
  if (!rows.next()) return {"UTC", ""};
  return {rows.row().text(0), rows.row().text(1)};
}

std::vector<std::pair<std::int64_t, std::string>> ComplaintRepo::areas(db::Conn& c,
                                                                       OrgId org) const {
  std::vector<std::pair<std::int64_t, std::string>> out;
  for (const db::Row& r : c.query(sql::kAreas, {org})) out.emplace_back(r.i64(0), r.text(1));
  return out;
}

std::optional<std::string> ComplaintRepo::area_name(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = c.query(sql::kArea, {org, id});
  if (!rows.next()) return std::nullopt;
  return rows.row().text(1);
}

std::vector<StatRow> ComplaintRepo::stat_rows(db::Conn& c, OrgId org, const std::string& from,
                                              const std::string& to) const {
  return db::all<StatRow>(c, sql::kStatRows, {org, from, to});
}

}  // namespace aplauso::complaints
