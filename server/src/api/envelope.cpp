#include "api/envelope.h"

#include <boost/json/serialize.hpp>

#include "core/json_text.h"

namespace aplauso {

namespace json = boost::json;

http::Response raw_json(std::string body, int status) {
  http::Response res;
  res.status = status;
  res.body = std::move(body);
  res.headers.set("Content-Type", "application/json; charset=utf-8");
  return res;
}

http::Response ok(json::value data, int status) {
  json::object body;
  body["success"] = true;
  body["data"] = std::move(data);
  return raw_json(json::serialize(body), status);
}

http::Response ok_page(json::value items, const PageMeta& meta) {
  json::object body;
  body["success"] = true;
  body["data"] = std::move(items);
  json::object m{{"page", meta.page}, {"perPage", meta.per_page}};
  m["total"] = meta.total ? json::value(*meta.total) : json::value(nullptr);
  if (meta.has_more) m["hasMore"] = *meta.has_more;
  body["meta"] = std::move(m);
  return raw_json(json::serialize(body));
}

http::Response ok_page_json(std::string items_json, const PageMeta& meta) {
  std::string body = R"({"success":true,"data":)";
  body.reserve(items_json.size() + 96);
  body += items_json;
  body += R"(,"meta":{"page":)";
  json_text::append_int(body, meta.page);
  body += R"(,"perPage":)";
  json_text::append_int(body, meta.per_page);
  body += R"(,"total":)";
  if (meta.total) {
    json_text::append_int(body, *meta.total);
  } else {
    body += "null";
  }
  if (meta.has_more) {
    body += R"(,"hasMore":)";
    json_text::append_bool(body, *meta.has_more);
  }
  body += "}}";
  return raw_json(std::move(body));
}

http::Response error_response(const ApiError& error) {
  json::object body;
  body["success"] = false;
  body["error"] = error.what();
  body["code"] = error.code();
  if (!error.fields().empty() || !error.details().empty() || !error.detail_lists().empty()) {
    json::object details;
    for (const auto& [key, value] : error.details()) details[key] = value;
    for (const auto& [key, values] : error.detail_lists()) {
      json::array list;
      for (const auto& v : values) list.emplace_back(v);
      details[key] = std::move(list);
    }
    if (!error.fields().empty()) {
      json::object fields;
      for (const auto& f : error.fields()) fields[f.field] = f.message;
      details["fields"] = std::move(fields);
    }
    body["details"] = std::move(details);
  }
  http::Response res = raw_json(json::serialize(body), http_status(error.kind()));
  if (error.retry_after_seconds() > 0) {
    res.headers.set("Retry-After", std::to_string(error.retry_after_seconds()));
  }
  return res;
}

}  // namespace aplauso
