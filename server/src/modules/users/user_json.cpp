#include "modules/users/user_json.h"

#include <boost/json/value.hpp>

#include "api/json_output.h"
#include "modules/users/user_service.h"

namespace aplauso::users {

namespace json = boost::json;

namespace {}  // namespace

json::object to_json(const User& u) {
  json::object o;
  o["id"] = u.id;
  o["org_id"] = u.org_id;
  o["email"] = u.email;
  o["first_name"] = u.first_name;
  o["last_name"] = u.last_name;
  o["full_name"] = u.full_name();
  o["job_position"] = or_null(u.job_position);
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
  o["birthday"] = or_null(u.birthday);
  o["admission_date"] = or_null(u.admission_date);
  o["country"] = or_null(u.country);
  o["phone"] = or_null(u.phone);
  o["profile_photo_url"] = or_null(u.profile_photo_url);
  o["background_image_url"] = or_null(u.background_image_url);
  o["birthday_image_url"] = or_null(u.birthday_image_url);
  o["national_id"] = or_null(u.national_id);
  o["contract_type"] = or_null(u.contract_type);
  o["gender"] = or_null(u.gender);
  return o;
}

json::object person_json(const Person& p) {
  json::object o;
  o["id"] = p.id;
  o["full_name"] = p.full_name();
  o["first_name"] = p.first_name;
  o["last_name"] = p.last_name;
  o["email"] = p.email;
  o["job_position"] = or_null(p.job_position);
  o["profile_photo_url"] = or_null(p.profile_photo_url);
  o["department_name"] = or_null(p.department_name);
  return o;
}

json::object person_json(const User& u) {
  return person_json(to_person(u));
}

json::object deletion_request_json(const DeletionRequest& r) {
  return {{"id", r.id},
          {"user", person_json(r.user)},
          {"reason", or_null(r.reason)},
          {"status", r.status},
          {"resolution_note", or_null(r.resolution_note)},
          {"created_at", r.created_at}};
}

}  // namespace aplauso::users
