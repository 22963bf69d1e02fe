#include "app/demo_seed.h"

#include "app/application.h"
#include "app/demo_assets.h"
#include "core/log.h"
#include "core/roles.h"
#include "db/database.h"
#include "modules/badges/badge_service.h"
#include "modules/catalog/category_service.h"
#include "modules/catalog/product_service.h"
#include "modules/points/points_service.h"
#include "modules/recognition/catalog_service.h"
#include "modules/recognition/send_service.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/users/user_service.h"

namespace aplauso {

namespace {
struct DemoPerson {
  const char* email;
  const char* first;
  const char* last;
  const char* job;
  Role role;
  const char* department;
  const char* language;
  const char* birthday;
  const char* admission;
  bool invited = false;  ///< created by an admin, not activated yet (no password)
};

// The admin is created with the organisation; these join it.
constexpr DemoPerson kPeople[] = {
    {"leader@demo.local", "Luis", "Herrera", "Líder de Tecnología", Role::kLeader, "Tecnología",
     "spanish", "1985-03-14", "2017-02-01"},
    {"ana.torres@demo.local", "Ana", "Torres", "Desarrolladora", Role::kEmployee, "Tecnología",
     "spanish", "1994-07-22", "2021-05-10"},
    {"carlos.ruiz@demo.local", "Carlos", "Ruiz", "Analista de calidad", Role::kEmployee,
     "Tecnología", "spanish", "1990-11-02", "2019-09-16"},
    {"jorge.martinez@demo.local", "Jorge", "Martínez", "Ingeniero DevOps", Role::kEmployee,
     "Tecnología", "spanish", "1988-01-30", "2020-01-13"},
    {"maria.lopez@demo.local", "María", "López", "Ejecutiva de cuentas", Role::kEmployee,
     "Comercial", "spanish", "1992-05-05", "2018-03-05"},
    {"sofia.ramirez@demo.local", "Sofía", "Ramírez", "Asesora comercial", Role::kEmployee,
     "Comercial", "spanish", "1996-09-18", "2022-08-01"},
    {"diego.castro@demo.local", "Diego", "Castro", "Asesor comercial", Role::kEmployee, "Comercial",
     "spanish", "1991-12-12", "2016-11-21"},
    {"valentina.rojas@demo.local", "Valentina", "Rojas", "Key account manager", Role::kEmployee,
     "Comercial", "english", "1993-04-27", "2023-02-20"},
    {"pablo.nunez@demo.local", "Pablo", "Núñez", "Analista financiero", Role::kEmployee, "Finanzas",
     "spanish", "1989-08-09", "2019-04-01"},
    {"lucia.paredes@demo.local", "Lucía", "Paredes", "Diseñadora UX", Role::kEmployee, "Tecnología",
     "spanish", "1995-10-03", "2024-01-15"},
    // Invited, waiting to activate: she signs in through the activation mail.
    {"camila.vega@demo.local", "Camila", "Vega", "Contadora", Role::kEmployee, "Finanzas",
     "spanish", "1997-06-21", "2026-11-02", true},
};

constexpr const char* kCategories[] = {"Experiencias", "Tecnología", "Bienestar",
                                       "Tarjetas de regalo"};

// Each with its English version, shown to people whose language is English (Valentina).
struct DemoType {
  const char* name;
  const char* emoji;
  const char* description;
  std::int64_t min, max;
  bool special;
  const char* name_en;
  const char* description_en;
};
constexpr DemoType kTypes[] = {
    {"Gracias", "🙏", "Por una ayuda, grande o pequeña.", 1, 50, false, "Thanks",
     "For a helping hand, big or small."},
    {"Trabajo en equipo", "🤝", "Por sumar con otros para llegar más lejos.", 5, 100, false,
     "Teamwork", "For joining forces to go further."},
    {"Innovación", "💡", "Por una idea que mejoró cómo trabajamos.", 10, 150, false, "Innovation",
     "For an idea that improved how we work."},
    {"Liderazgo ejemplar", "⭐", "Reconocimiento especial de líderes.", 50, 500, true,
     "Outstanding leadership", "A special recognition from leaders."},
};

struct DemoValue {
  const char* name;
  const char* emoji;
  const char* name_en;
};
constexpr DemoValue kValues[] = {{"Colaboración", "🤝", "Collaboration"},
                                 {"Excelencia", "🏆", "Excellence"},
                                 {"Innovación", "💡", "Innovation"},
                                 {"Integridad", "🛡️", "Integrity"}};

// Recognition types, values, budgets, a badge and a few recognitions, through the same services
// the API uses, so the demo feed is real data.
void seed_recognition(Application& app, OrgId org_id, std::int64_t admin_id) {
  auto& catalog = app.service<recognition::CatalogService>();
  std::vector<std::int64_t> type_ids;
  for (const auto& t : kTypes) {
    recognition::TypePatch p;
    p.name = t.name;
    p.emoji = std::optional<std::string>(t.emoji);
    p.description = std::optional<std::string>(t.description);
    p.min_points = t.min;
    p.max_points = t.max;
    p.special = t.special;
    if (t.special) p.roles = std::vector<Role>{Role::kLeader, Role::kAdmin};
    p.english = {std::optional<std::string>(t.name_en),
                 std::optional<std::string>(t.description_en)};
    type_ids.push_back(catalog.save_type(org_id, std::nullopt, p).id);
  }
  std::vector<std::int64_t> value_ids;
  for (const auto& v : kValues) {
    value_ids.push_back(catalog
                            .save_value(org_id, std::nullopt, std::string(v.name), std::nullopt,
                                        std::optional<std::string>(v.emoji), std::nullopt, true,
                                        {std::optional<std::string>(v.name_en), std::nullopt})
                            .id);
  }
  auto& budget = app.service<points::PointsService>();
  budget.set_rules(org_id, {"month", 200, false});
  points::DistributeRequest everyone;
  everyone.mode = "set";
  everyone.amount = 500;
  everyone.all = true;
  everyone.memo = "Presupuesto de bienvenida";
  budget.distribute(org_id, admin_id, everyone);

  auto& badge_service = app.service<badges::BadgeService>();
  const auto badge =
      badge_service.create(org_id, admin_id, "Mentor del mes",
                           std::string("Por guiar a quienes recién llegan."), demo_badge_png(),
                           {std::optional<std::string>("Mentor of the month"),
                            std::optional<std::string>("For guiding those who just arrived.")});
  const auto& people = app.service<users::UserService>();
  const auto& sender = app.service<recognition::SendService>();
  struct Demo {
    const char* from;
    std::vector<std::string> to;
    std::int64_t amount;
    std::size_t type;
    std::size_t value;
    const char* message;
  };
  const std::vector<Demo> demos = {
      {"ana.torres@demo.local",
       {"carlos.ruiz@demo.local"},
       20,
       0,
       0,
       "Gracias por revisar mis pruebas a última hora. ¡Salvaste la entrega!"},
      {"maria.lopez@demo.local",
       {"sofia.ramirez@demo.local", "diego.castro@demo.local"},
       30,
       1,
       0,
       "El cierre del trimestre salió gracias a ustedes dos. ¡Qué equipo!"},
      {"leader@demo.local",
       {"jorge.martinez@demo.local"},
       80,
       2,
       2,
       "La automatización del despliegue nos ahorra horas cada semana. Brillante."},
  };
  for (const auto& d : demos) {
    users::SearchQuery q;
    q.text = d.from;
    std::int64_t total = 0;
    const auto from = people.search(org_id, q, &total);
    Principal caller{from.at(0).id, org_id, Role::kEmployee, 0};
    recognition::SendRequest r;
    r.receiver_emails = d.to;
    r.amount = d.amount;
    r.type_ids = {type_ids[d.type]};
    r.value_ids = {value_ids[d.value]};
    r.message = d.message;
    sender.send(org_id, caller, recognition::SenderMode::kCaller, r);
  }
  const Principal admin{admin_id, org_id, Role::kAdmin, 0};
  badge_service.send(org_id, admin, {"ana.torres@demo.local"}, badge.id,
                     "Por acompañar a las nuevas personas del equipo.");
}
// A small catalog (a mug, a day off admins may also give as a prize, cinema tickets with five
// codes) and 500 points to redeem for every employee, so the demo's people can spend points from
// the first sign-in.
void seed_catalog(Application& app, OrgId org, const std::vector<std::int64_t>& categories) {
  const auto& products = app.service<catalog::ProductService>();
  const auto add = [&](const char* name, const char* name_en, const char* description,
                       std::int64_t points, std::optional<std::int64_t> stock, const char* type,
                       std::int64_t category, bool featured, bool send_users = false) {
    catalog::ProductInput in;
    in.fields.name = name;
    in.fields.name_en = std::string(name_en);
    in.fields.description = description;
    in.fields.points = points;
    in.fields.stock = stock;
    in.fields.type = type;
    in.fields.category_id = category;
    in.fields.featured = featured;
    in.fields.send_users = send_users;
    return products.save(org, 0, in).row.id;  // no images: nobody's uploads
  };
  add("Taza Aplauso", "Aplauso mug", "Taza de cerámica de 350 ml con el logo de la empresa.", 150,
      25, "physical", categories.at(2), true);
  add("Día libre", "Day off", "Un día libre a elección, coordinado con tu líder.", 2000,
      std::nullopt, "experience", categories.at(0), true, true);
  const auto cinema = add("Entrada de cine", "Cinema ticket",
                          "Una entrada 2D para cualquier función de la cadena asociada.", 300,
                          std::nullopt, "coupon", categories.at(0), false);
  products.upload_codes(org, cinema, "codigos.csv",
                        "CINE-DEMO-0001\nCINE-DEMO-0002\nCINE-DEMO-0003\nCINE-DEMO-0004\n"
                        "CINE-DEMO-0005\n");
  const auto& points = app.service<points::PointsService>();
  const auto& people = app.service<users::UserService>();
  for (const auto& p : kPeople) {
    if (p.invited) continue;
    users::SearchQuery q;
    q.text = p.email;
    std::int64_t total = 0;
    const auto found = people.search(org, q, &total);
    if (found.empty()) continue;
    app.db().transact([&](db::Conn& c) {
      points.refund(c, org, found.front().id, 500,
                    {"extra", std::nullopt, std::nullopt, std::nullopt,
                     std::string("Puntos de bienvenida al catálogo")});
    });
  }
}

}  // namespace

bool seed_demo(Application& app) {
  auto& orgs = app.service<tenancy::OrgService>();
  if (orgs.count() > 0) return false;
  tenancy::OrganizationSpec spec;
  spec.name = "Demo Aplauso";
  spec.hosts = {"localhost", "demo.localhost"};
  spec.is_default = true;
  spec.tagline = "Reconocer nos impulsa";
  for (auto m : tenancy::built_modules()) spec.modules.emplace_back(m);
  spec.admin.email = kDemoAdminEmail;
  spec.admin.first_name = "Adriana";
  spec.admin.last_name = "Gómez";
  spec.admin.password = std::string(kDemoPassword) + "-temporary-long";
  const auto created = orgs.create(spec);
  const OrgId org = created.org_id;

  const auto cost = app.config().password_cost;
  const auto& people = app.service<users::UserService>();
  // The demo password is shorter than the policy allows for real accounts, on purpose.
  people.set_password_hash(org, created.admin_id, password::hash(kDemoPassword, cost));
  people.set_placement(org, created.admin_id, people.ensure_department(org, "Personas y Cultura"),
                       std::string("Gerente de Personas y Cultura"));
  {
    std::int64_t leader_id = 0;
    for (const auto& p : kPeople) {
      users::NewUser u;
      u.email = p.email;
      u.first_name = p.first;
      u.last_name = p.last;
      u.job_position = p.job;
      u.role = p.role;
      u.department_id = people.ensure_department(org, p.department);
      if (p.role == Role::kEmployee && std::string_view(p.department) == "Tecnología") {
        u.leader_id = leader_id;
      }
      u.language = p.language;
      u.birthday = p.birthday;
      u.admission_date = p.admission;
      u.country = "CO";
      u.activated = !p.invited;
      if (!p.invited) u.password_hash = password::hash(kDemoPassword, cost);
      const auto id = people.add_member(org, u);
      if (p.role == Role::kLeader) leader_id = id;
    }
  }
  int position = 0;
  std::vector<std::int64_t> categories;
  for (const char* name : kCategories) {
    categories.push_back(
        app.service<catalog::CategoryService>().add(org, name, std::nullopt, position++));
  }
  seed_recognition(app, org, created.admin_id);
  seed_catalog(app, org, categories);
  app.service<tenancy::TenantDirectory>().invalidate();
  log::info("demo_seeded", {{"org", org.value}});
  return true;
}

}  // namespace aplauso
