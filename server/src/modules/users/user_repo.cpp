#include "modules/users/user_repo.h"

#include <soci/soci.h>

#include <algorithm>

#include "db/query.h"
#include "db/row.h"
#include "db/sql_list.h"

namespace aplauso::users {

namespace {
// One shape for every read of a member, with its department joined in.
constexpr const char* kUserColumns =
    "SELECT u.id, u.org_id, u.email, u.first_name, u.last_name, u.job_position, u.user_type, "
    "u.language, u.points, u.active, u.activated, u.birthday, u.admission_date, u.country, "
    "u.profile_photo_url, u.token_version, d.id, d.name, d.active, u.password_hash "
    "FROM users u LEFT JOIN departments d ON d.id = u.department_id AND d.org_id = u.org_id ";

constexpr const char* kAuthState =
    "SELECT user_type, token_version, active FROM users WHERE id = :id AND org_id = :org";

constexpr const char* kInsertUser =
    "INSERT INTO users (org_id, email, password_hash, first_name, last_name, job_position, "
    "user_type, department_id, leader_id, language, points, active, activated, birthday, "
    "admission_date, country, created_at, updated_at) VALUES (:org, :email, :hash, :first, "
    ":last, :job, :role, :dept, :leader, :lang, :points, :active, :activated, :birthday, "
    ":admission, :country, :now, :now) RETURNING id";

// Reads the kUserColumns row into a Credentials.
struct UserRow {
  long long id = 0, org_id = 0, token_version = 0, dept_id = 0;
  std::string email, first, last, job, role, language, birthday, admission, country, photo,
      dept_name, hash;
  int points = 0, active = 0, activated = 0, dept_active = 0;
  soci::indicator job_i{}, birthday_i{}, admission_i{}, country_i{}, photo_i{}, dept_id_i{},
      dept_name_i{}, dept_active_i{}, hash_i{};

  template <class Statement>
  void bind(Statement& st) {
    st.exchange(soci::into(id));
    st.exchange(soci::into(org_id));
    st.exchange(soci::into(email));
    st.exchange(soci::into(first));
    st.exchange(soci::into(last));
    st.exchange(soci::into(job, job_i));
    st.exchange(soci::into(role));
    st.exchange(soci::into(language));
    st.exchange(soci::into(points));
    st.exchange(soci::into(active));
    st.exchange(soci::into(activated));
    st.exchange(soci::into(birthday, birthday_i));
    st.exchange(soci::into(admission, admission_i));
    st.exchange(soci::into(country, country_i));
    st.exchange(soci::into(photo, photo_i));
    st.exchange(soci::into(token_version));
    st.exchange(soci::into(dept_id, dept_id_i));
    st.exchange(soci::into(dept_name, dept_name_i));
    st.exchange(soci::into(dept_active, dept_active_i));
    st.exchange(soci::into(hash, hash_i));
  }

  static std::optional<std::string> opt(const std::string& v, soci::indicator i) {
    return i == soci::i_ok ? std::optional<std::string>(v) : std::nullopt;
  }

  Credentials to_credentials() const {
    Credentials c;
    User& u = c.user;
    u.id = id;
    u.org_id = org_id;
    u.email = email;
    u.first_name = first;
    u.last_name = last;
    u.job_position = opt(job, job_i);
    u.role = parse_role(role).value_or(Role::kEmployee);
    u.language = language;
    u.points = points != 0;
    u.active = active != 0;
    u.activated = activated != 0;
    u.birthday = opt(birthday, birthday_i);
    u.admission_date = opt(admission, admission_i);
    u.country = opt(country, country_i);
    u.profile_photo_url = opt(photo, photo_i);
    u.token_version = token_version;
    if (dept_id_i == soci::i_ok) u.department = DepartmentRef{dept_id, dept_name, dept_active != 0};
    c.password_hash = opt(hash, hash_i);
    return c;
  }
};

std::optional<Credentials> fetch_one(soci::session& s, const std::string& where, long long org_id,
                                     long long id, const std::string& email) {
  UserRow row;
  soci::statement st(s);
  row.bind(st);
  st.exchange(soci::use(org_id, "org"));
  if (email.empty()) {
    st.exchange(soci::use(id, "id"));
  } else {
    st.exchange(soci::use(email, "email"));
  }
  st.alloc();
  st.prepare(std::string(kUserColumns) + where);
  st.define_and_bind();
  if (!st.execute(true)) return std::nullopt;
  return row.to_credentials();
}
}  // namespace

std::string normalize_email(std::string_view email) {
  auto b = email.find_first_not_of(" \t\r\n");
  auto e = email.find_last_not_of(" \t\r\n");
  std::string out = b == std::string_view::npos ? "" : std::string(email.substr(b, e - b + 1));
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool looks_like_email(std::string_view email) {
  if (email.size() < 3 || email.size() > 254) return false;
  const auto at = email.find('@');
  if (at == std::string_view::npos || at == 0 ||
      email.find('@', at + 1) != std::string_view::npos) {
    return false;
  }
  const auto domain = email.substr(at + 1);
  const auto dot = domain.find('.');
  if (dot == std::string_view::npos || dot == 0 || domain.back() == '.') return false;
  return std::none_of(email.begin(), email.end(), [](unsigned char c) {
    return c <= ' ' || c == '<' || c == '>' || c == '"' || c == ',';
  });
}

std::optional<User> UserRepo::find(soci::session& s, std::int64_t org_id,
                                   std::int64_t user_id) const {
  auto c = fetch_one(s, "WHERE u.org_id = :org AND u.id = :id", org_id, user_id, "");
  if (!c) return std::nullopt;
  return std::move(c->user);
}

std::optional<Credentials> UserRepo::find_credentials(soci::session& s, std::int64_t org_id,
                                                      const std::string& email) const {
  return fetch_one(s, "WHERE u.org_id = :org AND u.email = :email", org_id, 0, email);
}

std::optional<AuthState> UserRepo::auth_state(soci::session& s, std::int64_t org_id,
                                              std::int64_t user_id) const {
  std::string role;
  long long version = 0;
  int active = 0;
  const long long id = user_id, org = org_id;
  s << kAuthState, soci::use(id, "id"), soci::use(org, "org"), soci::into(role),
      soci::into(version), soci::into(active);
  if (!s.got_data()) return std::nullopt;
  return AuthState{parse_role(role).value_or(Role::kEmployee), version, active != 0};
}

bool UserRepo::email_taken(soci::session& s, std::int64_t org_id, const std::string& email) const {
  long long n = 0;
  const long long org = org_id;
  s << "SELECT COUNT(*) FROM users WHERE org_id = :org AND email = :email", soci::use(org, "org"),
      soci::use(email, "email"), soci::into(n);
  return n > 0;
}

std::int64_t UserRepo::insert(soci::session& s, std::int64_t org_id, const NewUser& u,
                              std::int64_t now_ms) const {
  auto ind = [](const auto& o) { return o ? soci::i_ok : soci::i_null; };
  const long long org = org_id, now = now_ms;
  const long long dept = u.department_id.value_or(0), leader = u.leader_id.value_or(0);
  const std::string role(to_string(u.role));
  const std::string hash = u.password_hash.value_or(""), job = u.job_position.value_or(""),
                    birthday = u.birthday.value_or(""), admission = u.admission_date.value_or(""),
                    country = u.country.value_or("");
  const int points = u.points ? 1 : 0, active = u.active ? 1 : 0, activated = u.activated ? 1 : 0;
  soci::indicator hash_i = ind(u.password_hash), job_i = ind(u.job_position),
                  dept_i = ind(u.department_id), leader_i = ind(u.leader_id),
                  birthday_i = ind(u.birthday), admission_i = ind(u.admission_date),
                  country_i = ind(u.country);
  long long id = 0;
  s << kInsertUser, soci::use(org, "org"), soci::use(u.email, "email"),
      soci::use(hash, hash_i, "hash"), soci::use(u.first_name, "first"),
      soci::use(u.last_name, "last"), soci::use(job, job_i, "job"), soci::use(role, "role"),
      soci::use(dept, dept_i, "dept"), soci::use(leader, leader_i, "leader"),
      soci::use(u.language, "lang"), soci::use(points, "points"), soci::use(active, "active"),
      soci::use(activated, "activated"), soci::use(birthday, birthday_i, "birthday"),
      soci::use(admission, admission_i, "admission"), soci::use(country, country_i, "country"),
      soci::use(now, "now"), soci::into(id);
  return id;
}

void UserRepo::set_language(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                            const std::string& language, std::int64_t now_ms) const {
  const long long org = org_id, id = user_id, now = now_ms;
  s << "UPDATE users SET language = :lang, updated_at = :now WHERE org_id = :org AND id = :id",
      soci::use(language, "lang"), soci::use(now, "now"), soci::use(org, "org"),
      soci::use(id, "id");
}

void UserRepo::set_password(soci::session& s, std::int64_t org_id, std::int64_t user_id,
                            const std::string& hash, std::int64_t now_ms) const {
  const long long org = org_id, id = user_id, now = now_ms;
  // A new password ends every session opened with the old one.
  s << "UPDATE users SET password_hash = :hash, token_version = token_version + 1, "
       "updated_at = :now WHERE org_id = :org AND id = :id",
      soci::use(hash, "hash"), soci::use(now, "now"), soci::use(org, "org"), soci::use(id, "id");
}

std::vector<std::int64_t> UserRepo::active_ids(soci::session& s, std::int64_t org_id,
                                               const std::vector<std::int64_t>& ids) const {
  std::vector<std::int64_t> out;
  if (ids.empty()) return out;
  const long long org = org_id;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id FROM users WHERE org_id = :org AND active = 1 AND id IN " +
                        db::in_list(ids),
       soci::use(org, "org"));
  for (const auto& r : rows) out.push_back(db::get_int(r, 0));
  return out;
}

std::map<std::string, std::pair<std::int64_t, bool>> UserRepo::active_by_email(
    soci::session& s, std::int64_t org_id, const std::vector<std::string>& emails) const {
  std::map<std::string, std::pair<std::int64_t, bool>> out;
  const long long org = org_id;
  // One statement prepared once, executed per address (at most 50 in a send).
  std::string email;
  long long id = 0;
  int points = 0;
  soci::statement st =
      (s.prepare << "SELECT id, points FROM users WHERE org_id = :org AND "
                    "email = :email AND active = 1",
       soci::use(org, "org"), soci::use(email, "email"), soci::into(id), soci::into(points));
  for (const auto& e : emails) {
    email = e;
    if (st.execute(true)) out[e] = {id, points != 0};
  }
  return out;
}

std::vector<std::int64_t> UserRepo::active_in(soci::session& s, std::int64_t org_id,
                                              const std::vector<std::int64_t>& departments) const {
  std::vector<std::int64_t> out;
  const long long org = org_id;
  std::string sql = "SELECT id FROM users WHERE org_id = :org AND active = 1";
  if (!departments.empty()) sql += " AND department_id IN " + db::in_list(departments);
  soci::rowset<soci::row> rows = (s.prepare << sql, soci::use(org, "org"));
  for (const auto& r : rows) out.push_back(db::get_int(r, 0));
  return out;
}

std::vector<User> UserRepo::find_many(soci::session& s, std::int64_t org_id,
                                      const std::vector<std::int64_t>& ids) const {
  std::vector<User> out;
  if (ids.empty()) return out;
  // Numbers only, formatted here: a literal query in one round trip (db/query.h).
  const db::Rows rows =
      db::query(s, std::string(kUserColumns) + "WHERE u.org_id = " + std::to_string(org_id) +
                       " AND u.id IN " + db::in_list(ids));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    User u;
    u.id = rows.integer(r, 0);
    u.org_id = rows.integer(r, 1);
    u.email = rows.text(r, 2);
    u.first_name = rows.text(r, 3);
    u.last_name = rows.text(r, 4);
    u.job_position = rows.opt_text(r, 5);
    u.role = parse_role(rows.text(r, 6)).value_or(Role::kEmployee);
    u.language = rows.text(r, 7);
    u.points = rows.boolean(r, 8);
    u.active = rows.boolean(r, 9);
    u.activated = rows.boolean(r, 10);
    u.birthday = rows.opt_text(r, 11);
    u.admission_date = rows.opt_text(r, 12);
    u.country = rows.opt_text(r, 13);
    u.profile_photo_url = rows.opt_text(r, 14);
    u.token_version = rows.integer(r, 15);
    if (!rows.is_null(r, 16)) {
      u.department = DepartmentRef{rows.integer(r, 16), rows.text(r, 17), rows.boolean(r, 18)};
    }
    out.push_back(std::move(u));
  }
  return out;
}

std::vector<User> UserRepo::search(soci::session& s, std::int64_t org_id, const std::string& query,
                                   std::optional<std::int64_t> department_id,
                                   std::optional<std::int64_t> exclude_id, std::int64_t limit,
                                   std::int64_t offset, std::int64_t* total) const {
  // LIKE wildcards in the query are matched literally.
  std::string pattern = "%";
  for (char c : query) {
    if (c == '%' || c == '_' || c == '\\') pattern += '\\';
    pattern += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  pattern += '%';
  std::string where = "WHERE u.org_id = :org AND u.active = 1";
  if (!query.empty()) {
    where +=
        " AND (LOWER(u.first_name || ' ' || u.last_name) LIKE :q ESCAPE '\\' OR u.email LIKE "
        ":q ESCAPE '\\')";
  }
  if (department_id) where += " AND u.department_id = " + std::to_string(*department_id);
  if (exclude_id) where += " AND u.id <> " + std::to_string(*exclude_id);
  const long long org = org_id;
  if (total != nullptr) {
    long long n = 0;
    if (query.empty()) {
      s << "SELECT COUNT(*) FROM users u " + where, soci::use(org, "org"), soci::into(n);
    } else {
      s << "SELECT COUNT(*) FROM users u " + where, soci::use(org, "org"), soci::use(pattern, "q"),
          soci::into(n);
    }
    *total = n;
  }
  std::vector<User> out;
  UserRow row;
  soci::statement st(s);
  row.bind(st);
  st.exchange(soci::use(org, "org"));
  if (!query.empty()) st.exchange(soci::use(pattern, "q"));
  st.alloc();
  st.prepare(std::string(kUserColumns) + where +
             " ORDER BY u.first_name, u.last_name, u.id LIMIT " + std::to_string(limit) +
             " OFFSET " + std::to_string(offset));
  st.define_and_bind();
  st.execute();
  while (st.fetch()) out.push_back(row.to_credentials().user);
  return out;
}

std::vector<UserRepo::DepartmentRow> UserRepo::departments(soci::session& s, std::int64_t org_id,
                                                           bool include_inactive) const {
  const long long org = org_id;
  std::vector<DepartmentRow> out;
  soci::rowset<soci::row> rows =
      (s.prepare << std::string(
                        "SELECT d.id, d.name, d.active, (SELECT COUNT(*) FROM users u WHERE "
                        "u.org_id = d.org_id AND u.department_id = d.id AND u.active = 1) "
                        "FROM departments d WHERE d.org_id = :org") +
                        (include_inactive ? "" : " AND d.active = 1") + " ORDER BY d.name",
       soci::use(org, "org"));
  for (const auto& r : rows) {
    out.push_back({db::get_int(r, 0), db::get_string(r, 1), db::get_bool(r, 2), db::get_int(r, 3)});
  }
  return out;
}

std::int64_t UserRepo::ensure_department(soci::session& s, std::int64_t org_id,
                                         const std::string& name, std::int64_t now_ms) const {
  const long long org = org_id, now = now_ms;
  long long id = 0;
  s << "SELECT id FROM departments WHERE org_id = :org AND name = :name", soci::use(org, "org"),
      soci::use(name, "name"), soci::into(id);
  if (s.got_data()) return id;
  s << "INSERT INTO departments (org_id, name, active, created_at) VALUES (:org, :name, 1, :now) "
       "RETURNING id",
      soci::use(org, "org"), soci::use(name, "name"), soci::use(now, "now"), soci::into(id);
  return id;
}

}  // namespace aplauso::users
