#include "modules/profile/profile_service.h"

#include "core/errors.h"
#include "db/database.h"
#include "modules/feed/post_repo.h"
#include "modules/users/user_repo.h"

namespace aplauso::profile {

PublicProfile ProfileService::public_profile(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) {
    auto user = users::UserRepo().find(c, org, user_id);
    if (!user || !user->active) throw not_found("La persona no existe.");
    PublicProfile out;
    out.user = std::move(*user);
    std::tie(out.received_count, out.sent_count) =
        feed::PostRepo().recognition_counts(c, org, user_id);
    out.summary = points_.summary(c, org, user_id);
    out.badges = badges::BadgeRepo().received(c, org, user_id);
    return out;
  });
}

}  // namespace aplauso::profile
