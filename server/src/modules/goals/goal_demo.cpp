#include "modules/goals/goal_demo.h"

#include "core/days.h"
#include "modules/goals/goal_service.h"

namespace aplauso::goals {

namespace {

constexpr std::int64_t kDayMs = 86'400'000;

GoalInput goal(std::string title, std::int64_t owner, std::string level, std::string metric,
               double start, double target, const std::string& starts_on,
               const std::string& ends_on) {
  GoalInput in;
  in.title = std::move(title);
  in.owner_id = owner;
  in.level = std::move(level);
  in.metric = std::move(metric);
  in.start_value = start;
  in.target_value = target;
  in.starts_on = starts_on;
  in.ends_on = ends_on;
  in.visibility = "public";
  in.progress_mode = "manual";
  return in;
}

}  // namespace

void seed_demo_goals(const GoalService& goals, DemoOrg& demo, const std::string& today) {
  const OrgId org = demo.org;
  Viewer admin;
  admin.user_id = demo.admin_id;
  admin.role = Role::kAdmin;
  admin.today = today;
  const auto starts = add_days(today, -60);
  const auto ends = add_days(today, 30);
  const auto today_ms = [&] {
    const auto ymd = parse_day(today);
    return static_cast<std::int64_t>(std::chrono::sys_days{*ymd}.time_since_epoch().count()) *
           kDayMs;
  }();
  const auto days_ago = [&](std::int64_t n) { return today_ms - n * kDayMs + 10 * 3'600'000; };

  CategoryRow clients;
  clients.name = "Clientes";
  clients.name_en = "Customers";
  clients.value_id = demo.id("recognition.value:Excelencia");
  const auto clients_id = goals.save_category(org, std::nullopt, clients).id;
  CategoryRow operation;
  operation.name = "Operación";
  operation.name_en = "Operations";
  const auto operation_id = goals.save_category(org, std::nullopt, operation).id;

  const auto leader = demo.id("person:leader@demo.local");
  const auto maria = demo.id("person:maria.lopez@demo.local");
  const auto ana = demo.id("person:ana.torres@demo.local");
  const auto carlos = demo.id("person:carlos.ruiz@demo.local");
  const auto sofia = demo.id("person:sofia.ramirez@demo.local");

  auto company = goal("Crecer 20 % en clientes activos", demo.admin_id, "company", "percent", 0, 20,
                      starts, ends);
  company.progress_mode = "children";
  company.category_id = clients_id;
  company.description = std::string("El objetivo de la empresa para este periodo.");
  const auto company_id = goals.create(org, admin, company).goal.row.id;

  auto sales =
      goal("Comercial: 120 clientes nuevos", maria, "department", "number", 0, 120, starts, ends);
  sales.department_id = goals.department_of(org, maria);
  sales.unit = std::string("clientes");
  sales.category_id = clients_id;
  sales.parents = {{company_id, 60}};
  sales.weight = 60;
  const auto sales_id = goals.create(org, admin, sales).goal.row.id;

  auto tech = goal("Tecnología: activar clientes en un día", leader, "department", "percent", 0,
                   100, starts, ends);
  tech.department_id = goals.department_of(org, leader);
  tech.category_id = clients_id;
  tech.parents = {{company_id, 40}};
  tech.weight = 100;
  const auto tech_id = goals.create(org, admin, tech).goal.row.id;

  auto calls =
      goal("Llamar a 40 clientes inactivos", maria, "personal", "number", 0, 40, starts, ends);
  calls.unit = std::string("llamadas");
  calls.weight = 40;
  calls.parents = {{sales_id, 50}};
  const auto calls_id = goals.create(org, admin, calls).goal.row.id;

  auto onboarding =
      goal("Nuevo flujo de activación", ana, "personal", "binary", 0, 1, starts, ends);
  onboarding.progress_mode = "checklist";
  onboarding.weight = 60;
  onboarding.category_id = operation_id;
  onboarding.checklist = {
      {0, "Diseñar el flujo", true, std::nullopt, std::nullopt, std::nullopt},
      {0, "Probar con 5 clientes", true, std::nullopt, std::nullopt, std::nullopt},
      {0, "Publicarlo", false, std::nullopt, std::nullopt, std::nullopt}};
  onboarding.parents = {{tech_id, 70}};
  goals.create(org, admin, onboarding);
  auto docs =
      goal("Documentar la API de activación", ana, "personal", "percent", 0, 100, starts, ends);
  docs.weight = 40;
  const auto docs_id = goals.create(org, admin, docs).goal.row.id;

  auto quality = goal("Cero errores críticos en producción", carlos, "personal", "number", 10, 0,
                      starts, ends);
  quality.unit = std::string("errores");
  quality.weight = 100;
  quality.parents = {{tech_id, 30}};
  const auto quality_id = goals.create(org, admin, quality).goal.row.id;

  auto visits = goal("Visitar 30 cuentas clave", sofia, "personal", "number", 0, 30, starts, ends);
  visits.unit = std::string("visitas");
  visits.weight = 100;
  visits.visibility = "department";
  goals.create(org, admin, visits);

  // Dated check-ins: the Comercial goal grows too slowly to reach 120 (its forecast is at risk).
  goals.record_past_checkin(org, sales_id, maria, 12, "progressing", days_ago(45));
  goals.record_past_checkin(org, sales_id, maria, 21, "progressing", days_ago(30));
  goals.record_past_checkin(org, sales_id, maria, 33, "off_track", days_ago(15));
  goals.record_past_checkin(org, sales_id, maria, 41, "off_track", days_ago(2));
  goals.record_past_checkin(org, calls_id, maria, 14, "progressing", days_ago(20));
  goals.record_past_checkin(org, calls_id, maria, 30, "on_track", days_ago(3));
  goals.record_past_checkin(org, tech_id, leader, 35, "on_track", days_ago(40));
  goals.record_past_checkin(org, tech_id, leader, 62, "on_track", days_ago(10));
  goals.record_past_checkin(org, docs_id, ana, 50, "on_track", days_ago(7));
  goals.record_past_checkin(org, quality_id, carlos, 6, "progressing", days_ago(25));
  goals.record_past_checkin(org, quality_id, carlos, 2, "on_track", days_ago(5));
  demo.ids["goal:company"] = company_id;
}

}  // namespace aplauso::goals
