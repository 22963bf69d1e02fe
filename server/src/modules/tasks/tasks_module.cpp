// Installs tasks: the notification kinds it raises, the services, the hook that starts
// person_created templates when people are created, the daily due-today job, the demo's part
// and the routes (task_routes.cpp).
#include "api/module.h"
#include "api/tenant.h"
#include "core/clock.h"
#include "modules/audit/audit_log.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/people/people_service.h"
#include "modules/tasks/task_demo.h"
#include "modules/tasks/task_service.h"
#include "modules/tasks/task_templates.h"
#include "modules/tasks/tasks_routes.h"
#include "modules/uploads/upload_service.h"

namespace aplauso::tasks {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"task_assigned", "/tasks?task={task_id}", true, "Tienes una tarea nueva: {name}",
                   "You have a new task: {name}"});
  notices.declare({"task_due_today", "/tasks?task={task_id}", true, "Hoy vence tu tarea «{name}»",
                   "Your task “{name}” is due today", /*reminder=*/true});
  notices.declare({"task_unblocked", "/tasks?task={task_id}", true,
                   "Ya puedes empezar «{name}»: lo que esperaba está listo",
                   "You can start “{name}” now: what it waited for is done"});
  // Comments are not mailed unless one asks: a lively task would fill the inbox.
  notices.declare({"task_comment", "/tasks?task={task_id}", false,
                   "{actor} comentó la tarea «{name}»", "{actor} commented on the task “{name}”"});
  auto& service = m.make<TaskService>(m.db, m.clock, m.files, m.need<uploads::UploadService>(),
                                      notices, m.need<live::EventHub>());
  auto& templates = m.make<TemplateService>(m.db, m.clock, service, m.need<audit::AuditLog>());
  m.provide(service);
  m.provide(templates);
  // A person created by an admin, an import or a directory sync starts the person_created
  // templates in the creating transaction (anchor: their admission date, else today).
  m.need<people::PeopleService>().on_person_created(
      [&templates, &clock = m.clock](db::Conn& c, const tenancy::Tenant& tenant,
                                     const std::vector<std::int64_t>& ids) {
        if (!tenant.module_on("tasks")) return;
        templates.start_runs(c, OrgId{tenant.org_id}, "person_created", ids, std::nullopt,
                             forms::local_day(tenant.timezone, clock.now_ms()));
      });
  m.jobs.push_back(
      {"tasks.due_today", std::chrono::seconds(300), [&service] { service.remind_due_today(); }});
  m.demo("tasks", [&service, &templates, &clock = m.clock](DemoOrg& demo) {
    seed_demo_tasks(service, templates, demo, forms::local_day("UTC", clock.now_ms()));
  });
  register_routes(m.routes, service, templates);
}

}  // namespace aplauso::tasks
