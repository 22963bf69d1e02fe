// The JSON shapes of a member (openapi.yaml: User) and of the person reference other objects
// embed (PersonRef).
#pragma once

#include <boost/json/object.hpp>

#include "modules/users/user.h"

namespace aplauso::users {

boost::json::object to_json(const User& user);
boost::json::object person_json(const Person& person);
boost::json::object person_json(const User& user);
struct DeletionRequest;
/// openapi.yaml: DeletionRequest.
boost::json::object deletion_request_json(const DeletionRequest& request);

}  // namespace aplauso::users
