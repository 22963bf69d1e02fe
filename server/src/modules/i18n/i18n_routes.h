// The route table of translations (i18n_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::i18n {

class LocaleService;

/// Catalogs with the organisation's wording, missing-key reports.
void register_routes(RouteTable& table, LocaleService& service);

}  // namespace aplauso::i18n
