// Where links in mails point: the host the request came to (already an organisation's host,
// since it resolved to one), with its port; http only for local development hosts.
#pragma once

#include <string>

#include "http/message.h"

namespace aplauso {

std::string link_base(const http::Request& req);

}  // namespace aplauso
