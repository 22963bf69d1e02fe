// Where links in mails point: the host the request came to (already an organisation's host,
// since it resolved to one), with its port; http only for local development hosts.
#pragma once

#include <cstdint>
#include <string>

#include "http/message.h"

namespace aplauso {

std::string link_base(const http::Request& req);
/// The same for an organisation's host outside a request (a background job): `local_port`, the
/// port this process serves, is added for local development hosts only.
std::string link_base(const std::string& host, std::uint16_t local_port);

}  // namespace aplauso
