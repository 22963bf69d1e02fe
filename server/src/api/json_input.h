// Reading request bodies and query strings with clear, specific 400s: malformed JSON, a field of
// the wrong type, a bad page number. Messages are Spanish; codes are stable.
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "api/envelope.h"
#include "core/utf8.h"
#include "core/wording.h"
#include "http/message.h"

namespace aplauso {

/// The body as a JSON object; 400 invalid_json when it is not one.
boost::json::object parse_object(const http::Request& req);

/// A string field, trimmed. Absent or null → nullopt; another type → 400 naming the field.
std::optional<std::string> opt_string(const boost::json::object& o, std::string_view key);
std::optional<std::int64_t> opt_int(const boost::json::object& o, std::string_view key);
std::optional<bool> opt_bool(const boost::json::object& o, std::string_view key);
/// A string field as sent, not trimmed (passwords: spaces may be part of them). Absent or null →
/// ""; another type → 400 naming the field.
std::string secret_string(const boost::json::object& o, std::string_view key);
/// A field that may be absent (nullopt), null (optional holding nullopt) or a string.
std::optional<std::optional<std::string>> nullable_string(const boost::json::object& o,
                                                          std::string_view key);

/// `name_en` and `description_en` (each absent, null or a string) as a patch.
EnglishPatch english_patch(const boost::json::object& o);

/// An array of integers (absent → empty); 400 naming the field when it is not one or is longer
/// than `max_items`.
std::vector<std::int64_t> opt_int_list(const boost::json::object& o, std::string_view key,
                                       std::size_t max_items);
/// An array of strings, trimmed (absent → empty).
std::vector<std::string> opt_string_list(const boost::json::object& o, std::string_view key,
                                         std::size_t max_items);
/// An integer query parameter; 400 when present but not a number.
std::optional<std::int64_t> query_int(const http::Request& req, std::string_view name);
/// A required integer query parameter.
std::int64_t require_query_int(const http::Request& req, std::string_view name);
/// A boolean query parameter ("true"/"1" or "false"/"0").
std::optional<bool> query_bool(const http::Request& req, std::string_view name);
/// A list's direction, `?order=asc|desc`: true for desc, nullopt when absent; 400 otherwise.
std::optional<bool> query_descending(const http::Request& req);
/// A path parameter that must be a positive integer id; 404 otherwise (nothing can match it).
std::int64_t path_id(const http::Request& req, std::string_view name = "id");

/// A required, non-blank string of at most `max_chars` characters; `label` names it in Spanish
/// ("El correo") for the messages.
std::string require_string(const boost::json::object& o, std::string_view key,
                           std::string_view label, std::size_t max_chars);

/// Bounds of every paged list: pages past 10,000 or more than 100 items a page are refused.
inline constexpr std::int64_t kMaxPage = 10'000;
inline constexpr std::int64_t kMaxPerPage = 100;

/// page (1-based, default 1) and perPage (default 10) from the query string; 400 outside
/// 1..kMaxPage and 1..kMaxPerPage.
PageMeta read_page(const http::Request& req, std::int64_t default_per_page = 10);
/// The same bounds for a page given in a JSON body.
PageMeta checked_page(std::optional<std::int64_t> page, std::optional<std::int64_t> per_page,
                      std::int64_t default_per_page = 10);

/// Trims ASCII whitespace at both ends.
std::string trim(std::string_view s);

}  // namespace aplauso
