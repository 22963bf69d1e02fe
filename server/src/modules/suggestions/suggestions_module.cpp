// Installs the suggestions module: the notification kinds it raises, the suggestion box (flag
// `suggestions`), ideas campaigns and the recognition ideas generator (flag `ideas`), the demo's
// part and the routes (suggestion_routes.cpp).
#include "api/module.h"
#include "core/clock.h"
#include "core/config.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/points/points_service.h"
#include "modules/recognition/catalog_service.h"
#include "modules/suggestions/idea_service.h"
#include "modules/suggestions/message_generator.h"
#include "modules/suggestions/suggestion_demo.h"
#include "modules/suggestions/suggestion_service.h"
#include "modules/suggestions/suggestions_routes.h"
#include "modules/uploads/upload_service.h"

namespace aplauso::suggestions {

void install(ModuleContext& m) {
  auto& notices = m.need<notifications::NotificationService>();
  // An identified author hears of each status change; an anonymous one finds the change marked
  // unread in their own suggestions (nobody may address them).
  notices.declare({"suggestion_status", "/suggestions", true,
                   "Tu sugerencia «{name}» ahora está {status_es}",
                   "Your suggestion “{name}” is now {status_en}"});
  notices.declare({"idea_status", "/suggestions/ideas/{campaign_id}/{idea_id}", true,
                   "Tu idea «{name}» ahora está {status_es}",
                   "Your idea “{name}” is now {status_en}"});
  // Comments are not mailed unless one asks: a lively idea would fill the inbox.
  notices.declare({"idea_comment", "/suggestions/ideas/{campaign_id}/{idea_id}", false,
                   "{actor} comentó tu idea «{name}»", "{actor} commented on your idea “{name}”"});
  notices.declare({"campaign_opened", "/suggestions/ideas/{campaign_id}", false,
                   "Nueva campaña de ideas: «{name}». ¡Comparte tu propuesta!",
                   "New ideas campaign: “{name}”. Share your proposal!"});
  auto& audit = m.need<audit::AuditLog>();
  auto& uploads = m.need<uploads::UploadService>();
  auto& box = m.make<SuggestionService>(m.db, m.clock, m.files, uploads, audit, notices,
                                        m.config.jwt_secret);
  auto& ideas = m.make<IdeaService>(m.db, m.clock, m.files, uploads, audit, notices,
                                    m.need<points::PointsService>());
  auto& generator = m.make<TemplateMessageGenerator>();
  auto& recognition_ideas =
      m.make<RecognitionIdeas>(m.need<recognition::CatalogService>(), generator);
  m.provide(box);
  m.provide(ideas);
  m.demo("suggestions", [&box, &ideas, &clock = m.clock](DemoOrg& demo) {
    seed_demo_suggestions(box, ideas, demo, clock.now_ms());
  });
  register_routes(m.routes, box, ideas, recognition_ideas);
}

}  // namespace aplauso::suggestions
