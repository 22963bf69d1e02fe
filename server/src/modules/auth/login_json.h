// The answer of every call that signs a person in (password, code, activation, password change):
// {token, expires_at, user}.
#pragma once

#include <boost/json/object.hpp>

#include "modules/auth/auth_service.h"

namespace aplauso::auth {

boost::json::object login_json(const LoginResult& result);

}  // namespace aplauso::auth
