// A member of an organisation as the server reads it.
#pragma once

#include <boost/describe/class.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "core/roles.h"

namespace aplauso::users {

struct DepartmentRef {
  std::int64_t id = 0;
  std::string name;
  bool active = true;
};

struct User {
  std::int64_t id = 0;
  std::int64_t org_id = 0;
  std::string email;
  std::string first_name;
  std::string last_name;
  std::optional<std::string> job_position;
  Role role = Role::kEmployee;
  std::optional<DepartmentRef> department;
  std::string language = "spanish";  ///< "spanish" | "english"
  bool points = true;
  bool active = true;
  bool activated = false;
  std::optional<std::string> birthday;        ///< YYYY-MM-DD
  std::optional<std::string> admission_date;  ///< YYYY-MM-DD
  std::optional<std::string> country;
  std::optional<std::string> phone;  ///< +digits; only the person and admins see it
  std::optional<std::string> profile_photo_url;
  std::optional<std::string> background_image_url;
  std::optional<std::string> birthday_image_url;  ///< shown on the person's birthday card
  std::int64_t token_version = 1;
  bool external = false;  ///< outside the organisation's directory (e.g. a contractor)
  std::optional<std::int64_t> leader_id;
  bool erased = false;  ///< an admin erased the account: anonymised and closed
  /// Supplied by the organisation (migration 0091); only the person and admins see them.
  std::optional<std::string> national_id;    ///< normalised: upper case, letters and digits
  std::optional<std::string> contract_type;  ///< one of kContractTypes (person_fields.h)
  std::optional<std::string> gender;         ///< one of kGenders (person_fields.h)

  std::string full_name() const {
    return last_name.empty() ? first_name : first_name + " " + last_name;
  }
};

/// The short reference to a person that posts, comments and lists embed.
struct Person {
  std::int64_t id = 0;
  std::string first_name;
  std::string last_name;
  std::string email;
  std::optional<std::string> job_position;
  std::optional<std::string> profile_photo_url;
  std::optional<std::string> department_name;

  std::string full_name() const {
    return last_name.empty() ? first_name : first_name + " " + last_name;
  }
};
BOOST_DESCRIBE_STRUCT(Person, (),
                      (id, first_name, last_name, email, job_position, profile_photo_url,
                       department_name))

/// What sign-in needs beyond the public profile.
struct Credentials {
  User user;
  std::optional<std::string> password_hash;
  bool must_change_password = false;  ///< an admin set a temporary password
};

struct NewUser {
  std::string email;  ///< already normalised (trimmed, lower-case)
  std::string first_name;
  std::string last_name;
  std::optional<std::string> job_position;
  Role role = Role::kEmployee;
  std::optional<std::int64_t> department_id;
  std::optional<std::int64_t> leader_id;
  std::string language = "spanish";
  bool points = true;
  bool active = true;
  bool activated = true;
  std::optional<std::string> birthday;
  std::optional<std::string> admission_date;
  std::optional<std::string> country;
  std::optional<std::string> phone;
  bool external = false;
  std::optional<std::string> password_hash;
  std::optional<std::string> national_id;
  std::optional<std::string> contract_type;
  std::optional<std::string> gender;
};

/// The person reference of a member.
Person to_person(const User& user);

/// Trims and lower-cases an e-mail address; the stored form.
std::string normalize_email(std::string_view email);
/// A light syntax check (one '@', a dot in the domain, no spaces, at most 254 characters).
bool looks_like_email(std::string_view email);

}  // namespace aplauso::users
