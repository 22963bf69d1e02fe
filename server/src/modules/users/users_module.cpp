// Installs users: people's changes and erasure (other modules follow and fill them), the user
// and photo services and the routes (user_routes.cpp).
#include "api/module.h"
#include "modules/users/person_changes.h"
#include "modules/users/person_erasure.h"
#include "modules/users/photo_service.h"
#include "modules/users/user_routes.h"
#include "modules/users/user_service.h"

namespace aplauso::users {

void install(ModuleContext& m) {
  auto& changes = m.make<PersonChanges>();
  m.provide(changes);
  m.provide(m.make<PersonErasure>());
  auto& service = m.make<UserService>(m.db, m.clock, changes);
  m.provide(service);
  register_routes(m.routes, service);
  register_photo_routes(m.routes, m.make<PhotoService>(m.db, m.clock, changes));
}

}  // namespace aplauso::users
