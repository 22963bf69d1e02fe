#include "modules/health_safety/health_safety_demo.h"

#include <boost/json/object.hpp>
#include <chrono>

#include "core/days.h"
#include "modules/health_safety/health_safety_service.h"
#include "modules/tasks/task_service.h"

namespace aplauso::health_safety {

namespace {
std::string days_ago(int n, const char* time) {
  const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  return day_text(std::chrono::year_month_day{today - std::chrono::days{n}}) + "T" + time;
}
std::string due_in(int n) {
  const auto today = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
  return day_text(std::chrono::year_month_day{today + std::chrono::days{n}});
}
}  // namespace

void seed_demo_health_safety(const HealthSafetyService& service, const tasks::TaskService& tasks,
                             DemoOrg& demo) {
  const Caller admin{demo.admin_id, true};
  const Caller ana{demo.id("person:ana.torres@demo.local"), false};
  const Caller carlos{demo.id("person:carlos.ruiz@demo.local"), false};
  const auto maria = demo.id("person:maria.lopez@demo.local");

  NewReport spill;
  spill.kind = "hazard";
  spill.place = "Bodega, pasillo 3";
  spill.occurred_at = days_ago(2, "09:15");
  spill.description = "Derrame de aceite sin señalizar junto a las estanterías.";
  service.report_anonymous(demo.org, spill);

  NewReport cable;
  cable.kind = "hazard";
  cable.place = "Oficina, sala de reuniones 2";
  cable.occurred_at = days_ago(5, "11:00");
  cable.description = "Cable de extensión cruzando el paso.";
  service.report(demo.org, carlos, cable);

  NewReport forklift;
  forklift.kind = "near_miss";
  forklift.place = "Patio de carga";
  forklift.occurred_at = days_ago(7, "16:40");
  forklift.description = "Una grúa horquilla retrocedió sin alarma y casi golpea a un peatón.";
  forklift.severity = "serious";
  const auto near = service.report(demo.org, ana, forklift);
  service.transition(demo.org, admin, near.row.id, "reported", "investigating",
                     "Revisamos la alarma de retroceso.");

  NewReport fall;
  fall.kind = "incident";
  fall.place = "Escalera del segundo piso";
  fall.occurred_at = days_ago(12, "08:30");
  fall.description = "Resbalón en un peldaño mojado; golpe en la rodilla.";
  fall.injury = true;
  fall.severity = "minor";
  fall.injured = {maria};
  const auto incident = service.report(demo.org, ana, fall);
  service.transition(demo.org, admin, incident.row.id, "reported", "investigating", "");
  service.investigate(demo.org, admin, incident.row.id, std::string("minor"),
                      std::string("Falta de cinta antideslizante en los peldaños."));
  const auto with_action =
      service.add_action(demo.org, admin, incident.row.id, "Instalar cinta antideslizante",
                         "En todos los peldaños de la escalera.", ana.user_id, due_in(7));
  service.transition(demo.org, admin, incident.row.id, "investigating", "actions", "");
  tasks::Caller assignee{ana.user_id, false};
  tasks.update(demo.org, assignee, with_action.actions.front().task_id, {{"status", "done"}});
  service.transition(demo.org, admin, incident.row.id, "actions", "closed",
                     "Cinta instalada y verificada.");

  NewReport cut;
  cut.kind = "incident";
  cut.place = "Taller";
  cut.occurred_at = days_ago(1, "14:05");
  cut.description = "Corte leve con una herramienta sin protección.";
  cut.injury = true;
  cut.severity = "minor";
  service.report(demo.org, carlos, cut);
}

}  // namespace aplauso::health_safety
