// The demo organisation's people: the admin's place, a leader and employees in departments, and
// Camila, invited but not activated yet (she signs in through the activation mail). Every
// password is the demo password, shorter than the policy allows for real accounts, on purpose.
#include "modules/people/people_demo.h"

#include <string_view>

#include "core/roles.h"
#include "modules/structure/structure_service.h"
#include "modules/users/user_service.h"

namespace aplauso::people {

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
  const char* national_id;    ///< a Colombian cédula (the demo is in CO)
  const char* contract_type;  ///< users::kContractTypes
  const char* gender;         ///< users::kGenders
  bool invited = false;       ///< created by an admin, not activated yet (no password)
};

constexpr DemoPerson kPeople[] = {
    {"leader@demo.local", "Luis", "Herrera", "Líder de Tecnología", Role::kLeader, "Tecnología",
     "spanish", "1985-03-14", "2017-02-01", "1018456123", "indefinite", "male"},
    {"ana.torres@demo.local", "Ana", "Torres", "Desarrolladora", Role::kEmployee, "Tecnología",
     "spanish", "1994-07-22", "2021-05-10", "1032487650", "indefinite", "female"},
    {"carlos.ruiz@demo.local", "Carlos", "Ruiz", "Analista de calidad", Role::kEmployee,
     "Tecnología", "spanish", "1990-11-02", "2019-09-16", "80234561", "indefinite", "male"},
    {"jorge.martinez@demo.local", "Jorge", "Martínez", "Ingeniero DevOps", Role::kEmployee,
     "Tecnología", "spanish", "1988-01-30", "2020-01-13", "79845612", "indefinite", "male"},
    {"maria.lopez@demo.local", "María", "López", "Ejecutiva de cuentas", Role::kEmployee,
     "Comercial", "spanish", "1992-05-05", "2018-03-05", "52987634", "indefinite", "female"},
    {"sofia.ramirez@demo.local", "Sofía", "Ramírez", "Asesora comercial", Role::kEmployee,
     "Comercial", "spanish", "1996-09-18", "2022-08-01", "1020765432", "fixed_term", "female"},
    {"diego.castro@demo.local", "Diego", "Castro", "Asesor comercial", Role::kEmployee, "Comercial",
     "spanish", "1991-12-12", "2016-11-21", "80567123", "indefinite", "male"},
    {"valentina.rojas@demo.local", "Valentina", "Rojas", "Key account manager", Role::kEmployee,
     "Comercial", "english", "1993-04-27", "2023-02-20", "1015678901", "services", "female"},
    {"pablo.nunez@demo.local", "Pablo", "Núñez", "Analista financiero", Role::kEmployee, "Finanzas",
     "spanish", "1989-08-09", "2019-04-01", "79123987", "indefinite", "male"},
    {"lucia.paredes@demo.local", "Lucía", "Paredes", "Diseñadora UX", Role::kEmployee, "Tecnología",
     "spanish", "1995-10-03", "2024-01-15", "1026543210", "fixed_term", "female"},
    {"camila.vega@demo.local", "Camila", "Vega", "Contadora", Role::kEmployee, "Finanzas",
     "spanish", "1997-06-21", "2026-11-02", "1001234567", "fixed_term", "female", true},
};
}  // namespace

void seed_demo_people(const users::UserService& people,
                      const structure::StructureService& structure, DemoOrg& demo) {
  const OrgId org = demo.org;
  people.set_password_hash(org, demo.admin_id, demo.password_hash);
  people.set_placement(org, demo.admin_id, structure.ensure_department(org, "Personas y Cultura"),
                       std::string("Gerente de Personas y Cultura"));
  std::int64_t leader_id = 0;
  for (const auto& p : kPeople) {
    users::NewUser u;
    u.email = p.email;
    u.first_name = p.first;
    u.last_name = p.last;
    u.job_position = p.job;
    u.role = p.role;
    u.department_id = structure.ensure_department(org, p.department);
    if (p.role == Role::kEmployee && std::string_view(p.department) == "Tecnología") {
      u.leader_id = leader_id;
    }
    u.language = p.language;
    u.birthday = p.birthday;
    u.admission_date = p.admission;
    u.country = "CO";
    u.national_id = p.national_id;
    u.contract_type = p.contract_type;
    u.gender = p.gender;
    u.activated = !p.invited;
    if (!p.invited) u.password_hash = demo.password_hash;
    const auto id = people.add_member(org, u);
    if (p.role == Role::kLeader) leader_id = id;
    demo.ids["person:" + std::string(p.email)] = id;
    if (!p.invited) demo.ids["member:" + std::string(p.email)] = id;
    // Later parts word what they write for these people in English (their history's notes).
    if (std::string_view(p.language) == "english") demo.ids["english:" + std::string(p.email)] = id;
  }
}

}  // namespace aplauso::people
