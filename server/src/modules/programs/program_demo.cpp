#include "modules/programs/program_demo.h"

#include "core/days.h"
#include "modules/programs/program_service.h"

namespace aplauso::programs {

namespace {
ActionInput demo_action(const char* key, const char* title, const char* instructions,
                        std::int64_t points, const char* evidence, const char* recurrence) {
  ActionInput a;
  a.key = key;
  a.title = title;
  a.instructions = instructions;
  a.points = points;
  a.evidence = evidence;
  a.recurrence = recurrence;
  return a;
}
}  // namespace

void seed_demo_programs(const ProgramService& programs, DemoOrg& demo, const std::string& today) {
  const Viewer admin{demo.admin_id, Role::kAdmin, today, "UTC"};
  const auto as = [&today](std::int64_t id, Role role) { return Viewer{id, role, today, "UTC"}; };
  const std::int64_t leader = demo.id("person:leader@demo.local");
  const std::int64_t ana = demo.id("person:ana.torres@demo.local");
  const std::int64_t carlos = demo.id("person:carlos.ruiz@demo.local");
  const std::int64_t maria = demo.id("person:maria.lopez@demo.local");
  const std::int64_t sofia = demo.id("person:sofia.ramirez@demo.local");

  // Onboarding: mandatory, assigned to the newest people, the second step after the first.
  ProgramInput welcome;
  welcome.title = "Bienvenida";
  welcome.description =
      "Tus primeras semanas en la empresa: conoce la cultura, tu equipo y las herramientas.";
  welcome.mandatory = true;
  welcome.show_in_feed = false;
  welcome.owner_ids = std::vector<std::int64_t>{leader};
  welcome.actions = {
      demo_action("a1", "Lee el manual de cultura",
                  "Cuéntanos en pocas palabras qué valor te representa más.", 50, "text", "once"),
      demo_action("a2", "Conoce a tu equipo",
                  "Comparte el enlace a la foto o la nota de tu café con el equipo.", 100, "link",
                  "once"),
      demo_action("a3", "Configura tus herramientas", "Marca cuando tengas todo listo.", 50, "none",
                  "once")};
  welcome.actions[1].prerequisites = {"a1"};
  const auto onboarding = programs.create(demo.org, admin, welcome).program.row.id;
  programs.activate(demo.org, admin, onboarding);
  AssignInput assign;
  assign.program_id = onboarding;
  assign.user_ids = {demo.id("person:lucia.paredes@demo.local"),
                     demo.id("person:valentina.rojas@demo.local"),
                     demo.id("person:camila.vega@demo.local")};
  assign.due_on = add_days(today, 14);
  programs.assign(demo.org, admin, assign);

  // Volunteering: a budget of 2,000 points and three kinds of evidence.
  ProgramInput volunteering;
  volunteering.title = "Voluntariado";
  volunteering.description =
      "Dona tu tiempo a causas de la comunidad y gana puntos por cada actividad.";
  volunteering.budget_points = 2000;
  volunteering.owner_ids = std::vector<std::int64_t>{demo.admin_id};
  volunteering.actions = {
      demo_action("v1", "Jornada de reforestación", "Sube una foto de tu jornada.", 200, "photo",
                  "monthly"),
      demo_action("v2", "Mentoría a estudiantes",
                  "Comparte el enlace de la sesión o de la publicación.", 150, "link", "weekly"),
      demo_action("v3", "Colecta de alimentos", "Cuéntanos qué donaste y dónde.", 100, "text",
                  "unlimited")};
  volunteering.actions[2].per_person_limit = 5;
  const auto detail = programs.create(demo.org, admin, volunteering);
  const auto program = detail.program.row.id;
  programs.activate(demo.org, admin, program);
  const std::int64_t link_action = detail.actions[1].row.id;
  const std::int64_t text_action = detail.actions[2].row.id;

  const auto submit = [&](std::int64_t who, std::int64_t action, const char* text,
                          std::optional<std::string> link) {
    SubmitInput in;
    in.action_id = action;
    in.text = text;
    in.link = std::move(link);
    return programs.submit(demo.org, as(who, Role::kEmployee), in).row.id;
  };
  approvals::Approver by_admin{demo.admin_id, Role::kAdmin, {}};
  const auto approved = {
      submit(ana, text_action, "Doné 10 kilos de alimentos al banco de alimentos del barrio.",
             std::nullopt),
      submit(carlos, text_action, "Llevé útiles escolares a la fundación Semillas.", std::nullopt),
      submit(sofia, link_action, "Mentoría de programación para el colegio distrital.",
             std::string("https://example.org/mentorias/sofia"))};
  for (const auto id : approved) programs.decide(demo.org, by_admin, id, true, std::nullopt);
  // Waiting in the inbox: Ana's (her leader and the admins decide), María's (the admins).
  submit(ana, link_action, "Sesión de mentoría con estudiantes de grado once.",
         std::string("https://example.org/mentorias/ana"));
  submit(maria, text_action, "Organicé la colecta de ropa de invierno de la oficina.",
         std::nullopt);
}

}  // namespace aplauso::programs
