// What admins do with recognitions already sent: see one with its ledger entries, and correct
// its message, filing and values.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"
#include "modules/points/ledger_repo.h"
#include "modules/recognition/catalog_repo.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::feed {
class FeedService;
}
namespace aplauso::points {
class PointsService;
}

namespace aplauso::recognition {

struct RecognitionEdit {
  std::optional<std::string> message;
  std::optional<bool> filed;
  std::optional<std::vector<std::int64_t>> values;
};

class RecognitionAdmin {
 public:
  RecognitionAdmin(const db::Database& db, const feed::FeedService& feed,
                   const points::PointsService& points)
      : db_(db), feed_(feed), points_(points) {}

  /// The ledger entries a recognition made (sends and boosts).
  std::vector<points::HistoryRow> entries(OrgId org, std::int64_t post_id) const;
  /// 404 unless the id is a recognition of the organisation; 422 for unknown or inactive values.
  void edit(OrgId org, std::int64_t admin_id, std::int64_t post_id,
            const RecognitionEdit& edit) const;

 private:
  const db::Database& db_;
  const feed::FeedService& feed_;
  const points::PointsService& points_;
  CatalogRepo catalog_;
};

}  // namespace aplauso::recognition
