// The JSON shape of a member (openapi.yaml: User).
#pragma once

#include <boost/json/object.hpp>

#include "modules/users/user.h"

namespace aplauso::users {

boost::json::object to_json(const User& user);

}  // namespace aplauso::users
