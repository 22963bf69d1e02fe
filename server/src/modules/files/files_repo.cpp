#include "modules/files/files_repo.h"

#include "db/conn.h"
#include "modules/files/files_sql.h"

namespace aplauso::files {

namespace {
Folder read_folder(const db::Row& r) {
  Folder f;
  f.id = r.i64(0);
  f.parent_id = r.opt_i64(1);
  f.root_id = r.i64(2);
  f.depth = r.i64(3);
  f.name = r.text(4);
  f.description = r.text(5);
  f.kind = r.text(6);
  f.person_id = r.opt_i64(7);
  f.employee_upload = r.boolean(8);
  f.everyone = r.boolean(9);
  f.files_count = r.i64(10);
  f.folders_count = r.i64(11);
  f.created_at = r.i64(12);
  f.updated_at = r.i64(13);
  f.retention_days = r.opt_i64(14);
  return f;
}

std::vector<Folder> read_folders(db::Rows rows) {
  std::vector<Folder> out;
  for (const db::Row& r : rows) out.push_back(read_folder(r));
  return out;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto end = text.find('\n', start);
    const auto piece =
        text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    if (!piece.empty()) out.push_back(piece);
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return out;
}

std::string join_lines(const std::vector<std::string>& tags) {
  std::string out;
  for (const auto& t : tags) {
    if (!out.empty()) out += '\n';
    out += t;
  }
  return out;
}

std::vector<FileRow> read_files(db::Rows rows) {
  std::vector<FileRow> out;
  for (const db::Row& r : rows) {
    FileRow f;
    f.id = r.i64(0);
    f.folder_id = r.i64(1);
    f.folder_name = r.text(2);
    f.name = r.text(3);
    f.description = r.text(4);
    f.tags = split_lines(r.text(5));
    f.requires_ack = r.boolean(6);
    f.expires_on = r.opt_text(7);
    f.version_id = r.i64(8);
    f.version_number = r.i64(9);
    f.content_type = r.text(10);
    f.size = r.i64(11);
    f.acknowledged = r.boolean(12);
    f.created_at = r.i64(13);
    f.updated_at = r.i64(14);
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<Version> read_versions(db::Rows rows) {
  std::vector<Version> out;
  for (const db::Row& r : rows) {
    Version v;
    v.id = r.i64(0);
    v.file_id = r.i64(1);
    v.number = r.i64(2);
    v.storage_key = r.text(3);
    v.content_type = r.text(4);
    v.size = r.i64(5);
    v.sha256 = r.text(6);
    v.note = r.text(7);
    v.uploaded_by = r.opt_i64(8);
    v.created_at = r.i64(9);
    out.push_back(std::move(v));
  }
  return out;
}

std::optional<Acknowledgement> read_ack(db::Rows rows) {
  if (!rows.next()) return std::nullopt;
  const db::Row& r = rows.row();
  return Acknowledgement{r.i64(0), r.i64(1), r.text(2), r.i64(3)};
}

std::vector<Certificate> read_certificates(db::Rows rows) {
  std::vector<Certificate> out;
  for (const db::Row& r : rows) {
    Certificate c;
    c.id = r.i64(0);
    c.user_id = r.i64(1);
    c.kind = r.text(2);
    c.code = r.text(3);
    c.language = r.text(4);
    c.issued_at = r.i64(5);
    c.issued_on = r.text(6);
    c.person_name = r.text(7);
    c.organization_name = r.text(8);
    c.admission_date = r.text(9);
    c.job_position = r.opt_text(10);
    c.department_name = r.opt_text(11);
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<std::int64_t> read_ids(db::Rows rows) {
  std::vector<std::int64_t> out;
  for (const db::Row& r : rows) out.push_back(r.i64(0));
  return out;
}

template <class T>
std::optional<T> first(std::vector<T> items) {
  if (items.empty()) return std::nullopt;
  return std::move(items.front());
}
}  // namespace

// --- Folders -------------------------------------------------------------------------------------

std::optional<Folder> FilesRepo::folder(db::Conn& c, OrgId org, std::int64_t id) const {
  return first(read_folders(c.query(sql::kFolder, {org, id})));
}

bool FilesRepo::sees(db::Conn& c, OrgId org, std::int64_t user_id, bool admin,
                     std::int64_t root) const {
  return c.scalar(sql::kSees, {org, user_id, admin ? 1 : 0, root}).value_or(0) > 0;
}

std::vector<Folder> FilesRepo::top_folders(db::Conn& c, OrgId org, std::int64_t user_id,
                                           bool admin) const {
  return read_folders(c.query(sql::kTopFolders, {org, user_id, admin ? 1 : 0}));
}

std::optional<Folder> FilesRepo::personal_of(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return first(read_folders(c.query(sql::kPersonalOf, {org, user_id})));
}

std::vector<Folder> FilesRepo::children(db::Conn& c, OrgId org, std::int64_t id) const {
  return read_folders(c.query(sql::kChildren, {org, id}));
}

std::vector<Crumb> FilesRepo::path_up(db::Conn& c, OrgId org, std::int64_t id) const {
  std::vector<Crumb> out;
  for (const db::Row& r : c.query(sql::kPath, {org, id})) out.push_back({r.i64(0), r.text(1)});
  return out;
}

std::int64_t FilesRepo::insert_folder(db::Conn& c, OrgId org, const Folder& f,
                                      std::optional<std::int64_t> created_by,
                                      std::int64_t now) const {
  const std::optional<std::int64_t> root =
      f.parent_id ? std::optional<std::int64_t>(f.root_id) : std::nullopt;
  const std::int64_t id =
      *c.scalar(sql::kInsertFolder,
                {org, f.parent_id, root, f.depth, f.name, f.description, f.kind, f.person_id,
                 f.employee_upload ? 1 : 0, f.everyone ? 1 : 0, created_by, now, f.retention_days});
  if (!f.parent_id) c.exec(sql::kSetOwnRoot, {org, id});
  return id;
}

void FilesRepo::update_folder(db::Conn& c, OrgId org, const Folder& f, std::int64_t now) const {
  c.exec(sql::kUpdateFolder, {org, f.id, f.name, f.description, f.employee_upload ? 1 : 0,
                              f.everyone ? 1 : 0, now, f.retention_days});
}

void FilesRepo::touch_folder(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now) const {
  c.exec(sql::kTouchFolder, {org, id, now});
}

void FilesRepo::delete_folder(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteAudience, {org, id});
  c.exec(sql::kDeleteOwners, {org, id});
  c.exec(sql::kDeleteFolder, {org, id});
}

FileAudience FilesRepo::audience(db::Conn& c, OrgId org, std::int64_t root, bool everyone) const {
  FileAudience a;
  a.base.everyone = everyone;
  for (const db::Row& r : c.query(sql::kAudience, {org, root})) {
    const std::string kind = r.text(0);
    if (kind == "person") {
      a.people.push_back(r.i64(1));
    } else {
      structure::add_audience_row(a.base, kind, r.i64(1));
    }
  }
  return a;
}

void FilesRepo::set_audience(db::Conn& c, OrgId org, std::int64_t root,
                             const FileAudience& a) const {
  c.exec(sql::kDeleteAudience, {org, root});
  if (a.base.everyone) return;
  auto rows = structure::audience_rows(a.base);
  for (auto id : a.people) {
    rows.kinds.emplace_back("person");
    rows.refs.push_back(id);
  }
  if (rows.refs.empty()) return;
  c.exec(sql::kInsertAudience, {org, root, rows.kinds, rows.refs});
}

std::vector<std::int64_t> FilesRepo::owners(db::Conn& c, OrgId org, std::int64_t root) const {
  return read_ids(c.query(sql::kOwners, {org, root}));
}

bool FilesRepo::is_owner(db::Conn& c, OrgId org, std::int64_t root, std::int64_t user_id) const {
  return c.scalar(sql::kIsOwner, {org, root, user_id}).value_or(0) > 0;
}

void FilesRepo::set_owners(db::Conn& c, OrgId org, std::int64_t root,
                           const std::vector<std::int64_t>& owners) const {
  c.exec(sql::kDeleteOwners, {org, root});
  if (!owners.empty()) c.exec(sql::kInsertOwners, {org, root, owners});
}

std::int64_t FilesRepo::count_departments(db::Conn& c, OrgId org,
                                          const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountDepartments, {org, ids}).value_or(0);
}

std::int64_t FilesRepo::count_groups(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountGroups, {org, ids}).value_or(0);
}

std::int64_t FilesRepo::count_people(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& ids) const {
  return c.scalar(sql::kCountPeople, {org, ids}).value_or(0);
}

bool FilesRepo::person_exists(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kPersonExists, {org, user_id}).value_or(0) > 0;
}

// --- Files ---------------------------------------------------------------------------------------

std::optional<FileRow> FilesRepo::file(db::Conn& c, OrgId org, std::int64_t viewer,
                                       std::int64_t id) const {
  return first(read_files(c.query(sql::kFile, {org, viewer, id})));
}

std::vector<FileRow> FilesRepo::visible_files(db::Conn& c, OrgId org, std::int64_t viewer,
                                              bool admin,
                                              const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return read_files(c.query(sql::kVisibleFiles, {org, viewer, admin ? 1 : 0, ids}));
}

std::vector<FileRow> FilesRepo::folder_files(db::Conn& c, OrgId org, std::int64_t viewer,
                                             std::int64_t folder, std::int64_t limit,
                                             std::int64_t offset) const {
  return read_files(c.query(sql::kFolderFiles, {org, viewer, folder, limit, offset}));
}

std::vector<FileRow> FilesRepo::search_name(db::Conn& c, OrgId org, std::int64_t viewer, bool admin,
                                            const std::string& pattern, std::int64_t limit,
                                            std::int64_t offset) const {
  if (admin) return read_files(c.query(sql::kSearchNameAll, {org, viewer, pattern, limit, offset}));
  return read_files(c.query(sql::kSearchName, {org, viewer, pattern, limit, offset}));
}

std::vector<FileRow> FilesRepo::search_tag(db::Conn& c, OrgId org, std::int64_t viewer, bool admin,
                                           const std::string& tag, std::int64_t limit,
                                           std::int64_t offset) const {
  if (admin) return read_files(c.query(sql::kSearchTagAll, {org, viewer, tag, limit, offset}));
  return read_files(c.query(sql::kSearchTag, {org, viewer, tag, limit, offset}));
}

std::vector<FileRow> FilesRepo::pending(db::Conn& c, OrgId org, std::int64_t viewer,
                                        std::int64_t limit, std::int64_t offset) const {
  return read_files(c.query(sql::kPending, {org, viewer, limit, offset}));
}

std::int64_t FilesRepo::pending_count(db::Conn& c, OrgId org, std::int64_t viewer) const {
  return c.scalar(sql::kPendingCount, {org, viewer}).value_or(0);
}

std::int64_t FilesRepo::insert_file(db::Conn& c, OrgId org, const FileRow& f,
                                    std::optional<std::int64_t> created_by,
                                    std::int64_t now) const {
  return *c.scalar(sql::kInsertFile,
                   {org, f.folder_id, f.name, name_key(f.name), f.description, join_lines(f.tags),
                    f.requires_ack ? 1 : 0, f.expires_on, f.content_type, f.size, created_by, now});
}

void FilesRepo::set_current(db::Conn& c, OrgId org, std::int64_t file, const Version& v,
                            std::int64_t now) const {
  c.exec(sql::kSetCurrent, {org, file, v.id, v.number, v.content_type, v.size, now});
}

void FilesRepo::update_file(db::Conn& c, OrgId org, const FileRow& f, std::int64_t now) const {
  c.exec(sql::kUpdateFile, {org, f.id, f.name, name_key(f.name), f.description, join_lines(f.tags),
                            f.requires_ack ? 1 : 0, f.expires_on, now});
}

void FilesRepo::delete_file(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteFileAcks, {org, id});
  c.exec(sql::kDeleteTags, {org, id});
  c.exec(sql::kDeleteFileVersions, {org, id});
  c.exec(sql::kDeleteFile, {org, id});
}

void FilesRepo::set_tags(db::Conn& c, OrgId org, std::int64_t file,
                         const std::vector<std::string>& tags, bool replace) const {
  if (replace) c.exec(sql::kDeleteTags, {org, file});
  if (!tags.empty()) c.exec(sql::kInsertTags, {org, file, tags});
}

// --- Versions ------------------------------------------------------------------------------------

std::vector<Version> FilesRepo::versions(db::Conn& c, OrgId org, std::int64_t file) const {
  return read_versions(c.query(sql::kVersions, {org, file}));
}

std::optional<Version> FilesRepo::version(db::Conn& c, OrgId org, std::int64_t id) const {
  return first(read_versions(c.query(sql::kVersion, {org, id})));
}

std::int64_t FilesRepo::insert_version(db::Conn& c, OrgId org, const Version& v) const {
  return *c.scalar(sql::kInsertVersion, {org, v.file_id, v.number, v.storage_key, v.content_type,
                                         v.size, v.sha256, v.note, v.uploaded_by, v.created_at});
}

void FilesRepo::delete_version(db::Conn& c, OrgId org, std::int64_t id) const {
  c.exec(sql::kDeleteVersion, {org, id});
}

// --- Read confirmations --------------------------------------------------------------------------

std::optional<Acknowledgement> FilesRepo::my_ack(db::Conn& c, OrgId org, std::int64_t file,
                                                 std::int64_t user_id) const {
  return read_ack(c.query(sql::kMyAck, {org, file, user_id}));
}

std::optional<Acknowledgement> FilesRepo::ack_of(db::Conn& c, OrgId org, std::int64_t version,
                                                 std::int64_t user_id) const {
  return read_ack(c.query(sql::kAckOf, {org, version, user_id}));
}

void FilesRepo::insert_ack(db::Conn& c, OrgId org, std::int64_t file, std::int64_t user_id,
                           const Acknowledgement& a) const {
  c.exec(sql::kInsertAck,
         {org, file, a.version_id, user_id, a.version_number, a.sha256, a.confirmed_at});
}

std::pair<std::int64_t, std::int64_t> FilesRepo::report_counts(db::Conn& c, OrgId org,
                                                               std::int64_t root,
                                                               std::int64_t version) const {
  auto rows = c.query(sql::kReportCounts, {org, root, version});
  if (!rows.next()) return {0, 0};
  return {rows.row().i64(0), rows.row().i64(1)};
}

std::vector<AckRow> FilesRepo::report_rows(db::Conn& c, OrgId org, std::int64_t root,
                                           std::int64_t file, std::int64_t version,
                                           const std::string& status, std::int64_t limit,
                                           std::int64_t offset) const {
  std::vector<AckRow> out;
  for (const db::Row& r :
       c.query(sql::kReportRows, {org, root, version, file, status, limit, offset})) {
    AckRow row;
    row.user_id = r.i64(0);
    if (!r.is_null(1)) {
      row.ack = Acknowledgement{r.i64(1), r.i64(2), r.text(3), r.i64(4)};
      row.confirmed = row.ack->version_id == version;
    }
    out.push_back(std::move(row));
  }
  return out;
}

std::vector<Evidence> FilesRepo::evidence(db::Conn& c, OrgId org, std::int64_t file) const {
  std::vector<Evidence> out;
  for (const db::Row& r : c.query(sql::kEvidence, {org, file})) {
    Evidence e;
    e.person_name = r.text(0);
    if (const auto last = r.text(1); !last.empty()) e.person_name += " " + last;
    e.email = r.text(2);
    e.department = r.opt_text(3);
    e.version_number = r.i64(4);
    e.sha256 = r.text(5);
    e.confirmed_at = r.i64(6);
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<std::int64_t> FilesRepo::audience_ids(db::Conn& c, OrgId org, std::int64_t root,
                                                  std::int64_t except) const {
  return read_ids(c.query(sql::kAudienceIds, {org, root, except}));
}

std::optional<std::int64_t> FilesRepo::person_by_email(db::Conn& c, OrgId org,
                                                       const std::string& email) const {
  return c.scalar(sql::kPersonByEmail, {org, email});
}

std::vector<std::int64_t> FilesRepo::people_by_national_ids(
    db::Conn& c, OrgId org, const std::vector<std::string>& national_ids) const {
  return read_ids(c.query(sql::kPeopleByNationalIds, {org, national_ids}));
}

// --- Expiry reminders ----------------------------------------------------------------------------

std::vector<Expiring> FilesRepo::expiring(db::Conn& c, const std::string& by) const {
  std::vector<Expiring> out;
  for (const db::Row& r : c.query(sql::kExpiring, {by})) {
    out.push_back({OrgId{r.i64(0)}, r.i64(1), r.text(2), r.text(3), r.i64(4), r.opt_i64(5)});
  }
  return out;
}

void FilesRepo::mark_reminded(db::Conn& c, OrgId org, std::int64_t file) const {
  c.exec(sql::kMarkReminded, {org, file});
}

std::vector<std::int64_t> FilesRepo::admins(db::Conn& c, OrgId org) const {
  return read_ids(c.query(sql::kAdmins, {org}));
}

std::vector<std::int64_t> FilesRepo::active_among(db::Conn& c, OrgId org,
                                                  const std::vector<std::int64_t>& ids) const {
  return read_ids(c.query(sql::kActiveAmong, {org, ids}));
}

// --- Certificates --------------------------------------------------------------------------------

std::optional<FilesRepo::Facts> FilesRepo::profile_facts(db::Conn& c, OrgId org,
                                                         std::int64_t user_id) const {
  auto rows = c.query(sql::kProfileFacts, {org, user_id});
  if (!rows.next()) return std::nullopt;
  const db::Row& r = rows.row();
  return Facts{r.text(0), r.text(1), r.opt_text(2), r.opt_text(3), r.opt_text(4)};
}

std::vector<Certificate> FilesRepo::certificates(db::Conn& c, OrgId org,
                                                 std::int64_t user_id) const {
  return read_certificates(c.query(sql::kCertificates, {org, user_id}));
}

std::optional<Certificate> FilesRepo::certificate(db::Conn& c, OrgId org, std::int64_t user_id,
                                                  std::int64_t id) const {
  return first(read_certificates(c.query(sql::kCertificate, {org, user_id, id})));
}

std::optional<Certificate> FilesRepo::certificate_by_code(db::Conn& c, OrgId org,
                                                          const std::string& code) const {
  return first(read_certificates(c.query(sql::kCertificateByCode, {org, code})));
}

std::int64_t FilesRepo::issued_since(db::Conn& c, OrgId org, std::int64_t user_id,
                                     std::int64_t since) const {
  return c.scalar(sql::kIssuedSince, {org, user_id, since}).value_or(0);
}

std::int64_t FilesRepo::insert_certificate(db::Conn& c, OrgId org, const Certificate& cert) const {
  return *c.scalar(sql::kInsertCertificate,
                   {org, cert.user_id, cert.kind, cert.code, cert.language, cert.issued_at,
                    cert.issued_on, cert.person_name, cert.organization_name, cert.admission_date,
                    cert.job_position, cert.department_name});
}

void FilesRepo::forget_person(db::Conn& c, OrgId org, std::int64_t user_id) const {
  for (const auto* st :
       {&sql::kForgetAcks, &sql::kForgetPersonalAcks, &sql::kForgetPersonalTags,
        &sql::kForgetPersonalVersions, &sql::kForgetPersonalFiles, &sql::kForgetPersonalFolder,
        &sql::kForgetOwner, &sql::kForgetListed, &sql::kForgetCertificates, &sql::kForgetFileAuthor,
        &sql::kForgetVersionAuthor, &sql::kForgetFolderAuthor}) {
    c.exec(*st, {org, user_id});
  }
}

std::vector<PastRetention> FilesRepo::past_retention(db::Conn& c, std::int64_t now) const {
  std::vector<PastRetention> out;
  for (const db::Row& r : c.query(sql::kPastRetention, {now})) {
    out.push_back({OrgId{r.i64(0)}, r.i64(1), r.i64(2), r.text(3), r.i64(4)});
  }
  return out;
}

}  // namespace aplauso::files
