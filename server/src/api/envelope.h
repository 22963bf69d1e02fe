// The JSON envelope of every API answer (architecture.md, API conventions):
//   {"success": true, "data": ...[, "meta": {page, perPage, total}]}
//   {"success": false, "error": "...", "code": "...", "details": {"fields": {...}}}
#pragma once

#include <boost/json/value.hpp>
#include <cstdint>
#include <optional>

#include "core/errors.h"
#include "http/message.h"

namespace aplauso {

struct PageMeta {
  std::int64_t page = 1;
  std::int64_t per_page = 10;
  std::optional<std::int64_t> total;  ///< null where counting would cost too much (the feed)
  std::optional<bool> has_more;
};

http::Response ok(boost::json::value data, int status = 200);
http::Response ok_page(boost::json::value items, const PageMeta& meta);
/// The same envelope around items that are JSON text already (a feed page).
http::Response ok_page_json(std::string items_json, const PageMeta& meta);
/// The one place an ApiError becomes a status code and body.
http::Response error_response(const ApiError& error);
/// A JSON body sent as is (no envelope), e.g. translation catalogs.
http::Response raw_json(std::string body, int status = 200);

}  // namespace aplauso
