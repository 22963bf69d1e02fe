// Installs the complaints channel: the notification kinds it raises, the service (with the
// communications module's send for the semestral notice and the privacy engine's k), the jobs
// (deadline warnings, the notices due), the demo's part and the routes (complaint_routes.cpp).
#include "api/module.h"
#include "core/config.h"
#include "modules/audit/audit_log.h"
#include "modules/communications/communication_service.h"
#include "modules/complaints/complaint_service.h"
#include "modules/complaints/complaints_routes.h"
#include "modules/notifications/notification_service.h"
#include "modules/privacy/privacy_service.h"
#include "modules/structure/structure_service.h"
#include "modules/tasks/task_service.h"
#include "modules/uploads/upload_service.h"

namespace aplauso::complaints {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  // No text of a case ever goes into a notification: only that something happened.
  notices.declare({"complaint_received", "/complaints/cases/{case_id}", true,
                   "Llegó una denuncia nueva al canal de denuncias",
                   "A new complaint arrived in the complaints channel"});
  notices.declare({"complaint_assigned", "/complaints/cases/{case_id}", true,
                   "Te asignaron la investigación de una denuncia",
                   "You were assigned to investigate a complaint"});
  notices.declare({"complaint_message", "/complaints/cases/{case_id}", false,
                   "Hay un mensaje nuevo en una denuncia que gestionas",
                   "There is a new message in a complaint you handle"});
  // To an identified reporter who opted in: in the app only unless they turn mail on.
  notices.declare({"complaint_reply", "/complaints/anonymous", false,
                   "El comité respondió tu denuncia: ábrela con tu recibo y tu frase",
                   "The committee answered your complaint: open it with your receipt and "
                   "passphrase"});
  notices.declare({"complaint_deadline", "/complaints/cases/{case_id}", true,
                   "Un plazo legal de una denuncia vence el {due_day}",
                   "A legal deadline of a complaint is due on {due_day}"});
  auto& communications = m.need<communications::CommunicationService>();
  auto& privacy = m.need<privacy::PrivacyService>();
  NoticeSender sender;
  sender.send = [&communications](OrgId org, std::int64_t author_id, const std::string& title,
                                  const std::string& body) {
    communications::Draft draft;
    draft.title = title;
    draft.message = body;
    draft.acknowledge = true;
    draft.pin = true;    // stays on top of the communications until the next one
    draft.email = true;  // reaches everyone, also those who rarely sign in
    return communications.send(org, author_id, communications::Audience{}, draft).row.id;
  };
  sender.counts = [&communications](OrgId org, std::int64_t communication_id) {
    NoticeView v;
    try {
      const auto c = communications.one(org, {0, true}, communication_id);
      v.recipients = c.row.recipients_count;
      v.read = c.row.read_count;
      v.confirmed = c.row.acknowledged_count;
    } catch (const std::exception&) {
      // A communication deleted since: no counts.
    }
    return v;
  };
  sender.privacy_k = [&privacy](db::Conn& c, OrgId org) { return privacy.thresholds(c, org).k; };
  auto& service = m.make<ComplaintService>(
      m.db, m.clock, m.config.jwt_secret, m.config.password_cost == password::Cost::kFast, m.files,
      m.need<uploads::UploadService>(), m.need<audit::AuditLog>(), notices,
      m.need<tasks::TaskService>(), std::move(sender));
  m.provide(service);
  m.jobs.push_back({"complaints.announce", std::chrono::seconds(600),
                    [&service] { service.announce_anonymous(); }});
  m.jobs.push_back({"complaints.deadlines", std::chrono::seconds(3600),
                    [&service] { service.warn_deadlines(); }});
  m.jobs.push_back({"complaints.notices", std::chrono::seconds(3600),
                    [&service] { service.send_due_notices(); }});
  m.demo("complaints",
         [&service, &structure = m.need<structure::StructureService>()](DemoOrg& demo) {
           service.seed_demo(demo.org, demo.admin_id, demo.id("person:carlos.ruiz@demo.local"),
                             structure.ensure_department(demo.org, "Tecnología"));
         });
  register_routes(m.routes, service);
}

}  // namespace aplauso::complaints
