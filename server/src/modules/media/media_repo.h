// The media library's rows (media_items).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::media {

/// A picture or animated image of the organisation's library.
struct MediaItem {
  std::int64_t id = 0;
  std::string storage_key;
  std::string content_type;
  std::int64_t size = 0;
  std::string title;
  std::optional<std::string> title_en;
  bool active = true;
  std::int64_t created_at = 0;
};

class MediaRepo {
 public:
  /// Newest first, at most `limit`; with `include_inactive` the hidden ones too.
  std::vector<MediaItem> list(db::Conn& c, OrgId org, bool include_inactive,
                              std::int64_t limit) const;
  std::int64_t count(db::Conn& c, OrgId org) const;
  /// nullopt when the id is not one of the organisation's items.
  std::optional<MediaItem> find(db::Conn& c, OrgId org, std::int64_t id) const;
  std::int64_t insert(db::Conn& c, OrgId org, const MediaItem& item, std::int64_t created_by,
                      std::int64_t now_ms) const;
  void update(db::Conn& c, OrgId org, const MediaItem& item, std::int64_t now_ms) const;
  /// Whether a row was removed.
  bool remove(db::Conn& c, OrgId org, std::int64_t id) const;
};

}  // namespace aplauso::media
