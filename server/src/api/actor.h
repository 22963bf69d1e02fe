// Who is acting: the person or API key behind the request a thread is serving, and the address
// it came from, for the audit trail (docs/adr/0034-audit-trail.md). The dispatcher opens an
// ActingAs for every authenticated request; work outside requests (jobs, the command line) runs
// as the system unless it opens its own. Like Database::Scope, it belongs to the thread that
// opened it: handlers run on it from start to end.
#pragma once

#include <cstdint>
#include <string>

namespace aplauso {

struct RequestContext;
namespace http {
struct Request;
}

struct Actor {
  std::int64_t user_id = 0;     ///< the person; 0 for an API key or the system
  std::int64_t api_key_id = 0;  ///< the public API key; 0 otherwise
  std::string system;           ///< what acts when nobody does ("system", a job's name)
  std::string address;          ///< the client's IP address; empty outside requests

  /// Work no person or key started: a job, the command line, the demo seed.
  static Actor background(std::string what = "system") {
    Actor a;
    a.system = std::move(what);
    return a;
  }
};

/// The caller of an authenticated request (user or API key) and its address.
Actor actor_of(const http::Request& req, const RequestContext& ctx);

/// The actor of the innermost ActingAs open on this thread, or Actor::background().
const Actor& current_actor();

/// While alive on the thread that made it, current_actor() is `actor`.
class ActingAs {
 public:
  explicit ActingAs(Actor actor);
  ~ActingAs();
  ActingAs(const ActingAs&) = delete;
  ActingAs& operator=(const ActingAs&) = delete;

 private:
  Actor actor_;
  const ActingAs* previous_;
  friend const Actor& current_actor();
};

}  // namespace aplauso
