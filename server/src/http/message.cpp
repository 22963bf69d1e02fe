#include "http/message.h"

#include <algorithm>

namespace aplauso::http {

namespace {
bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}
}  // namespace

std::string_view to_string(Method m) {
  switch (m) {
    case Method::kGet: return "GET";
    case Method::kHead: return "HEAD";
    case Method::kPost: return "POST";
    case Method::kPut: return "PUT";
    case Method::kPatch: return "PATCH";
    case Method::kDelete: return "DELETE";
    case Method::kOptions: return "OPTIONS";
    case Method::kOther: return "OTHER";
  }
  return "OTHER";
}

Method parse_method(std::string_view text) {
  if (text == "GET") return Method::kGet;
  if (text == "HEAD") return Method::kHead;
  if (text == "POST") return Method::kPost;
  if (text == "PUT") return Method::kPut;
  if (text == "PATCH") return Method::kPatch;
  if (text == "DELETE") return Method::kDelete;
  if (text == "OPTIONS") return Method::kOptions;
  return Method::kOther;
}

std::string_view Headers::get(std::string_view name) const {
  for (const auto& [k, v] : items_) {
    if (iequals(k, name)) return v;
  }
  return {};
}

bool Headers::has(std::string_view name) const {
  return std::any_of(items_.begin(), items_.end(),
                     [&](const auto& kv) { return iequals(kv.first, name); });
}

void Headers::set(std::string_view name, std::string value) {
  std::erase_if(items_, [&](const auto& kv) { return iequals(kv.first, name); });
  items_.emplace_back(std::string(name), std::move(value));
}

void Headers::add(std::string name, std::string value) {
  items_.emplace_back(std::move(name), std::move(value));
}

std::string Request::host() const {
  std::string_view h = headers.get("Host");
  if (!h.empty() && h.front() == '[') {  // IPv6 literal
    const auto close = h.find(']');
    return to_lower(h.substr(0, close == std::string_view::npos ? h.size() : close + 1));
  }
  const auto colon = h.find(':');
  if (colon != std::string_view::npos) h = h.substr(0, colon);
  while (!h.empty() && h.back() == '.') h.remove_suffix(1);
  return to_lower(h);
}

std::optional<std::string_view> Request::query_param(std::string_view name) const {
  for (const auto& [k, v] : query) {
    if (k == name) return std::string_view(v);
  }
  return std::nullopt;
}

std::string_view Request::param(std::string_view name) const {
  for (const auto& [k, v] : params) {
    if (k == name) return v;
  }
  return {};
}

Response Response::text(int status, std::string body, std::string content_type) {
  Response r;
  r.status = status;
  r.body = std::move(body);
  r.headers.set("Content-Type", std::move(content_type));
  return r;
}

std::string percent_decode(std::string_view s) {
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size()) {
      const int hi = hex(s[i + 1]);
      const int lo = hex(s[i + 2]);
      if (hi >= 0 && lo >= 0) {
        out += static_cast<char>(hi * 16 + lo);
        i += 2;
        continue;
      }
    }
    out += s[i];
  }
  return out;
}

std::string to_lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool accepts_encoding(std::string_view accept_encoding, std::string_view coding) {
  std::size_t pos = 0;
  while ((pos = accept_encoding.find(coding, pos)) != std::string_view::npos) {
    const auto end = pos + coding.size();
    const bool starts =
        pos == 0 || accept_encoding[pos - 1] == ' ' || accept_encoding[pos - 1] == ',';
    const bool ends = end == accept_encoding.size() || accept_encoding[end] == ',' ||
                      accept_encoding[end] == ';' || accept_encoding[end] == ' ';
    if (starts && ends) {
      // "br;q=0" declines.
      const auto rest = accept_encoding.substr(end);
      return !(rest.starts_with(";q=0") && !rest.starts_with(";q=0."));
    }
    pos = end;
  }
  return false;
}

}  // namespace aplauso::http
