// HTTP routes of goals under the module flag `goals` (contract: api/modules/goals.yaml). A first
// skeleton: every call answers 501 until the service is in.
#include "api/routes.h"
#include "core/errors.h"
#include "modules/goals/goals_routes.h"

namespace aplauso::goals {

using http::Method;

namespace {
constexpr std::string_view kModule = "goals";
}  // namespace

void register_routes(RouteTable& table) {
  const Handler todo = [](const http::Request&, RequestContext&) -> http::Response {
    throw ApiError(ErrorKind::kInternal, "not_implemented", "Not implemented yet.");
  };
  table.add(Method::kGet, "/goals", member(kModule), todo);
  table.add(Method::kPost, "/goals", member(kModule), todo);
  table.add(Method::kGet, "/goals/tree", member(kModule), todo);
  table.add(Method::kGet, "/goals/categories", member(kModule), todo);
  table.add(Method::kPut, "/goals/weights", member(kModule), todo);
  table.add(Method::kGet, "/goals/{goal_id}", member(kModule), todo);
  table.add(Method::kPatch, "/goals/{goal_id}", member(kModule), todo);
  table.add(Method::kDelete, "/goals/{goal_id}", member(kModule), todo);
  table.add(Method::kPut, "/goals/{goal_id}/checklist", member(kModule), todo);
  table.add(Method::kPatch, "/goals/{goal_id}/checklist/{item_id}", member(kModule), todo);
  table.add(Method::kGet, "/goals/{goal_id}/checkins", member(kModule), todo);
  table.add(Method::kPost, "/goals/{goal_id}/checkins", member(kModule), todo);
  table.add(Method::kPut, "/goals/{goal_id}/parents", member(kModule), todo);
  table.add(Method::kPut, "/goals/{goal_id}/children/weights", member(kModule), todo);
  table.add(Method::kPost, "/goals/{goal_id}/close", member(kModule), todo);
  table.add(Method::kPost, "/goals/{goal_id}/reopen", member(kModule), todo);
  table.add(Method::kPost, "/goals/{goal_id}/approve", member(kModule), todo);
  table.add(Method::kPost, "/goals/{goal_id}/reject", member(kModule), todo);
  table.add(Method::kGet, "/goals/{goal_id}/comments", member(kModule), todo);
  table.add(Method::kPost, "/goals/{goal_id}/comments", member(kModule), todo);
  table.add(Method::kGet, "/org/goals/categories", admin(kModule), todo);
  table.add(Method::kPost, "/org/goals/categories", admin(kModule), todo);
  table.add(Method::kPut, "/org/goals/categories/{category_id}", admin(kModule), todo);
  table.add(Method::kDelete, "/org/goals/categories/{category_id}", admin(kModule), todo);
  table.add(Method::kGet, "/org/goals/settings", admin(kModule), todo);
  table.add(Method::kPut, "/org/goals/settings", admin(kModule), todo);
}

}  // namespace aplauso::goals
