#include "api/json_input.h"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <charconv>

#include "core/errors.h"

namespace aplauso {

namespace json = boost::json;

std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  const auto e = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(b, e - b + 1));
}

json::object parse_object(const http::Request& req) {
  if (req.body.empty()) {
    throw ApiError(ErrorKind::kInvalid, "invalid_json", "No se han proporcionado datos");
  }
  json::error_code ec;
  json::value v = json::parse(req.body, ec);
  if (ec) {
    throw ApiError(ErrorKind::kInvalid, "invalid_json",
                   "El cuerpo de la solicitud no es JSON válido.");
  }
  if (!v.is_object()) {
    throw ApiError(ErrorKind::kInvalid, "invalid_json",
                   "El cuerpo de la solicitud debe ser un objeto JSON.");
  }
  return std::move(v.as_object());
}

std::optional<std::string> opt_string(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (!v->is_string()) {
    throw invalid_input(std::string(key), "El campo " + std::string(key) + " debe ser texto.");
  }
  return trim(v->as_string());
}

std::optional<std::int64_t> opt_int(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  if (v->is_uint64() && v->as_uint64() <= static_cast<std::uint64_t>(INT64_MAX)) {
    return static_cast<std::int64_t>(v->as_uint64());
  }
  if (v->is_double()) {
    const double d = v->as_double();
    if (d == static_cast<double>(static_cast<std::int64_t>(d))) return static_cast<std::int64_t>(d);
  }
  throw invalid_input(std::string(key),
                      "El campo " + std::string(key) + " debe ser un número entero.");
}

std::optional<bool> opt_bool(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return std::nullopt;
  if (!v->is_bool()) {
    throw invalid_input(std::string(key),
                        "El campo " + std::string(key) + " debe ser verdadero o falso.");
  }
  return v->as_bool();
}

std::string secret_string(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return {};
  if (!v->is_string()) throw invalid_input(std::string(key), "Debe ser texto.");
  return std::string(v->as_string());
}

std::optional<std::optional<std::string>> nullable_string(const json::object& o,
                                                          std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v == nullptr) return std::nullopt;
  if (v->is_null()) return std::optional<std::string>{};
  return opt_string(o, key);
}

EnglishPatch english_patch(const json::object& o) {
  return {nullable_string(o, "name_en"), nullable_string(o, "description_en")};
}

std::string require_string(const json::object& o, std::string_view key, std::string_view label,
                           std::size_t max_chars) {
  auto value = opt_string(o, key);
  if (!value || value->empty()) {
    throw invalid_input(std::string(key), std::string(label) + " es requerido.");
  }
  if (utf8_length(*value) > max_chars) {
    throw invalid_input(std::string(key), std::string(label) + " no puede exceder " +
                                              std::to_string(max_chars) + " caracteres.");
  }
  return std::move(*value);
}

std::vector<std::int64_t> opt_int_list(const json::object& o, std::string_view key,
                                       std::size_t max_items) {
  std::vector<std::int64_t> out;
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return out;
  const std::string name(key);
  if (!v->is_array())
    throw invalid_input(name, "El campo " + name + " debe ser una lista de números.");
  if (v->as_array().size() > max_items) {
    throw invalid_input(name, "El campo " + name + " admite como máximo " +
                                  std::to_string(max_items) + " elementos.");
  }
  for (const auto& item : v->as_array()) {
    json::object wrapper;
    wrapper[key] = item;
    const auto n = opt_int(wrapper, key);
    if (!n) throw invalid_input(name, "El campo " + name + " debe ser una lista de números.");
    out.push_back(*n);
  }
  return out;
}

std::vector<std::string> opt_string_list(const json::object& o, std::string_view key,
                                         std::size_t max_items) {
  std::vector<std::string> out;
  const auto* v = o.if_contains(key);
  if (v == nullptr || v->is_null()) return out;
  const std::string name(key);
  if (!v->is_array())
    throw invalid_input(name, "El campo " + name + " debe ser una lista de textos.");
  if (v->as_array().size() > max_items) {
    throw invalid_input(name, "El campo " + name + " admite como máximo " +
                                  std::to_string(max_items) + " elementos.");
  }
  for (const auto& item : v->as_array()) {
    if (!item.is_string()) {
      throw invalid_input(name, "El campo " + name + " debe ser una lista de textos.");
    }
    out.push_back(trim(item.as_string()));
  }
  return out;
}

std::optional<std::int64_t> query_int(const http::Request& req, std::string_view name) {
  const auto raw = req.query_param(name);
  if (!raw || raw->empty()) return std::nullopt;
  std::int64_t v = 0;
  const auto [ptr, ec] = std::from_chars(raw->data(), raw->data() + raw->size(), v);
  if (ec != std::errc() || ptr != raw->data() + raw->size()) {
    throw invalid_input(std::string(name),
                        "El parámetro " + std::string(name) + " debe ser un número entero.");
  }
  return v;
}

std::int64_t require_query_int(const http::Request& req, std::string_view name) {
  auto v = query_int(req, name);
  if (!v) {
    throw invalid_input(std::string(name), "El parámetro " + std::string(name) + " es requerido.");
  }
  return *v;
}

std::optional<bool> query_bool(const http::Request& req, std::string_view name) {
  const auto raw = req.query_param(name);
  if (!raw || raw->empty()) return std::nullopt;
  if (*raw == "true" || *raw == "1") return true;
  if (*raw == "false" || *raw == "0") return false;
  throw invalid_input(std::string(name),
                      "El parámetro " + std::string(name) + " debe ser true o false.");
}

std::optional<bool> query_descending(const http::Request& req) {
  const auto raw = req.query_param("order");
  if (!raw || raw->empty()) return std::nullopt;
  if (*raw != "asc" && *raw != "desc") {
    throw invalid_input("order", "El orden debe ser asc o desc.");
  }
  return *raw == "desc";
}

std::int64_t path_id(const http::Request& req, std::string_view name) {
  const std::string_view raw = req.param(name);
  std::int64_t v = 0;
  const auto [ptr, ec] = std::from_chars(raw.data(), raw.data() + raw.size(), v);
  if (ec != std::errc() || ptr != raw.data() + raw.size() || v < 1) throw not_found();
  return v;
}

PageMeta checked_page(std::optional<std::int64_t> page, std::optional<std::int64_t> per_page,
                      std::int64_t default_per_page) {
  PageMeta meta;
  meta.page = page.value_or(1);
  meta.per_page = per_page.value_or(default_per_page);
  if (meta.page < 1 || meta.page > kMaxPage) {
    throw invalid_input(
        "page", "El parámetro page debe ser un número entre 1 y " + std::to_string(kMaxPage) + ".");
  }
  if (meta.per_page < 1 || meta.per_page > kMaxPerPage) {
    throw invalid_input("perPage", "El parámetro perPage debe ser un número entre 1 y " +
                                       std::to_string(kMaxPerPage) + ".");
  }
  return meta;
}

PageMeta read_page(const http::Request& req, std::int64_t default_per_page) {
  auto number = [&](std::string_view name) -> std::optional<std::int64_t> {
    const auto raw = req.query_param(name);
    if (!raw || raw->empty()) return std::nullopt;
    std::int64_t v = 0;
    const auto [ptr, ec] = std::from_chars(raw->data(), raw->data() + raw->size(), v);
    // Out of range numbers are refused below like any other out of range value.
    if (ec == std::errc::result_out_of_range) return kMaxPage + 1;
    if (ec != std::errc() || ptr != raw->data() + raw->size()) {
      throw invalid_input(std::string(name),
                          "El parámetro " + std::string(name) + " debe ser un número entero.");
    }
    return v;
  };
  return checked_page(number("page"), number("perPage"), default_per_page);
}

}  // namespace aplauso
