#include "modules/auth/login_json.h"

#include "modules/users/user_json.h"

namespace aplauso::auth {

boost::json::object login_json(const LoginResult& result) {
  return {{"token", result.token},
          {"expires_at", result.expires_at},
          {"user", users::to_json(result.user)}};
}

}  // namespace aplauso::auth
