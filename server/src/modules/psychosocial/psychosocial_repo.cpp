#include "modules/psychosocial/psychosocial_repo.h"

#include "db/conn.h"
#include "modules/psychosocial/psychosocial_sql.h"

namespace aplauso::psychosocial {

namespace {
ApplicationRow application_row(const db::Row& r) {
  ApplicationRow a;
  a.id = r.i64(0);
  a.workplace = r.text(1);
  a.guide = r.opt_text(2);
  a.guide1 = r.boolean(3);
  a.sampling = r.text(4);
  a.everyone = r.boolean(5);
  a.department_ids = r.text(6);
  a.state = r.text(7);
  a.opens_on = r.opt_text(8);
  a.closes_on = r.opt_text(9);
  a.launched_at = r.opt_i64(10);
  a.closed_at = r.opt_i64(11);
  a.closed_on = r.opt_text(12);
  a.created_by = r.i64(13);
  a.created_at = r.i64(14);
  a.updated_at = r.i64(15);
  return a;
}

RosterSummary summary_row(const db::Row& r) {
  return {r.i64(1), r.i64(2), r.i64(3), r.i64(4), r.i64(5), r.i64(6)};
}

ReferralRow referral_row(const db::Row& r) {
  return {r.i64(0),  r.i64(1),  r.text(2), r.i64(3), r.text(4),
          r.text(5), r.text(6), r.text(7), r.i64(8)};
}

std::vector<std::int64_t> ids_of(db::Rows rows) {
  std::vector<std::int64_t> out;
  for (const db::Row& r : rows) out.push_back(r.i64(0));
  return out;
}
}  // namespace

std::int64_t PsychosocialRepo::insert_application(db::Conn& c, OrgId org, const ApplicationRow& a,
                                                  std::int64_t now_ms) const {
  return c
      .scalar(sql::kInsertApplication,
              {org, a.workplace, a.guide, a.guide1 ? 1 : 0, a.sampling, a.everyone ? 1 : 0,
               a.department_ids, a.opens_on, a.closes_on, a.created_by, now_ms})
      .value_or(0);
}

std::optional<ApplicationRow> PsychosocialRepo::application(db::Conn& c, OrgId org,
                                                            std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kApplication, {org, id})) return application_row(r);
  return std::nullopt;
}

std::vector<ApplicationRow> PsychosocialRepo::applications(db::Conn& c, OrgId org) const {
  std::vector<ApplicationRow> out;
  for (const db::Row& r : c.query(sql::kApplications, {org})) out.push_back(application_row(r));
  return out;
}

bool PsychosocialRepo::update_draft(db::Conn& c, OrgId org, const ApplicationRow& a,
                                    std::int64_t now_ms) const {
  return c.exec(sql::kUpdateDraft,
                {org, a.id, a.workplace, a.guide, a.guide1 ? 1 : 0, a.sampling, a.everyone ? 1 : 0,
                 a.department_ids, a.opens_on, a.closes_on, now_ms}) > 0;
}

bool PsychosocialRepo::launch(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  return c.exec(sql::kLaunch, {org, id, now_ms}) > 0;
}

bool PsychosocialRepo::close(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms,
                             const std::string& day) const {
  return c.exec(sql::kClose, {org, id, now_ms, day}) > 0;
}

bool PsychosocialRepo::delete_draft(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteRoster, {org, id});
  return c.exec(sql::kDeleteApplication, {org, id}) > 0;
}

std::vector<ClosingRow> PsychosocialRepo::closing(db::Conn& c) const {
  std::vector<ClosingRow> out;
  for (const db::Row& r : c.query(sql::kClosing)) {
    out.push_back({r.i64(0), r.i64(1), r.text(2), r.text(3)});
  }
  return out;
}

std::vector<ReminderRow> PsychosocialRepo::to_remind(db::Conn& c) const {
  std::vector<ReminderRow> out;
  for (const db::Row& r : c.query(sql::kToRemind)) {
    out.push_back({r.i64(0), r.i64(1), r.text(2), r.text(3), r.text(4)});
  }
  return out;
}

bool PsychosocialRepo::newer_for(db::Conn& c, OrgId org, std::int64_t id,
                                 const std::string& workplace) const {
  return c.scalar(sql::kNewerFor, {org, id, workplace}).value_or(0) > 0;
}

bool PsychosocialRepo::claim_reminder(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.exec(sql::kClaimReminder, {org, id}) > 0;
}

std::vector<std::int64_t> PsychosocialRepo::admins(db::Conn& c, OrgId org) const {
  return ids_of(c.query(sql::kAdmins, {org}));
}

void PsychosocialRepo::take_roster(db::Conn& c, OrgId org, std::int64_t id, bool everyone,
                                   const std::vector<std::int64_t>& departments) const {
  c.exec(sql::kDeleteRoster, {org, id});
  if (everyone) {
    c.exec(sql::kTakeRosterAll, {org, id});
  } else {
    c.exec(sql::kTakeRosterIn, {org, id, departments});
  }
}

std::vector<RosterRow> PsychosocialRepo::roster(db::Conn& c, OrgId org, std::int64_t id) const {
  std::vector<RosterRow> out;
  for (const db::Row& r : c.query(sql::kRoster, {org, id})) {
    out.push_back({r.i64(0), r.text(1), r.boolean(2)});
  }
  return out;
}

RosterSummary PsychosocialRepo::summary(db::Conn& c, OrgId org, std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kRosterSummary, {org, id})) return summary_row(r);
  return {};
}

std::vector<std::pair<std::int64_t, RosterSummary>> PsychosocialRepo::summaries(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  std::vector<std::pair<std::int64_t, RosterSummary>> out;
  for (const db::Row& r : c.query(sql::kRosterSummaries, {org, ids})) {
    out.emplace_back(r.i64(0), summary_row(r));
  }
  return out;
}

void PsychosocialRepo::set_gender(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user,
                                  const std::string& gender) const {
  c.defer(sql::kSetGender, {org, id, user, gender});
}

void PsychosocialRepo::clear_sample(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kClearSample, {org, id});
}

void PsychosocialRepo::sample(db::Conn& c, OrgId org, std::int64_t id,
                              const std::vector<std::int64_t>& users) const {
  c.exec(sql::kSampleSome, {org, id, users});
}

void PsychosocialRepo::sample_all(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kSampleAll, {org, id});
}

std::vector<std::int64_t> PsychosocialRepo::everyone(db::Conn& c, OrgId org,
                                                     std::int64_t id) const {
  return ids_of(c.query(sql::kEveryone, {org, id}));
}

std::vector<std::int64_t> PsychosocialRepo::sampled(db::Conn& c, OrgId org, std::int64_t id) const {
  return ids_of(c.query(sql::kSampled, {org, id}));
}

std::vector<MineRow> PsychosocialRepo::mine(db::Conn& c, OrgId org, std::int64_t user) const {
  std::vector<MineRow> out;
  for (const db::Row& r : c.query(sql::kMine, {org, user})) {
    out.push_back(
        {application_row(r), {r.boolean(16), r.opt_text(17), r.opt_text(18), r.opt_i64(19)}});
  }
  return out;
}

std::optional<Membership> PsychosocialRepo::membership(db::Conn& c, OrgId org, std::int64_t id,
                                                       std::int64_t user) const {
  for (const db::Row& r : c.query(sql::kMembership, {org, id, user})) {
    return Membership{r.boolean(0), r.opt_text(1), r.opt_text(2), r.opt_i64(3)};
  }
  return std::nullopt;
}

bool PsychosocialRepo::mark_guide1(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user,
                                   const std::string& day) const {
  return c.exec(sql::kMarkGuide1, {org, id, user, day}) > 0;
}

bool PsychosocialRepo::mark_main(db::Conn& c, OrgId org, std::int64_t id, std::int64_t user,
                                 const std::string& day) const {
  return c.exec(sql::kMarkMain, {org, id, user, day}) > 0;
}

std::int64_t PsychosocialRepo::insert_guide1(db::Conn& c, OrgId org, std::int64_t id,
                                             std::int64_t user, const std::string& sealed,
                                             bool referral, const std::string& day,
                                             std::int64_t now_ms) const {
  return c.scalar(sql::kInsertGuide1, {org, id, user, sealed, referral ? 1 : 0, day, now_ms})
      .value_or(0);
}

std::optional<bool> PsychosocialRepo::guide1_of(db::Conn& c, OrgId org, std::int64_t id,
                                                std::int64_t user) const {
  for (const db::Row& r : c.query(sql::kGuide1Of, {org, id, user})) return r.boolean(0);
  return std::nullopt;
}

std::vector<ReferralRow> PsychosocialRepo::referrals(db::Conn& c, OrgId org,
                                                     const std::string& status, std::int64_t limit,
                                                     std::int64_t offset) const {
  std::vector<ReferralRow> out;
  auto rows = status.empty() ? c.query(sql::kReferrals, {org, limit, offset})
                             : c.query(sql::kReferralsIn, {org, status, limit, offset});
  for (const db::Row& r : rows) out.push_back(referral_row(r));
  return out;
}

std::int64_t PsychosocialRepo::referral_count(db::Conn& c, OrgId org,
                                              const std::string& status) const {
  return (status.empty() ? c.scalar(sql::kReferralCount, {org})
                         : c.scalar(sql::kReferralCountIn, {org, status}))
      .value_or(0);
}

std::optional<ReferralRow> PsychosocialRepo::referral(db::Conn& c, OrgId org,
                                                      std::int64_t id) const {
  for (const db::Row& r : c.query(sql::kReferral, {org, id})) return referral_row(r);
  return std::nullopt;
}

void PsychosocialRepo::update_referral(db::Conn& c, OrgId org, std::int64_t id,
                                       const std::string& status, const std::string& sealed_note,
                                       std::int64_t now_ms) const {
  c.exec(sql::kUpdateReferral, {org, id, status, sealed_note, now_ms});
}

std::int64_t PsychosocialRepo::referrals_of(db::Conn& c, OrgId org, std::int64_t id) const {
  return c.scalar(sql::kReferralsOf, {org, id}).value_or(0);
}

std::vector<std::int64_t> PsychosocialRepo::health_staff(db::Conn& c, OrgId org) const {
  return ids_of(c.query(sql::kHealthStaff, {org}));
}

bool PsychosocialRepo::is_health_staff(db::Conn& c, OrgId org, std::int64_t user) const {
  return c.scalar(sql::kIsHealthStaff, {org, user}).value_or(0) > 0;
}

void PsychosocialRepo::set_health_staff(db::Conn& c, OrgId org,
                                        const std::vector<std::int64_t>& users,
                                        std::int64_t now_ms) const {
  c.exec(sql::kDeleteHealthStaff, {org});
  for (const auto user : users) c.exec(sql::kAddHealthStaff, {org, user, now_ms});
}

std::vector<std::int64_t> PsychosocialRepo::active_among(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  return ids_of(c.query(sql::kActiveAmong, {org, ids}));
}

std::vector<DepartmentRow> PsychosocialRepo::departments_among(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  std::vector<DepartmentRow> out;
  for (const db::Row& r : c.query(sql::kDepartmentsAmong, {org, ids})) {
    out.push_back({r.i64(0), r.text(1), r.boolean(2)});
  }
  return out;
}

void PsychosocialRepo::insert_measure(db::Conn& c, OrgId org, std::int64_t id, std::int64_t task_id,
                                      const std::string& target, std::int64_t now_ms) const {
  c.exec(sql::kInsertMeasure, {org, id, task_id, target, now_ms});
}

std::vector<MeasureRow> PsychosocialRepo::measures(db::Conn& c, OrgId org, std::int64_t id) const {
  std::vector<MeasureRow> out;
  for (const db::Row& r : c.query(sql::kMeasures, {org, id})) {
    out.push_back({r.i64(0), r.text(1), r.i64(2)});
  }
  return out;
}

void PsychosocialRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user) const {
  c.exec(sql::kForgetGuide1, {org, user});
  c.exec(sql::kForgetHealthStaff, {org, user});
  c.exec(sql::kForgetRoster, {org, user});
}

}  // namespace aplauso::psychosocial
