#include "modules/workplace/workplace_demo.h"

#include "modules/workplace/workplace_service.h"

namespace aplauso::workplace {

void seed_demo_workplace(const WorkplaceService& service, DemoOrg& demo) {
  SiteFields central;
  central.name = "Oficina Central";
  central.address = "Paseo de la Reforma 222, piso 12, Col. Juárez";
  central.city = "Ciudad de México";
  central.country = "MX";
  central.timezone = "America/Mexico_City";
  central.phone = "+52 55 1234 5678";
  central.map_url = "https://maps.example.com/?q=Paseo+de+la+Reforma+222";
  central.notes =
      "Metro Insurgentes (línea 1) a 5 minutos. Recepción en el piso 12; muestra tu credencial.";
  central.notes_en =
      "Insurgentes metro station (line 1) is 5 minutes away. Reception on the 12th floor; show "
      "your badge.";
  const auto central_id = service.create(demo.org, demo.admin_id, central).id;

  SiteFields plant;
  plant.name = "Planta Monterrey";
  plant.address = "Av. Industrias 1500, Parque Industrial Escobedo";
  plant.city = "Monterrey";
  plant.country = "MX";
  plant.timezone = "America/Monterrey";
  plant.phone = "+52 81 8765 4321";
  plant.notes = "Transporte de personal desde la estación Sendero a las 6:30 y 14:30.";
  plant.notes_en = "Staff shuttle from Sendero station at 6:30 and 14:30.";
  const auto plant_id = service.create(demo.org, demo.admin_id, plant).id;

  Assignees office;
  office.user_ids = {demo.admin_id};
  for (const auto* email : {"leader@demo.local", "ana.torres@demo.local", "carlos.ruiz@demo.local",
                            "jorge.martinez@demo.local", "lucia.paredes@demo.local",
                            "pablo.nunez@demo.local", "camila.vega@demo.local"}) {
    office.user_ids.push_back(demo.id(std::string("person:") + email));
  }
  service.assign(demo.org, demo.admin_id, central_id, office);

  Assignees sales;
  for (const auto* email : {"maria.lopez@demo.local", "sofia.ramirez@demo.local",
                            "diego.castro@demo.local", "valentina.rojas@demo.local"}) {
    sales.user_ids.push_back(demo.id(std::string("person:") + email));
  }
  service.assign(demo.org, demo.admin_id, plant_id, sales);
}

}  // namespace aplauso::workplace
