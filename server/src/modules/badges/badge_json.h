// The JSON shape of a badge (openapi.yaml: Badge), with a signed image URL.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>

#include "modules/badges/badge_repo.h"

namespace aplauso::storage {
class FileStore;
}

namespace aplauso::badges {

boost::json::object badge_json(const Badge& b, const storage::FileStore& files, std::int64_t now_s);

}  // namespace aplauso::badges
