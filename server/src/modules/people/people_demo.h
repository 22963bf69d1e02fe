// The people of the demo organisation (api/demo.h).
#pragma once

#include "api/demo.h"

namespace aplauso::users {
class UserService;
}

namespace aplauso::people {

/// Places the admin, then adds the demo's people, recording "person:<e-mail>" for everyone and
/// "member:<e-mail>" for those who can sign in.
void seed_demo_people(const users::UserService& people, DemoOrg& demo);

}  // namespace aplauso::people
