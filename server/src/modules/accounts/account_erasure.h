// What the accounts module keeps of a person and forgets when they are erased
// (users::PersonErasure): recovery and activation links, sign-in codes, outside identities.
#pragma once

#include "modules/accounts/identity_repo.h"
#include "modules/accounts/link_repo.h"
#include "modules/accounts/login_code_repo.h"
#include "modules/users/person_erasure.h"

namespace aplauso::accounts {

class AccountErasure {
 public:
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const {
    links_.erase_person(c, org, person.id);
    codes_.erase_person(c, org, person.id);
    identities_.erase_person(c, org, person.id);
  }

 private:
  LinkRepo links_;
  LoginCodeRepo codes_;
  IdentityRepo identities_;
};

}  // namespace aplauso::accounts
