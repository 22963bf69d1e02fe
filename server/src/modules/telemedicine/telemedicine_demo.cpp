#include "modules/telemedicine/telemedicine_demo.h"

#include "modules/telemedicine/telemedicine_service.h"

namespace aplauso::telemedicine {

void seed_demo_telemedicine(const TelemedicineService& service, DemoOrg& demo) {
  ProviderFields doctor;
  doctor.name = "Médico en línea";
  doctor.description =
      "Consultas médicas por videollamada con medicina general y pediatría, sin costo para ti y "
      "tu familia. Recetas electrónicas válidas en todo el país.";
  doctor.description_en =
      "Video consultations with general practitioners and paediatricians, free for you and your "
      "family. Electronic prescriptions valid nationwide.";
  doctor.kind = "telemedicine";
  doctor.link = "https://example.com/telemedicina";
  doctor.access_code = "APLAUSO-2026";
  doctor.whatsapp = "+56 9 1234 5678";
  doctor.hours = "Todos los días, 24 horas.";
  doctor.hours_en = "Every day, around the clock.";
  doctor.languages = {"es", "en"};
  doctor.status = "published";
  doctor.position = 1;
  service.create(demo.org, demo.admin_id, doctor);

  ProviderFields support;
  support.name = "Apoyo psicológico confidencial";
  support.description =
      "Hasta seis sesiones al año con un psicólogo o psicóloga, por teléfono o videollamada. "
      "Tu organización no sabe quién llama.";
  support.description_en =
      "Up to six sessions a year with a psychologist, by phone or video. Your organisation does "
      "not know who calls.";
  support.kind = "eap";
  support.phone = "+56 2 2345 6789";
  support.link = "https://example.com/apoyo";
  support.hours = "Lunes a viernes de 8:00 a 20:00; urgencias las 24 horas.";
  support.hours_en = "Monday to Friday 8:00–20:00; emergencies around the clock.";
  support.languages = {"es"};
  support.status = "published";
  support.position = 2;
  service.create(demo.org, demo.admin_id, support);
}

}  // namespace aplauso::telemedicine
