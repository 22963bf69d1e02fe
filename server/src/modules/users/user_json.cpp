#include "modules/users/user_json.h"

#include <boost/json/value.hpp>

#include "modules/users/user_repo.h"

namespace aplauso::users {

namespace json = boost::json;

namespace {
json::value opt(const std::optional<std::string>& v) {
  return v ? json::value(*v) : json::value(nullptr);
}
}  // namespace

json::object to_json(const User& u) {
  json::object o;
  o["id"] = u.id;
  o["org_id"] = u.org_id;
  o["email"] = u.email;
  o["first_name"] = u.first_name;
  o["last_name"] = u.last_name;
  o["full_name"] = u.full_name();
  o["job_position"] = opt(u.job_position);
  o["user_type"] = to_string(u.role);
  if (u.department) {
    o["department"] = {
        {"id", u.department->id}, {"name", u.department->name}, {"active", u.department->active}};
  } else {
    o["department"] = nullptr;
  }
  o["language"] = u.language;
  o["points"] = u.points;
  o["active"] = u.active;
  o["activated"] = u.activated;
  o["birthday"] = opt(u.birthday);
  o["admission_date"] = opt(u.admission_date);
  o["country"] = opt(u.country);
  o["profile_photo_url"] = opt(u.profile_photo_url);
  return o;
}

json::object person_json(const User& u) {
  json::object o;
  o["id"] = u.id;
  o["full_name"] = u.full_name();
  o["first_name"] = u.first_name;
  o["last_name"] = u.last_name;
  o["email"] = u.email;
  o["job_position"] = opt(u.job_position);
  o["profile_photo_url"] = opt(u.profile_photo_url);
  o["department_name"] = u.department ? json::value(u.department->name) : json::value(nullptr);
  return o;
}

json::object people_by_id(soci::session& s, std::int64_t org_id,
                          const std::vector<std::int64_t>& ids) {
  json::object out;
  const UserRepo repo;
  for (const auto& u : repo.find_many(s, org_id, ids)) out[std::to_string(u.id)] = person_json(u);
  return out;
}

}  // namespace aplauso::users
