// Installs the files repository (flag `files_repository`): the notification its expiry reminders
// raise, the service, the erasure hook, the hourly reminders job, the demo's documents and the
// routes (files_routes.cpp).
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/files/files_demo.h"
#include "modules/files/files_routes.h"
#include "modules/files/files_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "modules/users/user_service.h"

namespace aplauso::files {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"file_expiring", "/files/{file_id}", true,
                   "El documento «{name}» vence el {expires_on}: revísalo o sube una versión nueva",
                   "The document “{name}” expires on {expires_on}: review it or upload a new "
                   "version"});
  notices.declare({"file_ack_requested", "/files/{file_id}", false,
                   "{actor} te pide confirmar que leíste «{name}» (versión {version})",
                   "{actor} asks you to confirm you read “{name}” (version {version})"});
  auto& service = m.make<FilesService>(m.db, m.clock, m.need<uploads::UploadService>(),
                                       m.need<audit::AuditLog>(), notices);
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.jobs.push_back(
      {"files.expiring", std::chrono::hours(1), [&service] { service.remind_expiring(); }});
  m.jobs.push_back(
      {"files.retention", std::chrono::hours(1), [&service] { service.apply_retention(); }});
  m.demo("files", [&service](DemoOrg& demo) { seed_demo_files(service, demo); });
  register_routes(m.routes, service, m.need<users::UserService>(), m.files);
}

}  // namespace aplauso::files
