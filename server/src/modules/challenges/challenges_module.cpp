// Installs challenges: the notification kinds it raises, the service, its source of the
// approvals inbox (challenge_claim), the product-event hooks of recognition, surveys and events,
// the jobs (ending, the ending reminder), its part of the demo organisation and the routes
// (challenge_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "modules/approvals/approval_registry.h"
#include "modules/approvals/approval_service.h"
#include "modules/audit/audit_log.h"
#include "modules/badges/badge_service.h"
#include "modules/challenges/challenge_demo.h"
#include "modules/challenges/challenge_service.h"
#include "modules/challenges/challenges_routes.h"
#include "modules/events/event_service.h"
#include "modules/forms/form_service.h"
#include "modules/live/event_hub.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/recognition/send_service.h"
#include "modules/surveys/survey_service.h"
#include "modules/uploads/upload_service.h"

namespace aplauso::challenges {

namespace {
/// A survey answer's source id: one per survey and cycle.
std::int64_t survey_source(std::int64_t survey_id, std::int64_t cycle) {
  return survey_id * 100000 + cycle;
}
}  // namespace

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  notices.declare({"challenge_launched", "/challenges/{challenge_id}", true,
                   "Nuevo reto: «{name}». ¡Súmate!", "New challenge: “{name}”. Join in!"});
  notices.declare({"challenge_claim_pending", "/approvals?kind=challenge_claim", false,
                   "{actor} envió un reclamo en el reto «{name}»: espera tu aprobación",
                   "{actor} sent a claim in the challenge “{name}”: it awaits your approval"});
  notices.declare({"challenge_claim_approved", "/challenges/{challenge_id}", false,
                   "{actor} aprobó tu reclamo en el reto «{name}»",
                   "{actor} approved your claim in the challenge “{name}”"});
  notices.declare({"challenge_claim_rejected", "/challenges/{challenge_id}", false,
                   "{actor} rechazó tu reclamo en el reto «{name}»: {reason}",
                   "{actor} rejected your claim in the challenge “{name}”: {reason}"});
  notices.declare({"challenge_completed", "/challenges/{challenge_id}", true,
                   "¡Cumpliste el reto «{name}»! Recibes {points} puntos",
                   "You completed the challenge “{name}”! You get {points} points"});
  notices.declare({"challenge_ending", "/challenges/{challenge_id}", true,
                   "El reto «{name}» termina mañana ({ends_on}): aún puedes cumplirlo",
                   "The challenge “{name}” ends tomorrow ({ends_on}): you can still complete it"});
  auto& service = m.make<ChallengeService>(
      m.db, m.clock, m.files, m.need<uploads::UploadService>(), m.need<points::PointsService>(),
      m.need<badges::BadgeService>(), notices, m.need<audit::AuditLog>(), m.need<live::EventHub>());
  m.provide(service);
  m.need<approvals::Registry>().add(std::make_shared<ClaimSource>(service));

  // CHL-4: what people do in Aplauso counts in the producers' transactions.
  m.need<recognition::SendService>().on_sent([&service](db::Conn& c, OrgId org, std::int64_t sender,
                                                        const std::vector<std::int64_t>& receivers,
                                                        std::int64_t post_id, std::int64_t at_ms) {
    std::vector<ProductEvent> happened{
        {"recognition_sent", sender, "recognition_sent", post_id, at_ms}};
    for (const auto receiver : receivers) {
      happened.push_back(
          {"recognition_received", receiver, "recognition_received", post_id, at_ms});
    }
    service.on_product_events(c, org, happened);
  });
  m.need<surveys::SurveyService>().on_answered([&service](db::Conn& c, OrgId org, std::int64_t user,
                                                          std::int64_t survey, std::int64_t cycle,
                                                          std::int64_t at_ms) {
    service.on_product_events(
        c, org,
        {{"survey_answered", user, "survey_answered", survey_source(survey, cycle), at_ms}});
  });
  m.need<events::EventService>().on_attended([&service](db::Conn& c, OrgId org, std::int64_t user,
                                                        std::int64_t event, std::int64_t at_ms) {
    service.on_product_events(c, org, {{"event_attended", user, "event_attended", event, at_ms}});
  });

  m.jobs.push_back({"challenges.end", std::chrono::hours(1), [&service] { service.end_due(); }});
  m.jobs.push_back(
      {"challenges.ending", std::chrono::hours(1), [&service] { service.remind_ending(); }});
  m.demo("challenges", [&service, &clock = m.clock](DemoOrg& demo) {
    seed_demo_challenges(service, demo, forms::local_day("UTC", clock.now_ms()));
  });
  register_routes(m.routes, service, m.need<approvals::ApprovalService>());
}

}  // namespace aplauso::challenges
