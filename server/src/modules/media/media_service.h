// The organisation's media library: pictures and animated images admins choose, which people may
// add to a recognition (ADR 0044). No outside GIF service: none is reachable, and the
// organisation controls what appears.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/media/media_repo.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::uploads {
class UploadService;
}
namespace aplauso::audit {
class AuditLog;
}

namespace aplauso::media {

/// What an admin changes of an item; each part optional.
struct MediaEdit {
  std::optional<std::string> title;
  std::optional<std::optional<std::string>> title_en;  ///< a null clears it
  std::optional<bool> active;
};

class MediaService {
 public:
  /// At most this many items per organisation (the picker stays one screen of thumbnails).
  static constexpr std::int64_t kMostItems = 200;
  /// An item's file: 5 MB, PNG, JPEG, GIF or WebP.
  static constexpr std::size_t kMostBytes = 5 * 1024 * 1024;

  MediaService(const db::Database& db, const Clock& clock, const uploads::UploadService& uploads,
               const audit::AuditLog& audit)
      : db_(db), clock_(clock), uploads_(uploads), audit_(audit) {}

  /// Newest first; hidden ones only with `include_inactive` (admins).
  std::vector<MediaItem> list(OrgId org, bool include_inactive) const;
  /// Stores the image and adds it to the library. 400 for a missing or too long title or an
  /// image that is not PNG, JPEG, GIF or WebP; 413 past 5 MB; 422 library_full past 200 items.
  MediaItem create(OrgId org, std::int64_t admin_id, const std::string& title,
                   const std::optional<std::string>& title_en, const std::string& image) const;
  /// 404 for another organisation's item.
  MediaItem update(OrgId org, std::int64_t id, const MediaEdit& edit) const;
  /// Removes it from the library; recognitions that carry it keep it. 404 when unknown.
  void remove(OrgId org, std::int64_t id) const;
  /// The active item a recognition carries, in the sender's transaction; 422 media_not_found
  /// when it is unknown, hidden or another organisation's.
  MediaItem chosen(db::Conn& c, OrgId org, std::int64_t id) const;

 private:
  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const audit::AuditLog& audit_;
  MediaRepo repo_;
};

}  // namespace aplauso::media
