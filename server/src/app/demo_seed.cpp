#include "app/demo_seed.h"

#include <soci/soci.h>

#include "app/application.h"
#include "core/log.h"
#include "modules/catalog/category_repo.h"
#include "modules/tenancy/modules_catalog.h"
#include "modules/tenancy/org_service.h"
#include "modules/tenancy/tenant_directory.h"
#include "modules/users/user_repo.h"

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
};

constexpr const char* kCategories[] = {"Experiencias", "Tecnología", "Bienestar",
                                       "Tarjetas de regalo"};
}  // namespace

bool seed_demo(Application& app) {
  if (app.orgs().count() > 0) return false;
  tenancy::OrganizationSpec spec;
  spec.name = "Demo Aplauso";
  spec.hosts = {"localhost", "demo.localhost"};
  spec.is_default = true;
  spec.tagline = "Reconocer nos impulsa";
  for (auto m : tenancy::kBuiltModules) spec.modules.emplace_back(m);
  spec.admin.email = kDemoAdminEmail;
  spec.admin.first_name = "Adriana";
  spec.admin.last_name = "Gómez";
  spec.admin.password = std::string(kDemoPassword) + "-temporary-long";
  const auto created = app.orgs().create(spec);

  const auto cost = app.config().password_cost;
  const std::string demo_hash = password::hash(kDemoPassword, cost);
  const std::int64_t now = app.clock().now_ms();
  const users::UserRepo users;
  const catalog::CategoryRepo categories;
  app.db().transact([&](soci::session& s) {
    // The demo password is shorter than the policy allows for real accounts, on purpose.
    users.set_password(s, created.org_id, created.admin_id, demo_hash, now);
    const long long org = created.org_id, admin = created.admin_id;
    const auto people_dept = users.ensure_department(s, org, "Personas y Cultura", now);
    s << "UPDATE users SET department_id = :d, job_position = 'Gerente de Personas y Cultura' "
         "WHERE id = :id AND org_id = :org",
        soci::use(people_dept, "d"), soci::use(admin, "id"), soci::use(org, "org");

    std::int64_t leader_id = 0;
    for (const auto& p : kPeople) {
      users::NewUser u;
      u.email = p.email;
      u.first_name = p.first;
      u.last_name = p.last;
      u.job_position = p.job;
      u.role = p.role;
      u.department_id = users.ensure_department(s, org, p.department, now);
      if (p.role == Role::kEmployee && std::string_view(p.department) == "Tecnología") {
        u.leader_id = leader_id;
      }
      u.language = p.language;
      u.birthday = p.birthday;
      u.admission_date = p.admission;
      u.country = "CO";
      u.password_hash = password::hash(kDemoPassword, cost);
      const auto id = users.insert(s, org, u, now);
      if (p.role == Role::kLeader) leader_id = id;
    }
    int position = 0;
    for (const char* name : kCategories) {
      categories.insert(s, org, name, std::nullopt, position++, now);
    }
  });
  app.tenants().invalidate();
  log::info("demo_seeded", {{"org", created.org_id}});
  return true;
}

}  // namespace aplauso
