// Installs events: the notification kinds it raises, the service, the jobs (offers whose hold
// passed, every minute; reminders; the post-event survey), the demo's part and the routes
// (event_routes.cpp).
#include "api/link_base.h"
#include "api/module.h"
#include "modules/audit/audit_log.h"
#include "modules/celebrations/celebration_service.h"
#include "modules/events/event_demo.h"
#include "modules/events/event_service.h"
#include "modules/events/events_routes.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/media/media_service.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/surveys/survey_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::events {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"event_invited", "/events/{event_id}", false,
                   "{actor} te invita a «{name}» el {when}",
                   "{actor} invites you to “{name}” on {when}"});
  notices.declare({"event_registered", "/events/{event_id}", true,
                   "Tienes tu lugar en «{name}» el {when}",
                   "Your place at “{name}” on {when} is confirmed"});
  notices.declare({"event_waitlisted", "/events/{event_id}", true,
                   "«{name}» está lleno: quedaste en la lista de espera (puesto {position})",
                   "“{name}” is full: you are on the waitlist (number {position})"});
  notices.declare({"event_offered", "/events/{event_id}", true,
                   "Se liberó un lugar en «{name}»: confírmalo antes del {until}",
                   "A place opened up at “{name}”: confirm it before {until}"});
  notices.declare({"event_reminder", "/events/{event_id}", true,
                   "Recordatorio: «{name}» es el {when}", "Reminder: “{name}” is on {when}"});
  notices.declare({"event_changed", "/events/{event_id}", true,
                   "El evento «{name}» cambió: ahora es el {when}",
                   "The event “{name}” changed: it is now on {when}"});
  notices.declare({"event_cancelled", "/events/{event_id}", true,
                   "Se canceló el evento «{name}» del {when}",
                   "The event “{name}” on {when} was cancelled"});
  // The post-event survey (EVT-6), to the attendees once the event has ended.
  notices.declare({"event_followup", "/surveys/{survey_id}", true,
                   "¿Cómo te fue en «{name}»? Cuéntanos en la encuesta",
                   "How was “{name}”? Tell us in the survey"});
  auto& service = m.make<EventService>(
      m.db, m.clock, m.files, m.need<audit::AuditLog>(), notices, m.need<live::EventHub>(),
      m.need<points::PointsService>(), m.need<forms::FormService>(), m.need<media::MediaService>(),
      m.need<celebrations::CelebrationService>(), m.need<surveys::SurveyService>());
  m.provide(service);
  m.need<users::PersonErasure>().forget_in(service);
  m.jobs.push_back(
      {"events.expire_offers", std::chrono::seconds(60), [&service] { service.expire_offers(); }});
  m.jobs.push_back(
      {"events.reminders", std::chrono::seconds(60), [&service] { service.send_reminders(); }});
  m.jobs.push_back(
      {"events.followups", std::chrono::seconds(60), [&service] { service.send_followups(); }});
  m.demo("events", [&service, &db = m.db, &clock = m.clock](DemoOrg& demo) {
    seed_demo_events(db, service, demo, clock.now_ms());
  });
  const auto& links = m.make<PublicLinks>(m.config);
  register_routes(m.routes, service, links);
}

}  // namespace aplauso::events
