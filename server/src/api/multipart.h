// multipart/form-data bodies (badge creation posts an image with its fields). Bounded: at most
// 20 parts unless the route says more; the body size is already limited by the server.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "http/message.h"

namespace aplauso {

struct FormPart {
  std::string name;
  std::optional<std::string> filename;
  std::string content_type;  ///< "text/plain" when the part does not say
  std::string body;
};

/// The parts of a multipart/form-data request; 400 when the body is not one or has more than
/// `max_parts` parts.
std::vector<FormPart> parse_multipart(const http::Request& req, std::size_t max_parts = 20);
/// The part named `name`, or nullptr.
const FormPart* find_part(const std::vector<FormPart>& parts, std::string_view name);

}  // namespace aplauso
