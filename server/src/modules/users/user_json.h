// The JSON shape of a member (openapi.yaml: User).
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <vector>

#include "modules/users/user.h"

namespace soci {
class session;
}

namespace aplauso::users {

boost::json::object to_json(const User& user);
/// The short shape other objects embed (openapi.yaml: PersonRef).
boost::json::object person_json(const User& user);
/// PersonRef objects of `ids`, looked up in one query; ids not found are absent.
boost::json::object people_by_id(soci::session& s, std::int64_t org_id,
                                 const std::vector<std::int64_t>& ids);

}  // namespace aplauso::users
