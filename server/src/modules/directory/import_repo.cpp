#include "modules/directory/import_repo.h"

#include <boost/describe/class.hpp>

#include "db/row_mapping.h"
#include "modules/directory/directory_sql.h"

namespace aplauso::directory {

BOOST_DESCRIBE_STRUCT(ImportJob, (),
                      (id, org_id, source, file_name, status, total, done, created, updated,
                       unchanged, failed, link_base, created_at, first_progress_at, finished_at))
BOOST_DESCRIBE_STRUCT(Lease, (), (job_id, org_id, link_base, source))
BOOST_DESCRIBE_STRUCT(StoredRow, (), (row_number, cells, message))

namespace {
const char* status_of(RowOutcome outcome) {
  switch (outcome) {
    case RowOutcome::kCreated: return "created";
    case RowOutcome::kUpdated: return "updated";
    case RowOutcome::kUnchanged: return "unchanged";
    case RowOutcome::kFailed: return "failed";
  }
  return "failed";
}
}  // namespace

std::int64_t ImportRepo::insert_job(db::Conn& c, OrgId org, std::optional<std::int64_t> created_by,
                                    const std::string& file_name, const char* source,
                                    std::int64_t total, const std::string& link_base,
                                    std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertJob, {org, created_by, file_name, total, link_base, now_ms, source});
}

void ImportRepo::insert_rows(db::Conn& c, OrgId org, std::int64_t job_id,
                             const std::vector<std::int64_t>& numbers,
                             const std::vector<std::string>& cells) const {
  if (numbers.empty()) return;
  c.exec(sql::kInsertRows, {org, job_id, numbers, cells});
}

std::optional<ImportJob> ImportRepo::job(db::Conn& c, OrgId org, std::int64_t id) const {
  return db::one<ImportJob>(c, sql::kJob, {org, id});
}

std::vector<StoredRow> ImportRepo::failures(db::Conn& c, OrgId org, std::int64_t job_id,
                                            std::int64_t limit) const {
  return db::all<StoredRow>(c, sql::kFailures, {org, job_id, limit});
}

std::optional<Lease> ImportRepo::lease(db::Conn& c, std::int64_t now_ms,
                                       std::int64_t until_ms) const {
  return db::one<Lease>(c, sql::kLease, {now_ms, until_ms});
}

void ImportRepo::release(db::Conn& c, std::int64_t job_id) const {
  c.exec(sql::kRelease, {job_id});
}

std::vector<StoredRow> ImportRepo::pending(db::Conn& c, std::int64_t job_id,
                                           std::int64_t limit) const {
  std::vector<StoredRow> out;
  for (const db::Row& r : c.query(sql::kPendingRows, {job_id, limit})) {
    out.push_back(StoredRow{r.i64(0), r.text(1), std::nullopt});
  }
  return out;
}

bool ImportRepo::finish_row(db::Conn& c, std::int64_t job_id, std::int64_t row_number,
                            RowOutcome outcome, const std::optional<std::string>& message,
                            std::int64_t now_ms) const {
  if (c.exec(sql::kFinishRow, {job_id, row_number, status_of(outcome), message}) == 0) {
    return false;
  }
  c.exec(
      sql::kCount,
      {job_id, outcome == RowOutcome::kCreated ? 1 : 0, outcome == RowOutcome::kUpdated ? 1 : 0,
       outcome == RowOutcome::kUnchanged ? 1 : 0, outcome == RowOutcome::kFailed ? 1 : 0, now_ms});
  return true;
}

void ImportRepo::finish_rows(db::Conn& c, std::int64_t job_id, const std::vector<Finished>& rows,
                             std::int64_t now_ms) const {
  if (rows.empty()) return;
  std::vector<std::int64_t> numbers;
  std::vector<std::string> statuses, messages;
  for (const auto& r : rows) {
    numbers.push_back(r.row_number);
    statuses.emplace_back(status_of(r.outcome));
    messages.push_back(r.message);
  }
  std::int64_t created = 0, updated = 0, unchanged = 0, failed = 0;
  for (const db::Row& r : c.query(sql::kFinishRows, {job_id, numbers, statuses, messages})) {
    const auto status = r.view(0);
    created += status == "created" ? 1 : 0;
    updated += status == "updated" ? 1 : 0;
    unchanged += status == "unchanged" ? 1 : 0;
    failed += status == "failed" ? 1 : 0;
  }
  c.exec(sql::kCountMany, {job_id, created, updated, unchanged, failed, now_ms});
}

void ImportRepo::finish_job(db::Conn& c, std::int64_t job_id, std::int64_t now_ms) const {
  c.exec(sql::kFinishJob, {job_id, now_ms});
}

}  // namespace aplauso::directory
