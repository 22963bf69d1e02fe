#include "modules/surveys/survey_repo.h"

#include "db/conn.h"
#include "modules/surveys/surveys_sql.h"

namespace aplauso::surveys {

namespace {
SurveyRow survey_of(const db::Row& r) {
  SurveyRow s;
  s.id = r.i64(0);
  s.title = r.text(1);
  s.title_en = r.opt_text(2);
  s.description = r.opt_text(3);
  s.description_en = r.opt_text(4);
  s.status = r.text(5);
  s.confidentiality = r.text(6);
  s.form_id = r.text(7);
  s.questions = r.i64(8);
  s.points = r.i64(9);
  s.multi_response = r.boolean(10);
  s.notify = r.boolean(11);
  s.audience = r.text(12);
  s.opens_on = r.opt_text(13);
  s.closes_on = r.opt_text(14);
  s.recurrence = r.text(15);
  s.cycle = r.i64(16);
  s.cycle_opened_on = r.opt_text(17);
  s.reminder_days = r.text(18);
  s.k = r.opt_i64(19);
  s.k_comments = r.opt_i64(20);
  s.created_at = r.i64(21);
  s.launched_at = r.opt_i64(22);
  s.audience_size = r.i64(23);
  s.respondents = r.i64(24);
  return s;
}

MineRow mine_of(const db::Row& r) {
  MineRow m;
  m.id = r.i64(0);
  m.title = r.text(1);
  m.title_en = r.opt_text(2);
  m.description = r.opt_text(3);
  m.description_en = r.opt_text(4);
  m.points = r.i64(5);
  m.closes_on = r.opt_text(6);
  m.confidentiality = r.text(7);
  m.multi_response = r.boolean(8);
  m.cycle = r.i64(9);
  m.questions = r.i64(10);
  m.status = r.text(11);
  m.answered_on = r.opt_text(12);
  m.has_draft = r.i64(13) > 0;
  return m;
}

ActionRow action_of(const db::Row& r) {
  ActionRow a;
  a.id = r.i64(0);
  a.survey_id = r.i64(1);
  a.title = r.text(2);
  a.owner_id = r.i64(3);
  a.due_on = r.text(4);
  a.question_id = r.opt_text(5);
  a.segment_dimension = r.opt_text(6);
  a.segment_value = r.opt_text(7);
  a.follow_up_survey_id = r.opt_i64(8);
  a.status = r.text(9);
  a.created_at = r.i64(10);
  return a;
}

Segment segment_of(const db::Row& r, int first) {
  return {r.opt_i64(first), r.opt_text(first + 1), r.opt_text(first + 2)};
}
}  // namespace

std::optional<SurveyRow> SurveyRepo::find(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = c.query(sql::kFind, {org, id});
  if (!rows.next()) return std::nullopt;
  return survey_of(rows.row());
}

std::vector<SurveyRow> SurveyRepo::list(db::Conn& c, OrgId org, const std::string& status,
                                        std::int64_t limit, std::int64_t offset) const {
  std::vector<SurveyRow> out;
  for (const db::Row& r : c.query(sql::kList, {org, status, limit, offset})) {
    out.push_back(survey_of(r));
  }
  return out;
}

std::int64_t SurveyRepo::count(db::Conn& c, OrgId org, const std::string& status) const {
  return c.scalar(sql::kCount, {org, status}).value_or(0);
}

std::int64_t SurveyRepo::insert(db::Conn& c, OrgId org, const SurveyFields& f,
                                std::optional<std::int64_t> created_by, std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert, {org,
                                  f.title,
                                  f.title_en,
                                  f.description,
                                  f.description_en,
                                  f.confidentiality,
                                  f.form_id,
                                  f.questions,
                                  f.points,
                                  f.multi_response ? 1 : 0,
                                  f.notify ? 1 : 0,
                                  f.audience,
                                  f.opens_on,
                                  f.closes_on,
                                  f.recurrence,
                                  f.reminder_days,
                                  f.k,
                                  f.k_comments,
                                  created_by,
                                  now_ms});
}

void SurveyRepo::update(db::Conn& c, OrgId org, std::int64_t id, const SurveyFields& f,
                        std::int64_t now_ms) const {
  c.exec(sql::kUpdate,
         {org, id, f.title, f.title_en, f.description, f.description_en, f.confidentiality,
          f.questions, f.points, f.multi_response ? 1 : 0, f.notify ? 1 : 0, f.audience, f.opens_on,
          f.closes_on, f.recurrence, f.reminder_days, f.k, f.k_comments, now_ms});
}

bool SurveyRepo::set_status(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                            const std::string& to, std::int64_t now_ms) const {
  return c.exec(sql::kSetStatus, {org, id, from, to, now_ms}) > 0;
}

bool SurveyRepo::open_cycle(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                            std::int64_t seen_cycle, std::int64_t cycle, const std::string& today,
                            std::int64_t now_ms) const {
  if (c.exec(sql::kOpenCycle, {org, id, from, cycle, seen_cycle, today, now_ms}) == 0) return false;
  c.exec(sql::kInsertCycle, {org, id, cycle, today});
  return true;
}

std::vector<CycleInfo> SurveyRepo::cycles(db::Conn& c, OrgId org, std::int64_t id) const {
  std::vector<CycleInfo> out;
  for (const db::Row& r : c.query(sql::kCycles, {org, id})) {
    out.push_back({r.i64(0), r.opt_text(1), r.i64(2)});
  }
  return out;
}

bool SurveyRepo::remove(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kUnlinkFollowUp, {org, id});
  c.exec(sql::kDeleteCycles, {org, id});
  return c.exec(sql::kDelete, {org, id}) > 0;
}

std::vector<LiveSurvey> SurveyRepo::live(db::Conn& c, std::int64_t limit) const {
  std::vector<LiveSurvey> out;
  for (const db::Row& r : c.query(sql::kLive, {limit})) {
    out.push_back({r.i64(0), r.i64(1), r.text(2), r.text(3), r.opt_text(4), r.opt_text(5),
                   r.text(6), r.i64(7), r.opt_text(8), r.text(9)});
  }
  return out;
}

std::vector<AudiencePerson> SurveyRepo::audience_people(
    db::Conn& c, OrgId org, bool everyone, const std::vector<std::int64_t>& departments,
    const std::vector<std::string>& countries, const std::vector<std::int64_t>& groups) const {
  std::vector<AudiencePerson> out;
  for (const db::Row& r :
       c.query(sql::kAudiencePeople, {org, everyone ? 1 : 0, departments, countries, groups})) {
    out.push_back({r.i64(0), r.opt_i64(1), r.opt_text(2), r.opt_text(3)});
  }
  return out;
}

void SurveyRepo::insert_audience(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t cycle,
                                 const std::vector<AudienceEntry>& people) const {
  // In batches: one statement per 5,000 people.
  constexpr std::size_t kBatch = 5000;
  for (std::size_t from = 0; from < people.size(); from += kBatch) {
    std::vector<std::int64_t> ids, departments;
    std::vector<std::string> countries, tenures;
    for (std::size_t i = from; i < people.size() && i < from + kBatch; ++i) {
      const auto& p = people[i];
      ids.push_back(p.user_id);
      departments.push_back(p.segment.department.value_or(0));
      countries.push_back(p.segment.country.value_or(""));
      tenures.push_back(p.segment.tenure_band.value_or(""));
    }
    c.exec(sql::kInsertAudience, {org, survey_id, cycle, ids, departments, countries, tenures});
  }
}

std::vector<AtomRow> SurveyRepo::audience_atoms(db::Conn& c, OrgId org, std::int64_t survey_id,
                                                std::int64_t cycle) const {
  std::vector<AtomRow> out;
  for (const db::Row& r : c.query(sql::kAudienceAtoms, {org, survey_id, cycle})) {
    out.push_back({segment_of(r, 0), r.i64(3)});
  }
  return out;
}

std::optional<Segment> SurveyRepo::member(db::Conn& c, OrgId org, std::int64_t survey_id,
                                          std::int64_t cycle, std::int64_t user_id) const {
  auto rows = c.query(sql::kMember, {org, survey_id, cycle, user_id});
  if (!rows.next()) return std::nullopt;
  return segment_of(rows.row(), 0);
}

std::vector<std::int64_t> SurveyRepo::non_respondents(db::Conn& c, OrgId org,
                                                      std::int64_t survey_id,
                                                      std::int64_t cycle) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kNonRespondents, {org, survey_id, cycle})) {
    out.push_back(r.i64(0));
  }
  return out;
}

std::vector<std::int64_t> SurveyRepo::audience_users(db::Conn& c, OrgId org, std::int64_t survey_id,
                                                     std::int64_t cycle) const {
  std::vector<std::int64_t> out;
  for (const db::Row& r : c.query(sql::kAudienceUsers, {org, survey_id, cycle})) {
    out.push_back(r.i64(0));
  }
  return out;
}

std::int64_t SurveyRepo::known_departments(db::Conn& c, OrgId org,
                                           const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kKnownDepartments, {org, ids}).value_or(0);
}

std::int64_t SurveyRepo::known_groups(db::Conn& c, OrgId org,
                                      const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kKnownGroups, {org, ids}).value_or(0);
}

std::map<std::int64_t, std::string> SurveyRepo::department_names(db::Conn& c, OrgId org) const {
  std::map<std::int64_t, std::string> out;
  for (const db::Row& r : c.query(sql::kDepartmentNames, {org})) out[r.i64(0)] = r.text(1);
  return out;
}

std::optional<std::int64_t> SurveyRepo::participate(db::Conn& c, OrgId org, std::int64_t survey_id,
                                                    std::int64_t cycle, std::int64_t user_id,
                                                    const std::string& day, bool again) const {
  return c.scalar(again ? sql::kParticipateAgain : sql::kParticipateOnce,
                  {org, survey_id, cycle, user_id, day});
}

std::optional<std::string> SurveyRepo::answered_on(db::Conn& c, OrgId org, std::int64_t survey_id,
                                                   std::int64_t cycle, std::int64_t user_id) const {
  auto rows = c.query(sql::kParticipation, {org, survey_id, cycle, user_id});
  if (!rows.next()) return std::nullopt;
  return rows.row().text(0);
}

std::vector<Participant> SurveyRepo::participants(db::Conn& c, OrgId org, std::int64_t survey_id,
                                                  std::int64_t cycle) const {
  std::vector<Participant> out;
  for (const db::Row& r : c.query(sql::kParticipants, {org, survey_id, cycle})) {
    out.push_back({r.text(0), r.text(1), r.text(2), r.text(3)});
  }
  return out;
}

std::int64_t SurveyRepo::cycle_respondents(db::Conn& c, OrgId org, std::int64_t survey_id,
                                           std::int64_t cycle) const {
  return c.scalar(sql::kCycleRespondents, {org, survey_id, cycle}).value_or(0);
}

std::int64_t SurveyRepo::pending_count(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kPendingCount, {org, user_id}).value_or(0);
}

std::vector<MineRow> SurveyRepo::mine(db::Conn& c, OrgId org, std::int64_t user_id,
                                      const std::string& state, std::int64_t limit,
                                      std::int64_t offset) const {
  const auto& st = state == "answered" ? sql::kMineAnswered
                   : state == "closed" ? sql::kMineClosed
                                       : sql::kMinePending;
  std::vector<MineRow> out;
  for (const db::Row& r : c.query(st, {org, user_id, limit, offset})) out.push_back(mine_of(r));
  return out;
}

std::int64_t SurveyRepo::mine_count(db::Conn& c, OrgId org, std::int64_t user_id,
                                    const std::string& state) const {
  const auto& st = state == "answered" ? sql::kMineAnsweredCount
                   : state == "closed" ? sql::kMineClosedCount
                                       : sql::kMinePendingCount;
  return c.scalar(st, {org, user_id}).value_or(0);
}

std::optional<MineRow> SurveyRepo::mine_one(db::Conn& c, OrgId org, std::int64_t user_id,
                                            std::int64_t survey_id) const {
  auto rows = c.query(sql::kMineOne, {org, user_id, survey_id});
  if (!rows.next()) return std::nullopt;
  return mine_of(rows.row());
}

void SurveyRepo::save_draft(db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t user_id,
                            std::int64_t cycle, std::int64_t version, const std::string& answers,
                            std::int64_t now_ms) const {
  c.exec(sql::kSaveDraft, {org, survey_id, user_id, cycle, version, answers, now_ms});
}

std::optional<DraftRow> SurveyRepo::draft(db::Conn& c, OrgId org, std::int64_t survey_id,
                                          std::int64_t user_id, std::int64_t cycle) const {
  auto rows = c.query(sql::kDraft, {org, survey_id, user_id, cycle});
  if (!rows.next()) return std::nullopt;
  return DraftRow{rows.row().i64(0), rows.row().text(1)};
}

void SurveyRepo::delete_draft(db::Conn& c, OrgId org, std::int64_t survey_id,
                              std::int64_t user_id) const {
  c.exec(sql::kDeleteDraft, {org, survey_id, user_id});
}

void SurveyRepo::delete_drafts(db::Conn& c, OrgId org, std::int64_t survey_id,
                               std::int64_t cycle) const {
  c.exec(sql::kDeleteDrafts, {org, survey_id, cycle});
}

void SurveyRepo::forget_drafts(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kForgetDrafts, {org, user_id});
}

std::optional<std::int64_t> SurveyRepo::claim_auto_reminder(
    db::Conn& c, OrgId org, std::int64_t survey_id, std::int64_t cycle, std::int64_t offset_days,
    const std::string& today, std::int64_t now_ms) const {
  return c.scalar(sql::kClaimAutoReminder, {org, survey_id, cycle, offset_days, today, now_ms});
}

void SurveyRepo::insert_manual_reminder(db::Conn& c, OrgId org, std::int64_t survey_id,
                                        std::int64_t cycle, const std::string& today,
                                        std::int64_t reminded, std::int64_t now_ms) const {
  c.exec(sql::kInsertManualReminder, {org, survey_id, cycle, today, reminded, now_ms});
}

void SurveyRepo::set_reminded(db::Conn& c, OrgId org, std::int64_t reminder_id,
                              std::int64_t reminded) const {
  c.exec(sql::kSetReminded, {org, reminder_id, reminded});
}

std::optional<std::string> SurveyRepo::last_manual_reminder(db::Conn& c, OrgId org,
                                                            std::int64_t survey_id) const {
  auto rows = c.query(sql::kLastManualReminder, {org, survey_id});
  if (!rows.next()) return std::nullopt;
  return rows.row().text(0);
}

std::vector<ActionRow> SurveyRepo::actions(db::Conn& c, OrgId org, std::int64_t survey_id) const {
  std::vector<ActionRow> out;
  for (const db::Row& r : c.query(sql::kActions, {org, survey_id})) out.push_back(action_of(r));
  return out;
}

std::optional<ActionRow> SurveyRepo::action(db::Conn& c, OrgId org, std::int64_t survey_id,
                                            std::int64_t id) const {
  auto rows = c.query(sql::kAction, {org, survey_id, id});
  if (!rows.next()) return std::nullopt;
  return action_of(rows.row());
}

std::int64_t SurveyRepo::insert_action(db::Conn& c, OrgId org, const ActionRow& a,
                                       std::optional<std::int64_t> created_by,
                                       std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertAction, {org, a.survey_id, a.title, a.owner_id, a.due_on,
                                        a.question_id, a.segment_dimension, a.segment_value,
                                        a.follow_up_survey_id, created_by, now_ms});
}

bool SurveyRepo::update_action(db::Conn& c, OrgId org, const ActionRow& a,
                               std::int64_t now_ms) const {
  return c.exec(sql::kUpdateAction,
                {org, a.survey_id, a.id, a.title, a.owner_id, a.due_on, a.question_id,
                 a.segment_dimension, a.segment_value, a.status, now_ms}) > 0;
}

bool SurveyRepo::delete_action(db::Conn& c, OrgId org, std::int64_t survey_id,
                               std::int64_t id) const {
  return c.exec(sql::kDeleteAction, {org, survey_id, id}) > 0;
}

// --- Anonymous replies ---------------------------------------------------------------------------

namespace {

BoxRow box_row(const db::Row& r) {
  return {r.text(0), r.i64(1),      r.text(2),    r.opt_text(3), r.text(4),
          r.text(5), r.opt_text(6), r.boolean(7), r.text(8),     r.i64(9)};
}

}  // namespace

void SurveyRepo::insert_box(db::Conn& c, OrgId org, std::int64_t survey_id, const NewBox& b) const {
  c.exec(sql::kInsertBox, {org, b.box, survey_id, b.item, b.question_es, b.question_en, b.owner_tag,
                           b.sealed_owner});
}

std::optional<BoxRow> SurveyRepo::box(db::Conn& c, OrgId org, std::int64_t survey_id,
                                      const std::string& box) const {
  auto rows = c.query(sql::kBox, {org, survey_id, box});
  if (!rows.next()) return std::nullopt;
  return box_row(rows.row());
}

std::vector<BoxRow> SurveyRepo::boxes_of_survey(db::Conn& c, OrgId org, std::int64_t survey_id,
                                                const std::vector<std::string>& boxes) const {
  std::vector<BoxRow> out;
  if (boxes.empty()) return out;
  for (const db::Row& r : c.query(sql::kBoxesOfSurvey, {org, survey_id, boxes})) {
    out.push_back(box_row(r));
  }
  return out;
}

std::vector<BoxRow> SurveyRepo::boxes_of_owner(db::Conn& c, OrgId org,
                                               const std::vector<std::string>& tags) const {
  std::vector<BoxRow> out;
  if (tags.empty()) return out;
  for (const db::Row& r : c.query(sql::kBoxesOfOwner, {org, tags})) out.push_back(box_row(r));
  return out;
}

void SurveyRepo::set_box_locked(db::Conn& c, OrgId org, const std::string& box, bool locked) const {
  c.exec(sql::kSetBoxLocked, {org, box, std::int64_t{locked ? 1 : 0}});
}

void SurveyRepo::insert_message(db::Conn& c, OrgId org, const std::string& box, bool from_org,
                                std::optional<std::int64_t> author_id, const std::string& text,
                                std::int64_t now_ms) const {
  c.exec(sql::kInsertMessage, {org, box, std::int64_t{from_org ? 1 : 0}, author_id, text, now_ms});
}

std::vector<MessageRow> SurveyRepo::messages(db::Conn& c, OrgId org,
                                             const std::vector<std::string>& boxes) const {
  std::vector<MessageRow> out;
  if (boxes.empty()) return out;
  for (const db::Row& r : c.query(sql::kMessages, {org, boxes})) {
    out.push_back({r.text(0), r.i64(1), r.boolean(2), r.opt_i64(3), r.opt_text(4), r.opt_text(5),
                   r.text(6), r.i64(7)});
  }
  return out;
}

std::vector<std::pair<std::int64_t, std::int64_t>> SurveyRepo::answered_cycles(
    db::Conn& c, OrgId org, std::int64_t user_id) const {
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  for (const db::Row& r : c.query(sql::kAnsweredCycles, {org, user_id})) {
    out.emplace_back(r.i64(0), r.i64(1));
  }
  return out;
}

// --- Leaders -------------------------------------------------------------------------------------

std::vector<TeamDepartment> SurveyRepo::led_departments(db::Conn& c, OrgId org,
                                                        std::int64_t user_id) const {
  std::vector<TeamDepartment> out;
  for (const db::Row& r : c.query(sql::kLedDepartments, {org, user_id})) {
    out.push_back({r.i64(0), r.text(1)});
  }
  return out;
}

std::optional<TeamDepartment> SurveyRepo::own_team_department(db::Conn& c, OrgId org,
                                                              std::int64_t user_id) const {
  auto rows = c.query(sql::kOwnTeamDepartment, {org, user_id});
  if (!rows.next()) return std::nullopt;
  return TeamDepartment{rows.row().i64(0), rows.row().text(1)};
}

std::vector<TeamSurveyRow> SurveyRepo::team_surveys(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& departments) const {
  std::vector<TeamSurveyRow> out;
  if (departments.empty()) return out;
  for (const db::Row& r : c.query(sql::kTeamSurveys, {org, departments})) {
    out.push_back({r.i64(0), r.text(1), r.opt_text(2), r.text(3), r.i64(4), r.opt_text(5)});
  }
  return out;
}

}  // namespace aplauso::surveys
