// The route table of the mail module (mail_module.cpp installs it): the set-up page's trial mail.
#pragma once

#include "api/routes.h"

namespace aplauso::users {
class UserService;
}

namespace aplauso::mail {

class MailService;

/// POST /org/testing/mail (a trial mail to the admin who asks) and GET /org/testing/mail/{id}
/// (where it stands).
void register_routes(RouteTable& table, const users::UserService& users,
                     const MailService& service);

}  // namespace aplauso::mail
