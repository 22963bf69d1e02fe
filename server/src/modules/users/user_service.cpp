#include "modules/users/user_service.h"

#include "core/errors.h"

namespace aplauso::users {

User UserService::me(std::int64_t org_id, std::int64_t user_id) const {
  auto user = db_.run([&](soci::session& s) { return repo_.find(s, org_id, user_id); });
  if (!user) throw unauthorized();
  return std::move(*user);
}

User UserService::update_account(std::int64_t org_id, std::int64_t user_id,
                                 const AccountUpdate& update) const {
  if (update.language && *update.language != "spanish" && *update.language != "english") {
    throw invalid_input("language", "El idioma debe ser spanish o english.");
  }
  auto user = db_.transact([&](soci::session& s) {
    if (update.language) {
      repo_.set_language(s, org_id, user_id, *update.language, clock_.now_ms());
    }
    return repo_.find(s, org_id, user_id);
  });
  if (!user) throw unauthorized();
  return std::move(*user);
}

}  // namespace aplauso::users
