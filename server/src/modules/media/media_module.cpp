// Installs the media library: the service, the routes (media_routes.cpp) and the demo's
// pictures (media_demo.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/media/media_demo.h"
#include "modules/media/media_routes.h"
#include "modules/media/media_service.h"
#include "modules/uploads/upload_service.h"

namespace aplauso::media {

void install(ModuleContext& m) {
  auto& service = m.make<MediaService>(m.db, m.clock, m.need<uploads::UploadService>(),
                                       m.need<audit::AuditLog>());
  m.provide(service);
  register_routes(m.routes, service, m.files);
  m.demo("media", [&service](DemoOrg& demo) { seed_demo_media(service, demo); });
}

}  // namespace aplauso::media
