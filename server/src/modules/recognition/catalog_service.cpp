#include "modules/recognition/catalog_service.h"

#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <cctype>

#include "core/errors.h"
#include "core/safe_url.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/feed/post_writer.h"
#include "modules/recognition/recognition_json.h"

namespace aplauso::recognition {

namespace {
constexpr std::int64_t kMaxPoints = 1'000'000;

std::optional<std::string> checked_text(const std::optional<std::string>& v, std::string_view field,
                                        std::size_t max) {
  if (v && utf8_length(*v) > max) {
    throw invalid_input(std::string(field), "Máximo " + std::to_string(max) + " caracteres.");
  }
  if (v && v->empty()) return std::nullopt;
  return v;
}
/// A value's list (examples: 3 to 5 when any, up to 200 characters each; keywords: up to 30
/// words of up to 40 characters), trimmed and without empty entries, as a JSON array.
std::string checked_list(const std::vector<std::string>& items, const std::string& field,
                         bool examples) {
  boost::json::array out;
  for (const auto& raw : items) {
    const auto first = raw.find_first_not_of(" \t\n");
    if (first == std::string::npos) continue;
    const std::string item = raw.substr(first, raw.find_last_not_of(" \t\n") - first + 1);
    const std::size_t max = examples ? 200 : 40;
    if (utf8_length(item) > max) {
      throw invalid_input(field, "Cada " + std::string(examples ? "ejemplo" : "palabra clave") +
                                     " tiene como máximo " + std::to_string(max) + " caracteres.");
    }
    out.emplace_back(item);
  }
  if (examples && !out.empty() && (out.size() < 3 || out.size() > 5)) {
    throw invalid_input(field, "Escribe entre 3 y 5 ejemplos de conducta.");
  }
  if (!examples && out.size() > 30) {
    throw invalid_input(field, "Como máximo 30 palabras clave.");
  }
  return boost::json::serialize(out);
}

std::optional<std::string> checked_colour(const std::optional<std::string>& colour) {
  if (!colour || colour->empty()) return std::nullopt;
  std::string c = *colour;
  const bool ok = c.size() == 7 && c[0] == '#' &&
                  c.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
  if (!ok) throw invalid_input("colour", "El color debe tener la forma #rrggbb.");
  for (auto& ch : c) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return c;
}
}  // namespace

std::optional<std::string> checked_image_url(const std::optional<std::string>& url) {
  const auto checked = checked_text(url, "image_url", 500);
  if (!checked) return checked;
  // A type's image is shown in every card: only https: and this product's own files, never
  // javascript:, data: or plain http:.
  if (!safe_image_url(*checked)) {
    throw invalid_input("image_url",
                        "La imagen debe ser una dirección https:// o un archivo subido a Aplauso.");
  }
  return checked;
}

std::string checked_name(const std::string& name, std::string_view field) {
  if (name.empty()) throw invalid_input(std::string(field), "El nombre es requerido.");
  if (utf8_length(name) > 80) {
    throw invalid_input(std::string(field), "El nombre no puede exceder 80 caracteres.");
  }
  return name;
}

std::vector<RecognitionType> CatalogService::sendable_types(OrgId org_id, Role role) const {
  auto types = db_.run([&](db::Conn& c) { return repo_.types(c, org_id, false); });
  std::erase_if(types, [&](const RecognitionType& t) {
    return !t.allows(role) || (t.special && role == Role::kEmployee);
  });
  return types;
}

std::vector<RecognitionType> CatalogService::all_types(OrgId org_id) const {
  return db_.run([&](db::Conn& c) { return repo_.types(c, org_id, true); });
}

void CatalogService::apply(db::Conn& c, OrgId org_id, const TypePatch& p,
                           RecognitionType& t) const {
  if (p.name) t.name = checked_name(*p.name);
  if (p.description) t.description = checked_text(*p.description, "description", 500);
  if (p.emoji) t.emoji = checked_text(*p.emoji, "emoji", 16);
  if (p.image_url) t.image_url = checked_image_url(*p.image_url);
  if (p.min_points) t.min_points = *p.min_points;
  if (p.max_points) t.max_points = *p.max_points;
  if (p.position) t.position = *p.position;
  if (p.roles) t.roles = *p.roles;
  if (p.special) t.special = *p.special;
  if (p.active) t.active = *p.active;
  if (p.super_type_id) t.super_type_id = *p.super_type_id;
  apply_english(p.english, t);
  if (t.min_points < 0 || t.max_points > kMaxPoints || t.min_points > t.max_points) {
    throw invalid_input("max_points", "Los puntos deben cumplir 0 ≤ mínimo ≤ máximo ≤ 1.000.000.");
  }
  if (t.roles.empty()) throw invalid_input("roles", "Elige al menos un rol que pueda enviarlo.");
  if (t.super_type_id && !repo_.super_type(c, org_id, *t.super_type_id)) {
    throw invalid_input("super_type_id", "El supertipo no existe.");
  }
}

RecognitionType CatalogService::save_type(OrgId org_id, std::optional<std::int64_t> id,
                                          const TypePatch& patch) const {
  return db_.transact([&](db::Conn& c) {
    RecognitionType t;
    boost::json::value before = nullptr;
    if (id) {
      auto current = repo_.type(c, org_id, *id);
      if (!current) throw not_found("El tipo de reconocimiento no existe.");
      t = *current;
      before = to_json(t);
    } else if (!patch.name) {
      throw invalid_input("name", "El nombre es requerido.");
    }
    apply(c, org_id, patch, t);
    const auto now = clock_.now_ms();
    if (id) {
      repo_.update_type(c, org_id, t, now);
      posts_.forget_cards_of_type(c, org_id, t.id);
    } else {
      t.id = repo_.insert_type(c, org_id, t, now);
    }
    for (const auto& name : patch.new_sub_types) {
      SubType sub;
      sub.type_id = t.id;
      sub.name = checked_name(name, "sub_types");
      repo_.insert_sub_type(c, org_id, sub, now);
    }
    auto saved = *repo_.type(c, org_id, t.id);
    audit_.record(c, org_id, id ? "recognition.update_type" : "recognition.create_type",
                  {"recognition_type", t.id}, std::move(before), to_json(saved));
    return saved;
  });
}

void CatalogService::archive_type(OrgId org_id, std::int64_t id) const {
  const bool done = db_.transact([&](db::Conn& c) {
    if (!repo_.archive_type(c, org_id, id, clock_.now_ms())) return false;
    audit_.record(c, org_id, "recognition.archive_type", {"recognition_type", id}, nullptr,
                  {{"archived", true}});
    return true;
  });
  if (!done) throw not_found("El tipo de reconocimiento no existe.");
}

std::vector<SuperType> CatalogService::super_types(OrgId org_id) const {
  return db_.run([&](db::Conn& c) { return repo_.super_types(c, org_id); });
}

SuperType CatalogService::save_super_type(
    OrgId org_id, std::optional<std::int64_t> id, const std::optional<std::string>& name,
    const std::optional<std::optional<std::string>>& description,
    std::optional<std::int64_t> position, std::optional<bool> active,
    const EnglishPatch& english) const {
  return db_.transact([&](db::Conn& c) {
    SuperType t;
    boost::json::value before = nullptr;
    if (id) {
      auto current = repo_.super_type(c, org_id, *id);
      if (!current) throw not_found("El supertipo no existe.");
      t = *current;
      before = to_json(t);
    } else if (!name) {
      throw invalid_input("name", "El nombre es requerido.");
    }
    if (name) t.name = checked_name(*name);
    if (description) t.description = checked_text(*description, "description", 500);
    if (position) t.position = *position;
    if (active) t.active = *active;
    apply_english(english, t);
    if (id) {
      repo_.update_super_type(c, org_id, t);
    } else {
      t.id = repo_.insert_super_type(c, org_id, t, clock_.now_ms());
    }
    auto saved = *repo_.super_type(c, org_id, t.id);
    audit_.record(c, org_id, id ? "recognition.update_super_type" : "recognition.create_super_type",
                  {"super_recognition_type", t.id}, std::move(before), to_json(saved));
    return saved;
  });
}

void CatalogService::delete_super_type(OrgId org_id, std::int64_t id) const {
  if (!db_.transact([&](db::Conn& c) {
        if (!repo_.delete_super_type(c, org_id, id)) return false;
        audit_.record(c, org_id, "recognition.delete_super_type", {"super_recognition_type", id});
        return true;
      })) {
    throw not_found("El supertipo no existe.");
  }
}

SubType CatalogService::create_sub_type(OrgId org_id, std::int64_t type_id, const std::string& name,
                                        const std::optional<std::string>& description,
                                        const EnglishPatch& english) const {
  return db_.transact([&](db::Conn& c) {
    if (!repo_.type(c, org_id, type_id)) {
      throw invalid_input("type_id", "El tipo de reconocimiento no existe.");
    }
    SubType t;
    t.type_id = type_id;
    t.name = checked_name(name);
    t.description = checked_text(description, "description", 500);
    apply_english(english, t);
    t.id = repo_.insert_sub_type(c, org_id, t, clock_.now_ms());
    auto saved = *repo_.sub_type(c, org_id, t.id);
    audit_.record(c, org_id, "recognition.create_sub_type", {"sub_recognition_type", t.id}, nullptr,
                  to_json(saved));
    return saved;
  });
}

SubType CatalogService::update_sub_type(
    OrgId org_id, std::int64_t id, const std::optional<std::string>& name,
    const std::optional<std::optional<std::string>>& description, std::optional<bool> active,
    const EnglishPatch& english) const {
  return db_.transact([&](db::Conn& c) {
    auto t = repo_.sub_type(c, org_id, id);
    if (!t) throw not_found("El subtipo no existe.");
    const auto before = to_json(*t);
    if (name) t->name = checked_name(*name);
    if (description) t->description = checked_text(*description, "description", 500);
    if (active) t->active = *active;
    apply_english(english, *t);
    repo_.update_sub_type(c, org_id, *t);
    posts_.forget_cards_of_sub_type(c, org_id, id);
    auto saved = *repo_.sub_type(c, org_id, id);
    audit_.record(c, org_id, "recognition.update_sub_type", {"sub_recognition_type", id}, before,
                  to_json(saved));
    return saved;
  });
}

void CatalogService::archive_sub_type(OrgId org_id, std::int64_t id) const {
  if (!db_.transact([&](db::Conn& c) {
        if (!repo_.archive_sub_type(c, org_id, id)) return false;
        audit_.record(c, org_id, "recognition.archive_sub_type", {"sub_recognition_type", id},
                      nullptr, {{"archived", true}});
        return true;
      })) {
    throw not_found("El subtipo no existe.");
  }
}

std::vector<CorporateValue> CatalogService::values(OrgId org_id, bool include_inactive) const {
  return db_.run([&](db::Conn& c) { return repo_.values(c, org_id, include_inactive); });
}

CorporateValue CatalogService::save_value(
    OrgId org_id, std::optional<std::int64_t> id, const std::optional<std::string>& name,
    const std::optional<std::optional<std::string>>& description,
    const std::optional<std::optional<std::string>>& emoji, std::optional<std::int64_t> position,
    std::optional<bool> active, const EnglishPatch& english, const ValueExtras& extras) const {
  return db_.transact([&](db::Conn& c) {
    CorporateValue v;
    boost::json::value before = nullptr;
    if (id) {
      auto current = repo_.value(c, org_id, *id);
      if (!current) throw not_found("El valor corporativo no existe.");
      v = *current;
      before = to_json(v);
    } else if (!name) {
      throw invalid_input("name", "El nombre es requerido.");
    }
    if (name) v.name = checked_name(*name);
    if (description) v.description = checked_text(*description, "description", 500);
    if (emoji) v.emoji = checked_text(*emoji, "emoji", 16);
    if (position) v.position = *position;
    if (active) v.active = *active;
    apply_english(english, v);
    if (extras.colour) v.colour = checked_colour(*extras.colour);
    if (extras.examples) v.examples = checked_list(*extras.examples, "examples", true);
    if (extras.examples_en) v.examples_en = checked_list(*extras.examples_en, "examples_en", true);
    if (extras.keywords) v.keywords = checked_list(*extras.keywords, "keywords", false);
    if (extras.keywords_en) v.keywords_en = checked_list(*extras.keywords_en, "keywords_en", false);
    if (id) {
      repo_.update_value(c, org_id, v);
      posts_.forget_cards_of_value(c, org_id, v.id);
    } else {
      v.id = repo_.insert_value(c, org_id, v, clock_.now_ms());
    }
    auto saved = *repo_.value(c, org_id, v.id);
    audit_.record(c, org_id, id ? "recognition.update_value" : "recognition.create_value",
                  {"value", v.id}, std::move(before), to_json(saved));
    return saved;
  });
}

void CatalogService::archive_value(OrgId org_id, std::int64_t id) const {
  if (!db_.transact([&](db::Conn& c) {
        if (!repo_.archive_value(c, org_id, id)) return false;
        audit_.record(c, org_id, "recognition.archive_value", {"value", id}, nullptr,
                      {{"archived", true}});
        return true;
      })) {
    throw not_found("El valor corporativo no existe.");
  }
}

std::string CatalogService::values_mode(OrgId org_id) const {
  return db_.run([&](db::Conn& c) { return repo_.values_mode(c, org_id); });
}

std::string CatalogService::set_values_mode(OrgId org_id, const std::string& mode) const {
  if (std::find(std::begin(kValuesModes), std::end(kValuesModes), mode) == std::end(kValuesModes)) {
    throw invalid_input("values_in_recognition",
                        "Elige «required» (obligatorio), «optional» (opcional) u «off» "
                        "(sin valores).");
  }
  return db_.transact([&](db::Conn& c) {
    const auto before = repo_.values_mode(c, org_id);
    repo_.set_values_mode(c, org_id, mode, clock_.now_ms());
    audit_.record(c, org_id, "recognition.values_mode", {"organization", org_id.value},
                  {{"values_in_recognition", before}}, {{"values_in_recognition", mode}});
    return mode;
  });
}

}  // namespace aplauso::recognition
