#include "modules/psychosocial/psychosocial_demo.h"

#include <boost/json/object.hpp>

#include "modules/psychosocial/psychosocial_service.h"

namespace aplauso::psychosocial {

void seed_demo_psychosocial(const PsychosocialService& service, DemoOrg& demo) {
  service.set_health_staff(demo.org, {demo.id("person:sofia.ramirez@demo.local")});
  service.create(demo.org, Caller{demo.admin_id, true}, "America/Bogota",
                 boost::json::object{{"workplace", "Oficina Bogotá, Calle 93 # 11-26"}});
}

}  // namespace aplauso::psychosocial
