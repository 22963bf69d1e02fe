#include "modules/badges/badge_json.h"

#include <boost/json/value.hpp>

#include "storage/file_store.h"

namespace aplauso::badges {

namespace json = boost::json;

json::object badge_json(const Badge& b, const storage::FileStore& files, std::int64_t now_s) {
  return {
      {"id", b.id},
      {"name", b.name},
      {"description", b.description ? json::value(*b.description) : json::value(nullptr)},
      {"image_url", files.read_url(b.image_key, now_s, 3600)},
      {"name_en", b.name_en ? json::value(*b.name_en) : json::value(nullptr)},
      {"description_en", b.description_en ? json::value(*b.description_en) : json::value(nullptr)},
      {"active", b.active},
      {"created_at", b.created_at}};
}

}  // namespace aplauso::badges
