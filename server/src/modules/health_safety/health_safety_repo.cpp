#include "modules/health_safety/health_safety_repo.h"

#include "db/conn.h"
#include "modules/health_safety/health_safety_sql.h"

namespace aplauso::health_safety {

namespace {
std::vector<ReportRow> read_reports(db::Rows rows) {
  std::vector<ReportRow> out;
  for (const db::Row& r : rows) {
    ReportRow x;
    x.id = r.i64(0);
    x.kind = r.text(1);
    x.reporter_id = r.opt_i64(2);
    x.site_id = r.opt_i64(3);
    x.place = r.text(4);
    x.occurred_at = r.text(5);
    x.description = r.text(6);
    x.injury = r.i64(7) != 0;
    x.severity = r.text(8);
    x.status = r.text(9);
    x.root_cause = r.text(10);
    x.signed_off_by = r.opt_i64(11);
    x.signed_off_at = r.opt_i64(12);
    x.created_at = r.i64(13);
    x.updated_at = r.i64(14);
    out.push_back(std::move(x));
  }
  return out;
}

std::vector<std::int64_t> read_ids(db::Rows rows) {
  std::vector<std::int64_t> out;
  for (const db::Row& r : rows) out.push_back(r.i64(0));
  return out;
}
}  // namespace

std::optional<ReportRow> HealthSafetyRepo::report(db::Conn& c, OrgId org, std::int64_t id) const {
  auto rows = read_reports(c.query(sql::kReport, {org, id}));
  if (rows.empty()) return std::nullopt;
  load_details(c, org, rows);
  return std::move(rows.front());
}

std::optional<ReportRow> HealthSafetyRepo::by_receipt(db::Conn& c, OrgId org,
                                                      const std::string& hash) const {
  auto rows = read_reports(c.query(sql::kReportByReceipt, {org, hash}));
  if (rows.empty()) return std::nullopt;
  load_details(c, org, rows);
  return std::move(rows.front());
}

std::vector<ReportRow> HealthSafetyRepo::reports(db::Conn& c, OrgId org, const std::string& filter,
                                                 const std::string& value, std::int64_t limit,
                                                 std::int64_t offset) const {
  std::vector<ReportRow> rows;
  if (filter == "status") {
    rows = read_reports(c.query(sql::kReportsByStatus, {org, value, limit, offset}));
  } else if (filter == "kind") {
    rows = read_reports(c.query(sql::kReportsByKind, {org, value, limit, offset}));
  } else {
    rows = read_reports(c.query(sql::kReportsRecent, {org, limit, offset}));
  }
  load_details(c, org, rows);
  return rows;
}

std::vector<ReportRow> HealthSafetyRepo::of_reporter(db::Conn& c, OrgId org, std::int64_t user,
                                                     std::int64_t limit,
                                                     std::int64_t offset) const {
  auto rows = read_reports(c.query(sql::kReportsOfReporter, {org, user, limit, offset}));
  load_details(c, org, rows);
  return rows;
}

std::int64_t HealthSafetyRepo::insert_report(db::Conn& c, OrgId org, const ReportRow& r,
                                             const std::string& month) const {
  return c
      .scalar(sql::kInsertReport,
              {org, r.kind, r.reporter_id, r.site_id, r.place, r.occurred_at, month, r.description,
               r.injury ? 1 : 0, r.severity, r.created_at, r.receipt_hash})
      .value_or(0);
}

bool HealthSafetyRepo::move(db::Conn& c, OrgId org, std::int64_t id, const std::string& from,
                            const std::string& to, std::int64_t now) const {
  return c.exec(sql::kMoveReport, {org, id, from, to, now}) > 0;
}

bool HealthSafetyRepo::sign_off(db::Conn& c, OrgId org, std::int64_t id, std::int64_t officer,
                                std::int64_t now) const {
  return c.exec(sql::kSignOff, {org, id, officer, now}) > 0;
}

bool HealthSafetyRepo::change_investigation(db::Conn& c, OrgId org, std::int64_t id,
                                            const std::string& severity,
                                            const std::string& root_cause, std::int64_t now) const {
  return c.exec(sql::kChangeInvestigation, {org, id, severity, root_cause, now}) > 0;
}

std::vector<Atom> HealthSafetyRepo::atoms(db::Conn& c, OrgId org,
                                          const std::string& since_month) const {
  std::vector<Atom> out;
  for (const db::Row& r : c.query(sql::kReportAtoms, {org, since_month})) {
    out.push_back({r.opt_i64(0), r.text(1), r.text(2), r.i64(3)});
  }
  return out;
}

void HealthSafetyRepo::load_details(db::Conn& c, OrgId org, std::vector<ReportRow>& rows) const {
  if (rows.empty()) return;
  std::vector<std::int64_t> ids;
  std::map<std::int64_t, ReportRow*> by_id;
  for (auto& r : rows) {
    ids.push_back(r.id);
    by_id[r.id] = &r;
  }
  for (const db::Row& r : c.query(sql::kInjured, {org, ids})) {
    if (auto it = by_id.find(r.i64(0)); it != by_id.end()) it->second->injured.push_back(r.i64(1));
  }
  for (const db::Row& r : c.query(sql::kPhotos, {org, ids})) {
    if (auto it = by_id.find(r.i64(0)); it != by_id.end()) {
      it->second->photos.push_back({r.text(1), r.text(2)});
    }
  }
}

void HealthSafetyRepo::insert_injured(db::Conn& c, OrgId org, std::int64_t report,
                                      std::int64_t user) const {
  c.exec(sql::kInsertInjured, {org, report, user});
}

bool HealthSafetyRepo::is_injured(db::Conn& c, OrgId org, std::int64_t report,
                                  std::int64_t user) const {
  return c.scalar(sql::kIsInjured, {org, user, report}).value_or(0) > 0;
}

bool HealthSafetyRepo::injured_since(db::Conn& c, OrgId org, std::int64_t user,
                                     std::int64_t since) const {
  return c.scalar(sql::kInjuredSince, {org, user, since}).value_or(0) > 0;
}

void HealthSafetyRepo::insert_photo(db::Conn& c, OrgId org, std::int64_t report,
                                    const Photo& p) const {
  c.exec(sql::kInsertPhoto, {org, report, p.key, p.name});
}

std::vector<std::int64_t> HealthSafetyRepo::active_among(
    db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return read_ids(c.query(sql::kActivePeople, {org, ids}));
}

std::vector<EventRow> HealthSafetyRepo::events(db::Conn& c, OrgId org, std::int64_t report) const {
  std::vector<EventRow> out;
  for (const db::Row& r : c.query(sql::kEvents, {org, report})) {
    out.push_back({r.i64(0), r.i64(1), r.text(2), r.opt_i64(3), r.text(4)});
  }
  return out;
}

std::int64_t HealthSafetyRepo::count_events(db::Conn& c, OrgId org, std::int64_t report,
                                            const std::string& kind) const {
  return c.scalar(sql::kEventsOfKind, {org, report, kind}).value_or(0);
}

void HealthSafetyRepo::insert_event(db::Conn& c, OrgId org, std::int64_t report, std::int64_t at,
                                    const std::string& kind, std::optional<std::int64_t> actor,
                                    const std::string& detail) const {
  c.exec(sql::kInsertEvent, {org, report, at, kind, actor, detail});
}

void HealthSafetyRepo::insert_action(db::Conn& c, OrgId org, std::int64_t report, std::int64_t task,
                                     std::int64_t now) const {
  c.exec(sql::kInsertAction, {org, report, task, now});
}

std::vector<std::int64_t> HealthSafetyRepo::officers(db::Conn& c, OrgId org) const {
  return read_ids(c.query(sql::kOfficers, {org}));
}

bool HealthSafetyRepo::is_officer(db::Conn& c, OrgId org, std::int64_t user) const {
  return c.scalar(sql::kIsOfficer, {org, user}).value_or(0) > 0;
}

void HealthSafetyRepo::set_officers(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                                    std::int64_t now) const {
  c.exec(sql::kDeleteOfficers, {org});
  for (const auto id : ids) c.exec(sql::kAddOfficer, {org, id, now});
}

std::vector<std::int64_t> HealthSafetyRepo::admins(db::Conn& c, OrgId org) const {
  return read_ids(c.query(sql::kAdmins, {org}));
}

bool HealthSafetyRepo::metrics_enabled(db::Conn& c, OrgId org, std::int64_t user) const {
  return c.scalar(sql::kMetricsEnabled, {org, user}).value_or(0) > 0;
}

void HealthSafetyRepo::enable_metrics(db::Conn& c, OrgId org, std::int64_t user,
                                      std::int64_t now) const {
  c.exec(sql::kEnableMetrics, {org, user, now});
}

void HealthSafetyRepo::disable_metrics(db::Conn& c, OrgId org, std::int64_t user) const {
  c.exec(sql::kDeleteMetrics, {org, user});
  c.exec(sql::kDisableMetrics, {org, user});
}

std::vector<MetricRow> HealthSafetyRepo::metrics(db::Conn& c, OrgId org, std::int64_t user,
                                                 std::int64_t limit, std::int64_t offset) const {
  std::vector<MetricRow> out;
  for (const db::Row& r : c.query(sql::kMetrics, {org, user, limit, offset})) {
    out.push_back(
        {r.i64(0), r.text(1), r.opt_i64(2), r.opt_i64(3), r.opt_i64(4), r.opt_i64(5), r.i64(6)});
  }
  return out;
}

std::int64_t HealthSafetyRepo::metrics_count(db::Conn& c, OrgId org, std::int64_t user) const {
  return c.scalar(sql::kMetricsCount, {org, user}).value_or(0);
}

std::int64_t HealthSafetyRepo::insert_metric(db::Conn& c, OrgId org, std::int64_t user,
                                             const MetricRow& m) const {
  return c
      .scalar(sql::kInsertMetric,
              {org, user, m.day, m.weight_dg, m.steps, m.sleep_minutes, m.resting_hr, m.created_at})
      .value_or(0);
}

bool HealthSafetyRepo::delete_metric(db::Conn& c, OrgId org, std::int64_t user,
                                     std::int64_t id) const {
  return c.exec(sql::kDeleteMetric, {org, user, id}) > 0;
}

void HealthSafetyRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user) const {
  disable_metrics(c, org, user);
  c.exec(sql::kForgetReporter, {org, user});
  c.exec(sql::kForgetInjured, {org, user});
  c.exec(sql::kForgetOfficer, {org, user});
}

}  // namespace aplauso::health_safety
