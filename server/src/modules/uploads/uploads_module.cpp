// Installs uploads: the service and the routes (upload_routes.cpp).
#include "api/module.h"
#include "modules/uploads/upload_service.h"
#include "modules/uploads/uploads_routes.h"

namespace aplauso::uploads {

void install(ModuleContext& m) {
  auto& service = m.make<UploadService>(m.db, m.clock, m.files, m.local_files);
  m.provide(service);
  register_routes(m.routes, service);
}

}  // namespace aplauso::uploads
