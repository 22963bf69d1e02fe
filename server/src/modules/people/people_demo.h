// The people of the demo organisation (api/demo.h).
#pragma once

#include "api/demo.h"

namespace aplauso::users {
class UserService;
}
namespace aplauso::structure {
class StructureService;
}

namespace aplauso::people {

/// Places the admin, then adds the demo's people, recording "person:<e-mail>" for everyone and
/// "member:<e-mail>" for those who can sign in.
void seed_demo_people(const users::UserService& people,
                      const structure::StructureService& structure, DemoOrg& demo);

}  // namespace aplauso::people
