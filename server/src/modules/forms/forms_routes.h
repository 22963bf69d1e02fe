// The route table of the forms engine (forms_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::forms {

class FormService;

/// Admins' forms (/org/forms) and people answering them (/forms/{form_id}).
void register_routes(RouteTable& table, const FormService& service);

}  // namespace aplauso::forms
