// The route table of recognition (recognition_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::feed {
class PostReader;
}

namespace aplauso::users {
class UserService;
}

namespace aplauso::recognition {

class CatalogService;
class GroupService;
class RecognitionAdmin;
class SendService;

/// The catalog (types, super and sub types, values), sending, the admin views of recognitions,
/// and recognition groups.
void register_routes(RouteTable& table, const CatalogService& catalog, const SendService& send,
                     const GroupService& groups, const RecognitionAdmin& admin,
                     const feed::PostReader& reader, const users::UserService& users);

}  // namespace aplauso::recognition
