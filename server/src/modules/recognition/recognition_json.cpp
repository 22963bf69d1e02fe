#include "modules/recognition/recognition_json.h"

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>

#include "api/json_input.h"
#include "api/json_output.h"
#include "core/errors.h"

namespace aplauso::recognition {

namespace json = boost::json;

namespace {
/// A value's stored list (a JSON array of strings); an empty list when unreadable.
json::array json_list(const std::string& text) {
  boost::system::error_code ec;
  auto parsed = json::parse(text, ec);
  if (ec || !parsed.is_array()) return {};
  return std::move(parsed.as_array());
}
}  // namespace

json::object to_json(const SuperType& t) {
  return {{"id", t.id},
          {"name", t.name},
          {"description", or_null(t.description)},
          {"active", t.active},
          {"position", t.position},
          {"name_en", or_null(t.name_en)},
          {"description_en", or_null(t.description_en)}};
}

json::object to_json(const SubType& t) {
  return {{"id", t.id},
          {"type_id", t.type_id},
          {"name", t.name},
          {"description", or_null(t.description)},
          {"active", t.active},
          {"name_en", or_null(t.name_en)},
          {"description_en", or_null(t.description_en)}};
}

json::object to_json(const RecognitionType& t) {
  json::array roles;
  for (Role r : t.roles) roles.emplace_back(to_string(r));
  json::array subs;
  for (const auto& st : t.sub_types) subs.push_back(to_json(st));
  return {{"id", t.id},
          {"name", t.name},
          {"description", or_null(t.description)},
          {"emoji", or_null(t.emoji)},
          {"image_url", or_null(t.image_url)},
          {"min_points", t.min_points},
          {"max_points", t.max_points},
          {"roles", std::move(roles)},
          {"special", t.special},
          {"active", t.active},
          {"position", t.position},
          {"name_en", or_null(t.name_en)},
          {"description_en", or_null(t.description_en)},
          {"super_type", t.super_type ? json::value(to_json(*t.super_type)) : json::value(nullptr)},
          {"sub_types", std::move(subs)}};
}

json::object to_json(const CorporateValue& v) {
  return {{"id", v.id},
          {"name", v.name},
          {"description", or_null(v.description)},
          {"emoji", or_null(v.emoji)},
          {"active", v.active},
          {"position", v.position},
          {"name_en", or_null(v.name_en)},
          {"description_en", or_null(v.description_en)},
          {"colour", or_null(v.colour)},
          {"examples", json_list(v.examples)},
          {"examples_en", json_list(v.examples_en)},
          {"keywords", json_list(v.keywords)},
          {"keywords_en", json_list(v.keywords_en)}};
}

SendRequest parse_send_request(const json::object& body) {
  SendRequest r;
  r.sender_email = opt_string(body, "sender_email");
  r.receiver_emails = opt_string_list(body, "reciever_emails", 100);
  r.amount = opt_int(body, "amount");
  if (const auto* t = body.if_contains("post_types"); t != nullptr && !t->is_null()) {
    if (t->is_array()) {
      r.type_ids = opt_int_list(body, "post_types", 10);
    } else if (auto id = opt_int(body, "post_types")) {
      r.type_ids.push_back(*id);
    }
  }
  r.sub_type_id = opt_int(body, "sub_type_id");
  r.message = opt_string(body, "message").value_or("");
  r.value_ids = opt_int_list(body, "values", 20);
  r.value_suggested = opt_int(body, "value_suggested");
  r.suggestion_accepted = opt_bool(body, "suggestion_accepted");
  r.attachment_keys = opt_string_list(body, "attachments", 10);
  r.media_id = opt_int(body, "media_id");
  return r;
}

ValueExtras parse_value_extras(const json::object& body) {
  ValueExtras x;
  x.colour = nullable_string(body, "colour");
  const auto list = [&](const char* key, std::optional<std::vector<std::string>>& out) {
    if (const auto* v = body.if_contains(key); v != nullptr && !v->is_null()) {
      out = opt_string_list(body, key, 30);
    }
  };
  list("examples", x.examples);
  list("examples_en", x.examples_en);
  list("keywords", x.keywords);
  list("keywords_en", x.keywords_en);
  return x;
}

TypePatch parse_type_patch(const json::object& body) {
  TypePatch p;
  p.name = opt_string(body, "name");
  p.description = nullable_string(body, "description");
  p.emoji = nullable_string(body, "emoji");
  p.image_url = nullable_string(body, "image_url");
  p.min_points = opt_int(body, "min_points");
  p.max_points = opt_int(body, "max_points");
  p.position = opt_int(body, "position");
  p.special = opt_bool(body, "special");
  p.active = opt_bool(body, "active");
  if (body.contains("roles")) {
    std::vector<Role> roles;
    for (const auto& name : opt_string_list(body, "roles", 3)) {
      const auto role = parse_role(name);
      if (!role) throw invalid_input("roles", "Rol desconocido: " + name);
      roles.push_back(*role);
    }
    p.roles = roles;
  }
  if (const auto* st = body.if_contains("super_type_id")) {
    p.super_type_id =
        st->is_null() ? std::optional<std::int64_t>{} : opt_int(body, "super_type_id");
  }
  p.new_sub_types = opt_string_list(body, "sub_types", 50);
  p.english = english_patch(body);
  return p;
}

}  // namespace aplauso::recognition
