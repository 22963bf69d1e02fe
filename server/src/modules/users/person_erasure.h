// What each module does for its own tables when a person is erased (ADR 0018): the users module
// anonymises the person's row; every module installed after it that keeps something personal
// (sign-in links and codes, identities, the directory's name for them, mails, group memberships)
// registers a hook here, run in the erasing transaction. Users never depends on them.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::users {

/// The person being erased: their id and the address they had (the row already holds a
/// placeholder).
struct ErasedPerson {
  std::int64_t id = 0;
  std::string old_email;
};

class PersonErasure {
 public:
  using Hook = std::function<void(db::Conn&, OrgId, const ErasedPerson&)>;

  /// At install time only (not thread-safe with `erase`).
  void on_erase(Hook hook) { hooks_.push_back(std::move(hook)); }
  /// The same for a service with `forget_person(db::Conn&, OrgId, const ErasedPerson&) const`.
  template <class Owner>
  void forget_in(const Owner& owner) {
    on_erase([&owner](db::Conn& c, OrgId org, const ErasedPerson& person) {
      owner.forget_person(c, org, person);
    });
  }
  /// Runs every module's hook in the caller's transaction.
  void erase(db::Conn& c, OrgId org, const ErasedPerson& person) const {
    for (const auto& hook : hooks_) hook(c, org, person);
  }

 private:
  std::vector<Hook> hooks_;
};

}  // namespace aplauso::users
