#include "api/multipart.h"

#include "core/errors.h"
#include "core/utf8.h"

namespace aplauso {

namespace {
ApiError bad_form(std::string message = "El formulario enviado no es válido.") {
  return ApiError(ErrorKind::kInvalid, "invalid_form", std::move(message));
}

// Value of `key="..."` (or key=...) inside a header value.
std::optional<std::string> header_param(std::string_view header, std::string_view key) {
  std::size_t pos = 0;
  while ((pos = header.find(key, pos)) != std::string_view::npos) {
    const bool boundary_ok = pos == 0 || header[pos - 1] == ' ' || header[pos - 1] == ';';
    const std::size_t eq = pos + key.size();
    if (boundary_ok && eq < header.size() && header[eq] == '=') {
      std::string_view rest = header.substr(eq + 1);
      if (!rest.empty() && rest.front() == '"') {
        const auto close = rest.find('"', 1);
        if (close == std::string_view::npos) return std::nullopt;
        return std::string(rest.substr(1, close - 1));
      }
      return std::string(rest.substr(0, rest.find(';')));
    }
    pos = eq;
  }
  return std::nullopt;
}
}  // namespace

std::vector<FormPart> parse_multipart(const http::Request& req, std::size_t max_parts) {
  const std::string_view type = req.headers.get("Content-Type");
  if (http::to_lower(type.substr(0, 19)) != "multipart/form-data") {
    throw bad_form("Envía el formulario como multipart/form-data.");
  }
  const auto boundary = header_param(type, "boundary");
  if (!boundary || boundary->empty() || boundary->size() > 200) throw bad_form();
  const std::string delimiter = "--" + *boundary;
  const std::string_view body = req.body;

  std::vector<FormPart> parts;
  std::size_t pos = body.find(delimiter);
  if (pos == std::string_view::npos) throw bad_form();
  while (true) {
    pos += delimiter.size();
    if (body.substr(pos, 2) == "--") break;  // closing delimiter
    if (body.substr(pos, 2) != "\r\n") throw bad_form();
    pos += 2;
    const auto header_end = body.find("\r\n\r\n", pos);
    if (header_end == std::string_view::npos) throw bad_form();
    const auto next = body.find("\r\n" + delimiter, header_end + 4);
    if (next == std::string_view::npos) throw bad_form();
    FormPart part;
    part.content_type = "text/plain";
    std::string_view headers = body.substr(pos, header_end - pos);
    while (!headers.empty()) {
      const auto eol = headers.find("\r\n");
      const std::string_view line = headers.substr(0, eol);
      const auto colon = line.find(':');
      if (colon != std::string_view::npos) {
        const std::string name = http::to_lower(line.substr(0, colon));
        std::string_view value = line.substr(colon + 1);
        while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
        if (name == "content-disposition") {
          part.name = header_param(value, "name").value_or("");
          part.filename = header_param(value, "filename");
        } else if (name == "content-type") {
          part.content_type = http::to_lower(value.substr(0, value.find(';')));
        }
      }
      if (eol == std::string_view::npos) break;
      headers.remove_prefix(eol + 2);
    }
    part.body = std::string(body.substr(header_end + 4, next - header_end - 4));
    if (part.name.empty()) throw bad_form();
    // Text fields and file names are text: refuse invalid UTF-8 where it arrives.
    if ((!part.filename && !valid_utf8(part.body)) ||
        (part.filename && !valid_utf8(*part.filename)) || !valid_utf8(part.name)) {
      throw bad_form("El formulario contiene texto con caracteres no válidos (UTF-8).");
    }
    parts.push_back(std::move(part));
    if (parts.size() > max_parts) throw bad_form("El formulario tiene demasiadas partes.");
    pos = next + 2;
  }
  return parts;
}

const FormPart* find_part(const std::vector<FormPart>& parts, std::string_view name) {
  for (const auto& p : parts) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

}  // namespace aplauso
