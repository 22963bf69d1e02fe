// The demo organisation's request types and requests (requests_module.cpp).
#pragma once

#include "api/demo.h"

namespace aplauso::requests {

class RequestsService;

/// An employment letter (admins approve), home office days (the leader, then admins, in three
/// days) and a training budget (a named person); one home office request waiting for the leader.
void seed_demo_requests(const RequestsService& requests, DemoOrg& demo);

}  // namespace aplauso::requests
