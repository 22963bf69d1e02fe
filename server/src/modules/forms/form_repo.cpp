#include "modules/forms/form_repo.h"

#include "db/conn.h"
#include "modules/forms/forms_sql.h"

namespace aplauso::forms {

namespace {
StoredForm stored_form_of(const db::Row& r) {
  StoredForm f;
  f.form_id = r.text(0);
  f.version = r.i64(1);
  f.owner = r.text(2);
  f.definition = r.text(3);
  f.created_by = r.opt_i64(4);
  f.created_at = r.i64(5);
  f.archived_at = r.opt_i64(6);
  return f;
}
}  // namespace

std::optional<StoredForm> FormRepo::find(db::Conn& c, OrgId org, const std::string& form_id,
                                         std::optional<std::int64_t> version) const {
  auto rows = version ? c.query(sql::kVersion, {org, form_id, *version})
                      : c.query(sql::kLatest, {org, form_id});
  if (!rows.next()) return std::nullopt;
  return stored_form_of(rows.row());
}

std::optional<StoredForm> FormRepo::latest_for_update(db::Conn& c, OrgId org,
                                                      const std::string& form_id) const {
  auto rows = c.query(sql::kLatestForUpdate, {org, form_id});
  if (!rows.next()) return std::nullopt;
  return stored_form_of(rows.row());
}

std::vector<StoredForm> FormRepo::list(db::Conn& c, OrgId org, const std::string& owner,
                                       bool include_archived, std::int64_t limit,
                                       std::int64_t offset) const {
  std::vector<StoredForm> out;
  for (const db::Row& r : c.query(sql::kList, {org, owner, include_archived, limit, offset})) {
    out.push_back(stored_form_of(r));
    out.back().submissions = r.i64(7);
  }
  return out;
}

std::int64_t FormRepo::count(db::Conn& c, OrgId org, const std::string& owner,
                             bool include_archived) const {
  return c.scalar(sql::kCount, {org, owner, include_archived}).value_or(0);
}

std::int64_t FormRepo::insert(db::Conn& c, OrgId org, const NewVersion& v,
                              std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert,
                   {org, v.form_id, v.version, v.owner, v.definition, v.created_by, now_ms});
}

bool FormRepo::archive(db::Conn& c, OrgId org, const std::string& form_id,
                       std::int64_t now_ms) const {
  return c.exec(sql::kArchive, {org, form_id, now_ms}) > 0;
}

std::int64_t FormRepo::insert_submission(db::Conn& c, OrgId org, const std::string& form_id,
                                         std::int64_t version, std::int64_t user_id,
                                         const std::string& answers, std::int64_t now_ms) const {
  return *c.scalar(sql::kInsertSubmission, {org, form_id, version, user_id, answers, now_ms});
}

std::int64_t FormRepo::submission_count(db::Conn& c, OrgId org, const std::string& form_id) const {
  return c.scalar(sql::kSubmissionCount, {org, form_id}).value_or(0);
}

void FormRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  c.exec(sql::kForgetPerson, {org, user_id});
}

std::int64_t FormRepo::own_uploads(db::Conn& c, OrgId org, std::int64_t user_id,
                                   const std::string& type,
                                   const std::vector<std::string>& keys) const {
  return c.scalar(sql::kOwnUploads, {org, user_id, type, keys}).value_or(0);
}

std::int64_t FormRepo::active_people(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kActivePeople, {org, ids}).value_or(0);
}

void FormRepo::forget(db::Conn& c, OrgId org, const std::string& owner,
                      const std::string& form_id) const {
  c.exec(sql::kForgetFormSubmissions, {org, form_id, owner});
  c.exec(sql::kForgetFormVersions, {org, owner, form_id});
}

}  // namespace aplauso::forms
