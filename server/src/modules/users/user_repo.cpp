#include "modules/users/user_repo.h"

#include <algorithm>

#include "db/row_mapping.h"
#include "modules/users/users_sql.h"

namespace aplauso::users {

namespace {
std::string like_pattern(const std::string& query) {
  // LIKE wildcards in the query are matched literally.
  std::string pattern = "%";
  for (const char c : query) {
    if (c == '%' || c == '_' || c == '\\') pattern += '\\';
    pattern += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return pattern + '%';
}
}  // namespace

// The row of every full read of a member (users_sql.h, APLAUSO_USER_COLUMNS).
void read_row(const db::Row& r, User& u) {
  u.id = r.i64(0);
  u.org_id = r.i64(1);
  u.email = r.text(2);
  u.first_name = r.text(3);
  u.last_name = r.text(4);
  u.job_position = r.opt_text(5);
  u.role = parse_role(r.view(6)).value_or(Role::kEmployee);
  u.language = r.text(7);
  u.points = r.boolean(8);
  u.active = r.boolean(9);
  u.activated = r.boolean(10);
  u.birthday = r.opt_text(11);
  u.admission_date = r.opt_text(12);
  u.country = r.opt_text(13);
  u.profile_photo_url = r.opt_text(14);
  u.token_version = r.i64(15);
  if (!r.is_null(16)) u.department = DepartmentRef{r.i64(16), r.text(17), r.boolean(18)};
  u.phone = r.opt_text(19);
  u.background_image_url = r.opt_text(20);
  u.birthday_image_url = r.opt_text(21);
  u.external = r.boolean(22);
  u.leader_id = r.is_null(23) ? std::nullopt : std::optional<std::int64_t>(r.i64(23));
  u.erased = r.boolean(24);
  u.national_id = r.opt_text(25);
  u.contract_type = r.opt_text(26);
  u.gender = r.opt_text(27);
}

std::optional<User> UserRepo::find(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return db::one<User>(c, sql::kFind, {org, user_id});
}

std::optional<User> UserRepo::find_by_email(db::Conn& c, OrgId org,
                                            const std::string& email) const {
  return db::one<User>(c, sql::kFindByEmail, {org, email});
}

std::vector<User> UserRepo::find_by_emails(db::Conn& c, OrgId org,
                                           const std::vector<std::string>& emails) const {
  if (emails.empty()) return {};
  return db::all<User>(c, sql::kFindByEmails, {org, emails});
}

std::optional<Credentials> UserRepo::find_credentials(db::Conn& c, OrgId org,
                                                      const std::string& email) const {
  auto user = db::one<User>(c, sql::kFindByEmail, {org, email});
  if (!user) return std::nullopt;
  Credentials out{std::move(*user), std::nullopt};
  auto rows = c.query(sql::kPasswordHash, {org, out.user.id});
  if (rows.next()) {
    out.password_hash = rows.row().opt_text(0);
    out.must_change_password = rows.row().boolean(1);
  }
  return out;
}

std::optional<AuthState> UserRepo::auth_state(db::Conn& c, OrgId org, std::int64_t user_id) const {
  auto rows = c.query(sql::kAuthState, {org, user_id});
  if (!rows.next()) return std::nullopt;
  const db::Row& r = rows.row();
  return AuthState{parse_role(r.view(0)).value_or(Role::kEmployee), r.i64(1), r.boolean(2)};
}

void UserRepo::auth_state_ahead(db::Conn& c, OrgId org, std::int64_t user_id,
                                std::function<void(std::optional<AuthState>)> answer) const {
  c.ahead(sql::kAuthState, {org, user_id}, [answer = std::move(answer)](db::Rows& rows) {
    if (!rows.next()) return answer(std::nullopt);
    const db::Row& r = rows.row();
    answer(AuthState{parse_role(r.view(0)).value_or(Role::kEmployee), r.i64(1), r.boolean(2)});
  });
}

bool UserRepo::exists(db::Conn& c, OrgId org, std::int64_t user_id) const {
  return c.scalar(sql::kExists, {org, user_id}).value_or(0) > 0;
}

bool UserRepo::email_taken(db::Conn& c, OrgId org, const std::string& email) const {
  return c.scalar(sql::kEmailTaken, {org, email}).value_or(0) > 0;
}

std::int64_t UserRepo::insert(db::Conn& c, OrgId org, const NewUser& u, std::int64_t now_ms) const {
  return *c.scalar(sql::kInsert, {org,
                                  u.email,
                                  u.password_hash,
                                  u.first_name,
                                  u.last_name,
                                  u.job_position,
                                  to_string(u.role),
                                  u.department_id,
                                  u.leader_id,
                                  u.language,
                                  u.points,
                                  u.active,
                                  u.activated,
                                  u.birthday,
                                  u.admission_date,
                                  u.country,
                                  u.phone,
                                  u.external,
                                  now_ms,
                                  u.national_id,
                                  u.contract_type,
                                  u.gender});
}

namespace {
// A column of a many-row statement: no nulls in arrays, '' and 0 stand for an empty optional.
std::string or_blank(const std::optional<std::string>& v) {
  return v.value_or("");
}
std::int64_t or_zero(const std::optional<std::int64_t>& v) {
  return v.value_or(0);
}
}  // namespace

std::map<std::string, std::int64_t> UserRepo::insert_many(db::Conn& c, OrgId org,
                                                          const std::vector<NewUser>& users,
                                                          std::int64_t now_ms) const {
  std::map<std::string, std::int64_t> out;
  if (users.empty()) return out;
  std::vector<std::string> email, hash, first, last, job, role, language, birthday, admission,
      country, phone, national_id, contract_type, gender;
  std::vector<std::int64_t> department, leader, points, active, activated, external;
  for (const auto& u : users) {
    email.push_back(u.email);
    hash.push_back(or_blank(u.password_hash));
    first.push_back(u.first_name);
    last.push_back(u.last_name);
    job.push_back(or_blank(u.job_position));
    role.emplace_back(to_string(u.role));
    department.push_back(or_zero(u.department_id));
    leader.push_back(or_zero(u.leader_id));
    language.push_back(u.language);
    points.push_back(u.points ? 1 : 0);
    active.push_back(u.active ? 1 : 0);
    activated.push_back(u.activated ? 1 : 0);
    birthday.push_back(or_blank(u.birthday));
    admission.push_back(or_blank(u.admission_date));
    country.push_back(or_blank(u.country));
    phone.push_back(or_blank(u.phone));
    national_id.push_back(or_blank(u.national_id));
    contract_type.push_back(or_blank(u.contract_type));
    gender.push_back(or_blank(u.gender));
    external.push_back(u.external ? 1 : 0);
  }
  for (const db::Row& r :
       c.query(sql::kInsertMany, {org,       email,       hash,          first,    last,   job,
                                  role,      department,  leader,        language, points, active,
                                  activated, birthday,    admission,     country,  phone,  external,
                                  now_ms,    national_id, contract_type, gender})) {
    out.emplace(r.text(1), r.i64(0));
  }
  return out;
}

void UserRepo::set_language(db::Conn& c, OrgId org, std::int64_t user_id,
                            const std::string& language, std::int64_t now_ms) const {
  c.exec(sql::kSetLanguage, {org, user_id, language, now_ms});
}

void UserRepo::set_password(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& hash,
                            std::int64_t now_ms) const {
  c.exec(sql::kSetPassword, {org, user_id, hash, now_ms});
}

void UserRepo::set_temporary_password(db::Conn& c, OrgId org, std::int64_t user_id,
                                      const std::string& hash, std::int64_t now_ms) const {
  c.exec(sql::kSetTemporaryPassword, {org, user_id, hash, now_ms});
}

void UserRepo::activate(db::Conn& c, OrgId org, std::int64_t user_id, const std::string& hash,
                        std::int64_t now_ms) const {
  c.exec(sql::kActivate, {org, user_id, hash, now_ms});
}

void UserRepo::mark_activated(db::Conn& c, OrgId org, std::int64_t user_id,
                              std::int64_t now_ms) const {
  c.exec(sql::kMarkActivated, {org, user_id, now_ms});
}

void UserRepo::update_own(db::Conn& c, OrgId org, const User& u, std::int64_t now_ms) const {
  c.exec(sql::kUpdateOwn, {org, u.id, u.first_name, u.last_name, u.job_position, u.phone,
                           u.language, u.birthday, now_ms});
}

namespace {
DeletionRow deletion_row(const db::Row& r) {
  return DeletionRow{r.i64(0), r.i64(1), r.opt_text(2), r.i64(3), r.text(4), r.opt_text(5)};
}
}  // namespace

std::optional<bool> UserRepo::analytics_opt_out(db::Conn& c, OrgId org,
                                                std::int64_t user_id) const {
  const auto v = c.scalar(sql::kAnalyticsOptOut, {org, user_id});
  if (!v) return std::nullopt;
  return *v != 0;
}

void UserRepo::set_analytics_opt_out(db::Conn& c, OrgId org, std::int64_t user_id, bool opt_out,
                                     std::int64_t now_ms) const {
  c.exec(sql::kSetAnalyticsOptOut, {org, user_id, opt_out, now_ms});
}

std::optional<DeletionRow> UserRepo::open_deletion_request(db::Conn& c, OrgId org,
                                                           std::int64_t user_id) const {
  auto rows = c.query(sql::kOpenDeletion, {org, user_id});
  if (!rows.next()) return std::nullopt;
  return deletion_row(rows.row());
}

bool UserRepo::insert_deletion_request(db::Conn& c, OrgId org, std::int64_t user_id,
                                       const std::optional<std::string>& reason,
                                       std::int64_t now_ms) const {
  return c.exec(sql::kInsertDeletion, {org, user_id, reason, now_ms}) > 0;
}

std::vector<DeletionRow> UserRepo::deletion_queue(db::Conn& c, OrgId org, std::int64_t limit,
                                                  std::int64_t offset, std::int64_t* total) const {
  std::vector<DeletionRow> out;
  auto rows = c.query(sql::kDeletionQueue, {org, limit, offset});
  while (rows.next()) out.push_back(deletion_row(rows.row()));
  if (total != nullptr) *total = c.scalar(sql::kDeletionQueueCount, {org}).value_or(0);
  return out;
}

void UserRepo::end_sessions(db::Conn& c, OrgId org, std::int64_t user_id,
                            std::int64_t now_ms) const {
  c.exec(sql::kEndSessions, {org, user_id, now_ms});
}

void UserRepo::set_placement(db::Conn& c, OrgId org, std::int64_t user_id,
                             std::optional<std::int64_t> department_id,
                             const std::optional<std::string>& job_position,
                             std::int64_t now_ms) const {
  c.exec(sql::kSetPlacement, {org, user_id, department_id, job_position, now_ms});
}

std::vector<std::int64_t> UserRepo::active_ids(db::Conn& c, OrgId org,
                                               const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::ids(c, sql::kActiveIds, {org, ids});
}

std::map<std::string, Member> UserRepo::active_by_email(
    db::Conn& c, OrgId org, const std::vector<std::string>& emails) const {
  std::map<std::string, Member> out;
  if (emails.empty()) return out;
  for (const db::Row& r : c.query(sql::kActiveByEmail, {org, emails})) {
    out[r.text(0)] = Member{r.i64(1), r.boolean(2),
                            Person{r.i64(1), r.text(3), r.text(4), r.text(0), r.opt_text(5),
                                   r.opt_text(6), r.opt_text(7)}};
  }
  return out;
}

std::vector<std::int64_t> UserRepo::active_in(db::Conn& c, OrgId org,
                                              const std::vector<std::int64_t>& departments) const {
  if (departments.empty()) return db::ids(c, sql::kActiveAll, {org});
  return db::ids(c, sql::kActiveInDepartments, {org, departments});
}

std::vector<User> UserRepo::find_by_id_or_emails(db::Conn& c, OrgId org, std::int64_t id,
                                                 const std::vector<std::string>& emails) const {
  return db::all<User>(c, sql::kFindByIdOrEmails, {org, id, emails});
}

std::vector<User> UserRepo::find_many(db::Conn& c, OrgId org,
                                      const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<User>(c, sql::kFindMany, {org, ids});
}

std::vector<Person> UserRepo::people(db::Conn& c, OrgId org,
                                     const std::vector<std::int64_t>& ids) const {
  if (ids.empty()) return {};
  return db::all<Person>(c, sql::kPeople, {org, ids});
}

std::vector<User> UserRepo::search(db::Conn& c, OrgId org, const std::string& query,
                                   std::optional<std::int64_t> department_id,
                                   std::optional<std::int64_t> exclude_id, std::int64_t limit,
                                   std::int64_t offset, std::int64_t* total) const {
  const std::string pattern = like_pattern(query);
  if (total != nullptr) {
    *total = c.scalar(sql::kSearchCount, {org, pattern, department_id, exclude_id}).value_or(0);
  }
  return db::all<User>(c, sql::kSearch, {org, pattern, department_id, exclude_id, limit, offset});
}

std::optional<std::int64_t> UserRepo::department_by_name(db::Conn& c, OrgId org,
                                                         const std::string& name) const {
  return c.scalar(sql::kDepartmentByName, {org, name});
}

void UserRepo::deactivate(db::Conn& c, OrgId org, const std::vector<std::int64_t>& ids,
                          std::int64_t now_ms) const {
  if (ids.empty()) return;
  c.exec(sql::kDeactivate, {org, ids, now_ms});
}

void UserRepo::reactivate(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  c.exec(sql::kReactivate, {org, id, now_ms});
}

bool UserRepo::erase(db::Conn& c, OrgId org, std::int64_t id, std::int64_t now_ms) const {
  const std::string placeholder = "erased-" + std::to_string(id) + "@erased.invalid";
  if (c.exec(sql::kErase, {org, id, placeholder, now_ms}) == 0) return false;
  c.exec(sql::kErasePhotos, {org, id});
  c.exec(sql::kForgetAsLeader, {org, id, now_ms});
  return true;
}

std::optional<DeletionRow> UserRepo::deletion_request(db::Conn& c, OrgId org,
                                                      std::int64_t id) const {
  auto rows = c.query(sql::kDeletionById, {org, id});
  if (!rows.next()) return std::nullopt;
  return deletion_row(rows.row());
}

bool UserRepo::decline_deletion(db::Conn& c, OrgId org, std::int64_t id,
                                const std::optional<std::string>& note, std::int64_t now_ms) const {
  return c.exec(sql::kDeclineDeletion, {org, id, note, now_ms}) > 0;
}

void UserRepo::close_deletion_erased(db::Conn& c, OrgId org, std::int64_t user_id,
                                     std::int64_t now_ms) const {
  c.exec(sql::kCloseDeletionErased, {org, user_id, now_ms});
}

std::vector<User> UserRepo::admin_list(db::Conn& c, OrgId org, const AdminFilter& f,
                                       std::int64_t limit, std::int64_t offset,
                                       std::int64_t* total) const {
  std::optional<std::string> pattern;
  if (f.keywords && !f.keywords->empty()) pattern = like_pattern(*f.keywords);
  std::optional<std::int64_t> active;
  if (f.active) active = *f.active ? 1 : 0;
  const int email_only = f.email_only ? 1 : 0;
  *total = c.scalar(sql::kAdminCount,
                    {org, f.role, active, pattern, email_only, f.department_id, f.group_id})
               .value_or(0);
  const auto& page = [&f]() -> const db::Statement& {
    switch (f.sort.key) {
      case AdminSortKey::kDepartment:
        return f.sort.descending ? sql::kAdminListDepartmentDesc : sql::kAdminListDepartment;
      case AdminSortKey::kCreated:
        return f.sort.descending ? sql::kAdminListNewest : sql::kAdminListOldest;
      case AdminSortKey::kName: break;
    }
    return f.sort.descending ? sql::kAdminListNameDesc : sql::kAdminList;
  }();
  return db::all<User>(
      c, page,
      {org, f.role, active, pattern, email_only, f.department_id, f.group_id, limit, offset});
}

bool UserRepo::update_by_admin(db::Conn& c, OrgId org, const User& u, std::int64_t now_ms) const {
  return c.exec(sql::kUpdateByAdmin,
                {org, u.id, u.email, u.first_name, u.last_name, u.job_position, to_string(u.role),
                 u.department ? std::optional<std::int64_t>(u.department->id) : std::nullopt,
                 u.leader_id, u.country, u.language, u.phone, u.birthday, u.admission_date,
                 u.points, now_ms, u.national_id, u.contract_type, u.gender}) > 0;
}

void UserRepo::update_many_by_admin(db::Conn& c, OrgId org, const std::vector<User>& users,
                                    std::int64_t now_ms) const {
  if (users.empty()) return;
  std::vector<std::int64_t> id, department, leader, points;
  std::vector<std::string> email, first, last, job, role, country, language, phone, birthday,
      admission, national_id, contract_type, gender;
  for (const auto& u : users) {
    id.push_back(u.id);
    email.push_back(u.email);
    first.push_back(u.first_name);
    last.push_back(u.last_name);
    job.push_back(or_blank(u.job_position));
    role.emplace_back(to_string(u.role));
    department.push_back(u.department ? u.department->id : 0);
    leader.push_back(or_zero(u.leader_id));
    country.push_back(or_blank(u.country));
    language.push_back(u.language);
    phone.push_back(or_blank(u.phone));
    birthday.push_back(or_blank(u.birthday));
    admission.push_back(or_blank(u.admission_date));
    points.push_back(u.points ? 1 : 0);
    national_id.push_back(or_blank(u.national_id));
    contract_type.push_back(or_blank(u.contract_type));
    gender.push_back(or_blank(u.gender));
  }
  c.exec(sql::kUpdateManyByAdmin,
         {org, id, email, first, last, job, role, department, leader, country, language, phone,
          birthday, admission, points, now_ms, national_id, contract_type, gender});
}

std::map<std::string, std::int64_t> UserRepo::national_id_owners(
    db::Conn& c, OrgId org, const std::vector<std::string>& national_ids) const {
  std::map<std::string, std::int64_t> out;
  if (national_ids.empty()) return out;
  for (const db::Row& r : c.query(sql::kNationalIdOwners, {org, national_ids})) {
    out.emplace(r.text(0), r.i64(1));
  }
  return out;
}

std::optional<std::int64_t> UserRepo::national_id_owner(db::Conn& c, OrgId org,
                                                        const std::string& national_id) const {
  const auto owners = national_id_owners(c, org, {national_id});
  if (owners.empty()) return std::nullopt;
  return owners.begin()->second;
}

std::vector<EmailMatch> UserRepo::by_emails(db::Conn& c, OrgId org,
                                            const std::vector<std::string>& emails) const {
  std::vector<EmailMatch> out;
  for (const db::Row& r : c.query(sql::kByEmails, {org, emails})) {
    out.push_back(EmailMatch{r.i64(0), r.text(1), r.boolean(2)});
  }
  return out;
}

void UserRepo::set_whatsapp(db::Conn& c, OrgId org, std::int64_t id,
                            const std::optional<std::string>& phone, bool active) const {
  c.exec(sql::kSetWhatsApp, {org, id, phone, active});
}

}  // namespace aplauso::users
