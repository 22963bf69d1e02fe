#include "modules/recognition/recognition_admin.h"

#include <algorithm>
#include <set>

#include "core/errors.h"
#include "db/database.h"
#include "modules/feed/feed_service.h"
#include "modules/points/points_service.h"

namespace aplauso::recognition {

std::vector<points::HistoryRow> RecognitionAdmin::entries(OrgId org, std::int64_t post_id) const {
  return db_.run([&](db::Conn& c) { return points_.by_reference(c, org, "post", post_id); });
}

void RecognitionAdmin::edit(OrgId org, std::int64_t admin_id, std::int64_t post_id,
                            const RecognitionEdit& e) const {
  db_.transact([&](db::Conn& c) {
    feed::AdminEdit edit{e.message, e.filed, std::nullopt};
    if (e.values) {
      const std::set<std::int64_t> ids(e.values->begin(), e.values->end());
      const auto values = catalog_.values_by_id(c, org, {ids.begin(), ids.end()});
      if (values.size() != ids.size() ||
          std::any_of(values.begin(), values.end(), [](auto& v) { return !v.active; })) {
        throw rule_broken("value_not_found", "Uno de los valores no existe.",
                          {{"values", "Valor no válido."}});
      }
      edit.values = std::vector<std::int64_t>(ids.begin(), ids.end());
    }
    feed_.admin_edit(c, org, admin_id, post_id, edit);
  });
}

}  // namespace aplauso::recognition
