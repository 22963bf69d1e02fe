// The route table of WhatsApp (whatsapp_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso {
class PublicLinks;
}

namespace aplauso::whatsapp {

class WhatsAppService;

/// The organisation's account (admins), each member's number and opt-in, and the Cloud API's
/// webhook.
void register_routes(RouteTable& routes, const WhatsAppService& service, const PublicLinks& links);

}  // namespace aplauso::whatsapp
