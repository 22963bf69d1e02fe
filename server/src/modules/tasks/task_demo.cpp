#include "modules/tasks/task_demo.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <string_view>

#include "core/days.h"
#include "modules/tasks/task_service.h"
#include "modules/tasks/task_templates.h"

namespace aplauso::tasks {

namespace json = boost::json;

namespace {

constexpr std::string_view kWelcome = R"({
  "name": {"es": "Bienvenida a nuevos ingresos", "en": "Welcome for new joiners"},
  "trigger": "person_created",
  "anchor": "hire_date",
  "active": true,
  "items": [
    {"key": "t1", "title": "Preparar equipo y accesos", "offset_days": -3,
     "assignee_role": "admin", "priority": "high"},
    {"key": "t2", "title": "Firmar y subir el contrato", "offset_days": -3,
     "assignee_role": "subject", "proof": "attachment",
     "description": "Sube el contrato firmado como archivo adjunto."},
    {"key": "t3", "title": "Dar la bienvenida al equipo", "offset_days": 0,
     "assignee_role": "leader", "depends_on": ["t1"]},
    {"key": "t4", "title": "Completar tu perfil en Aplauso", "offset_days": 1,
     "assignee_role": "subject"},
    {"key": "t5", "title": "Reunión de la primera semana", "offset_days": 7,
     "assignee_role": "leader", "depends_on": ["t3"]},
    {"key": "t6", "title": "Conversación de los 30 días", "offset_days": 30,
     "assignee_role": "leader"}
  ]})";

}  // namespace

void seed_demo_tasks(const TaskService& tasks, const TemplateService& templates, DemoOrg& demo,
                     const std::string& today) {
  const auto welcome = templates.create(demo.org, json::parse(kWelcome).as_object());
  templates.start(demo.org, demo.admin_id, welcome.row.id, demo.id("person:camila.vega@demo.local"),
                  std::nullopt, today);

  const Caller leader{demo.id("person:leader@demo.local"), false};
  const std::int64_t member = demo.id("person:ana.torres@demo.local");
  const auto task = [&](const char* title, const std::optional<std::string>& due,
                        const char* priority, json::array depends_on) {
    json::object body{{"title", title},
                      {"assignee_ids", json::array{member}},
                      {"priority", priority},
                      {"depends_on", std::move(depends_on)}};
    body["due_on"] = due ? json::value(*due) : json::value(nullptr);
    return tasks.create(demo.org, leader, body).row.id;
  };
  const auto overdue =
      task("Enviar el informe de pruebas del sprint", add_days(today, -2), "high", {});
  task("Revisar el pull request del módulo de pagos", today, "normal", {});
  task("Preparar la demo para el cliente", add_days(today, 5), "normal", {});
  task("Publicar la versión en producción", add_days(today, 6), "urgent", {overdue});
}

}  // namespace aplauso::tasks
