// An audience in a request body and in a response: {"everyone", "departments", "groups"}.
#pragma once

#include <boost/json/fwd.hpp>

#include "modules/structure/audience.h"

namespace aplauso::structure {

/// The body's "audience" (absent or null: everyone); 400 on "audience" when it is not an object.
Audience audience_of(const boost::json::object& body);
boost::json::object audience_json(const Audience& audience);

}  // namespace aplauso::structure
