// Installs the surveys module (issue 29): for now only its routes, which answer 503
// not_implemented until the service lands.
#include "api/module.h"
#include "api/routes.h"
#include "core/errors.h"
#include "http/message.h"

namespace aplauso::surveys {

namespace {
using http::Method;
constexpr std::string_view kModule = "surveys";

http::Response not_yet(const http::Request&, RequestContext&) {
  throw ApiError(ErrorKind::kUnavailable, "not_implemented", "Aún no disponible.");
}
}  // namespace

void install(ModuleContext& m) {
  auto& t = m.routes;
  t.add(Method::kGet, "/surveys", member(kModule), not_yet);
  t.add(Method::kGet, "/surveys/{survey_id}", member(kModule), not_yet);
  t.add(Method::kPut, "/surveys/{survey_id}/draft", member(kModule), not_yet);
  t.add(Method::kPost, "/surveys/{survey_id}/responses", member(kModule), not_yet);
  t.add(Method::kGet, "/org/surveys", admin(kModule), not_yet);
  t.add(Method::kPost, "/org/surveys", admin(kModule), not_yet);
  t.add(Method::kGet, "/org/surveys/{survey_id}", admin(kModule), not_yet);
  t.add(Method::kPut, "/org/surveys/{survey_id}", admin(kModule), not_yet);
  t.add(Method::kDelete, "/org/surveys/{survey_id}", admin(kModule), not_yet);
  t.add(Method::kPost, "/org/surveys/{survey_id}/activate", admin(kModule), not_yet);
  t.add(Method::kPost, "/org/surveys/{survey_id}/toggle_active", admin(kModule), not_yet);
  t.add(Method::kPost, "/org/surveys/{survey_id}/close", admin(kModule), not_yet);
  t.add(Method::kPost, "/org/surveys/{survey_id}/archive", admin(kModule), not_yet);
  t.add(Method::kPost, "/org/surveys/{survey_id}/remind", admin(kModule), not_yet);
  t.add(Method::kGet, "/org/surveys/{survey_id}/privacy_preview", admin(kModule), not_yet);
  t.add(Method::kGet, "/org/surveys/{survey_id}/results", admin(kModule), not_yet);
  t.add(Method::kGet, "/org/surveys/{survey_id}/results.xlsx", admin(kModule), not_yet);
  t.add(Method::kGet, "/org/surveys/{survey_id}/actions", admin(kModule), not_yet);
  t.add(Method::kPost, "/org/surveys/{survey_id}/actions", admin(kModule), not_yet);
  t.add(Method::kPut, "/org/surveys/{survey_id}/actions/{action_id}", admin(kModule), not_yet);
  t.add(Method::kDelete, "/org/surveys/{survey_id}/actions/{action_id}", admin(kModule), not_yet);
}

}  // namespace aplauso::surveys
