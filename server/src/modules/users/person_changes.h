// Who needs to know when what others see of a person changes (names, job position, photo): the
// feed forgets the cards that show them. Modules installed after users listen here, so users
// never depends on them. Listeners run in the transaction of the change.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::users {

class PersonChanges {
 public:
  using Listener = std::function<void(db::Conn&, OrgId, std::int64_t user_id)>;

  /// At install time only (not thread-safe with `changed`).
  void listen(Listener listener) { listeners_.push_back(std::move(listener)); }
  void changed(db::Conn& c, OrgId org, std::int64_t user_id) const {
    for (const auto& listener : listeners_) listener(c, org, user_id);
  }

 private:
  std::vector<Listener> listeners_;
};

}  // namespace aplauso::users
