#include "modules/custom_pages/custom_pages_blocks.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cstdint>
#include <string>

#include "core/errors.h"

namespace aplauso::custom_pages {

namespace json = boost::json;

namespace {

json::value optional_text(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}

/// Reads one block's fields, naming each as blocks.<n>.<field> when it has the wrong type.
class BlockFields {
 public:
  BlockFields(const json::object& o, std::string prefix) : o_(o), prefix_(std::move(prefix)) {}

  std::string text(std::string_view key) const { return optional(key).value_or(""); }

  std::optional<std::string> optional(std::string_view key) const {
    const auto* v = o_.if_contains(key);
    if (v == nullptr || v->is_null()) return std::nullopt;
    if (!v->is_string()) throw invalid_input(prefix_ + std::string(key), "Debe ser texto.");
    return std::string(v->as_string());
  }

  std::int64_t id(std::string_view key) const {
    const auto* v = o_.if_contains(key);
    if (v == nullptr || v->is_null()) return 0;
    if (v->is_int64()) return v->as_int64();
    if (v->is_uint64() && v->as_uint64() <= static_cast<std::uint64_t>(INT64_MAX)) {
      return static_cast<std::int64_t>(v->as_uint64());
    }
    throw invalid_input(prefix_ + std::string(key), "Debe ser un número entero.");
  }

 private:
  const json::object& o_;
  std::string prefix_;
};

}  // namespace

json::array blocks_json(const std::vector<Block>& blocks) {
  json::array out;
  for (const auto& b : blocks) {
    json::object o{{"type", b.type}};
    if (b.type == "text") {
      o["html"] = b.html;
      o["html_en"] = optional_text(b.html_en);
    } else if (b.type == "image") {
      o["image_key"] = b.image_key;
      o["alt"] = b.alt;
      o["alt_en"] = optional_text(b.alt_en);
    } else if (b.type == "button") {
      o["label"] = b.label;
      o["label_en"] = optional_text(b.label_en);
      o["url"] = b.url;
    } else if (b.type == "form") {
      o["form_id"] = b.form_id;
    } else if (b.type == "file") {
      o["file_id"] = b.file_id;
    }
    out.push_back(std::move(o));
  }
  return out;
}

std::vector<Block> blocks_of(const json::value& value) {
  if (value.is_null()) return {};
  if (!value.is_array()) throw invalid_input("blocks", "Los bloques deben ser una lista.");
  std::vector<Block> out;
  std::size_t n = 0;
  for (const auto& item : value.as_array()) {
    const std::string at = "blocks." + std::to_string(n++);
    if (!item.is_object()) throw invalid_input(at, "Cada bloque debe ser un objeto.");
    const BlockFields f(item.as_object(), at + ".");
    Block b;
    b.type = f.text("type");
    if (b.type == "text") {
      b.html = f.text("html");
      b.html_en = f.optional("html_en");
    } else if (b.type == "image") {
      b.image_key = f.text("image_key");
      b.alt = f.text("alt");
      b.alt_en = f.optional("alt_en");
    } else if (b.type == "button") {
      b.label = f.text("label");
      b.label_en = f.optional("label_en");
      b.url = f.text("url");
    } else if (b.type == "form") {
      b.form_id = f.text("form_id");
    } else if (b.type == "file") {
      b.file_id = f.id("file_id");
    }
    out.push_back(std::move(b));
  }
  return out;
}

std::vector<Block> blocks_of_text(const std::string& text) {
  return blocks_of(json::parse(text));
}

json::object snapshot_json(const PageFields& page) {
  const auto& a = page.audience;
  return {
      {"title", page.title},
      {"title_en", optional_text(page.title_en)},
      {"slug", optional_text(page.slug)},
      {"status", page.status},
      {"audience", json::object{{"everyone", a.base.everyone},
                                {"departments",
                                 json::array(a.base.departments.begin(), a.base.departments.end())},
                                {"groups", json::array(a.base.groups.begin(), a.base.groups.end())},
                                {"people", static_cast<std::int64_t>(a.people.size())}}},
      {"in_menu", page.in_menu},
      {"menu_order", page.menu_order},
      {"icon", optional_text(page.icon)},
      {"blocks", blocks_json(page.blocks)}};
}

PageFields snapshot_content(const std::string& snapshot) {
  const json::value v = json::parse(snapshot);
  const auto& o = v.as_object();
  PageFields f;
  f.title = std::string(o.at("title").as_string());
  if (const auto* en = o.if_contains("title_en"); en != nullptr && en->is_string()) {
    f.title_en = std::string(en->as_string());
  }
  if (const auto* blocks = o.if_contains("blocks")) f.blocks = blocks_of(*blocks);
  return f;
}

json::object audit_json(const PageFields& page) {
  json::object o = snapshot_json(page);
  o["blocks"] = static_cast<std::int64_t>(page.blocks.size());
  return o;
}

}  // namespace aplauso::custom_pages
