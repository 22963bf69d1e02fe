// HTTP routes of translations.
#pragma once

#include "app/routes.h"
#include "modules/i18n/locale_service.h"

namespace aplauso::i18n {

void register_routes(RouteTable& table, LocaleService& service);

}  // namespace aplauso::i18n
