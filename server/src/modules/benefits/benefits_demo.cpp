#include "modules/benefits/benefits_demo.h"

#include "modules/benefits/benefits_service.h"

namespace aplauso::benefits {

void seed_demo_benefits(const BenefitsService& benefits, DemoOrg& demo) {
  BenefitFields gym;
  gym.title = "Descuento en gimnasio";
  gym.title_en = "Gym discount";
  gym.description = "30 % de descuento en la mensualidad de la cadena de gimnasios asociada.";
  gym.description_en = "30% off the monthly fee of the partner gym chain.";
  gym.provider = "Gimnasios Activa";
  gym.category = "Salud";
  gym.how_to_use = "Muestra el código en recepción junto con tu credencial.";
  gym.code = "APLAUSO30";
  gym.link = "https://example.com/gimnasios";
  gym.mode = "granted";
  gym.status = "published";
  benefits.create(demo.org, demo.admin_id, gym);

  BenefitFields day_off;
  day_off.title = "Día libre de cumpleaños";
  day_off.title_en = "Birthday day off";
  day_off.description = "Un día libre para celebrar, canjeado con tus puntos.";
  day_off.description_en = "A day off to celebrate, bought with your points.";
  day_off.provider = "Personas";
  day_off.category = "Tiempo libre";
  day_off.how_to_use = "Coordina la fecha con tu jefatura; Personas la registra.";
  day_off.mode = "requestable";
  day_off.approval = "hr";
  day_off.price_points = 200;
  day_off.status = "published";
  benefits.create(demo.org, demo.admin_id, day_off);

  BenefitFields course;
  course.title = "Curso de especialización";
  course.title_en = "Specialisation course";
  course.description = "Financiamos un curso relacionado con tu cargo.";
  course.provider = "Academia Online";
  course.category = "Desarrollo";
  course.how_to_use = "Te enviaremos el acceso a la plataforma por correo.";
  course.contact = "personas@demo.local";
  course.mode = "requestable";
  course.approval = "manager";
  course.eligibility.min_tenure_months = 12;
  course.status = "published";
  benefits.create(demo.org, demo.admin_id, course);
}

}  // namespace aplauso::benefits
