#include "api/actor.h"

#include "api/context.h"
#include "http/message.h"

namespace aplauso {

namespace {
thread_local const ActingAs* innermost = nullptr;
}  // namespace

Actor actor_of(const http::Request& req, const RequestContext& ctx) {
  Actor a;
  if (ctx.principal) {
    a.user_id = ctx.principal->api_key_id != 0 ? 0 : ctx.principal->user_id;
    a.api_key_id = ctx.principal->api_key_id;
  } else {
    a.system = "anonymous";
  }
  a.address = req.remote_ip;
  return a;
}

ActingAs::ActingAs(Actor actor) : actor_(std::move(actor)), previous_(innermost) {
  innermost = this;
}

ActingAs::~ActingAs() {
  innermost = previous_;
}

const Actor& current_actor() {
  static const Actor system = Actor::background();
  return innermost != nullptr ? innermost->actor_ : system;
}

}  // namespace aplauso
