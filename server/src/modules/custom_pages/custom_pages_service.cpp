#include "modules/custom_pages/custom_pages_service.h"

#include <algorithm>
#include <boost/json/serialize.hpp>
#include <map>

#include "core/errors.h"
#include "core/html_sanitizer.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/custom_pages/custom_pages_blocks.h"
#include "modules/files/files_service.h"
#include "modules/forms/form_service.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"

namespace aplauso::custom_pages {

namespace {

/// The upload type of a page's images: the product's image type (spec §5 allows no other).
constexpr const char* kImageUpload = "corp-benef-image";

ApiError page_not_found() {
  return not_found("No encontramos esa página.");
}

files::Viewer viewer_of(const Reader& reader) {
  return {reader.user_id, reader.role};
}

std::set<std::string> image_keys(const std::vector<Block>& blocks) {
  std::set<std::string> keys;
  for (const auto& b : blocks) {
    if (b.type == "image" && !b.image_key.empty()) keys.insert(b.image_key);
  }
  return keys;
}

/// `value` trimmed; an error under `field` when required and empty, too long, or (one line)
/// broken over lines.
void check_line(std::string& value, const std::string& field, std::size_t most, bool required,
                const char* missing, std::vector<FieldError>& errors) {
  value = trimmed(value);
  if (required && value.empty()) {
    errors.push_back({field, missing});
  } else if (utf8_length(value) > most || value.find_first_of("\r\n") != std::string::npos) {
    errors.push_back({field, "Máximo " + std::to_string(most) + " caracteres, en una línea."});
  }
}

void check_optional_line(std::optional<std::string>& value, const std::string& field,
                         std::size_t most, std::vector<FieldError>& errors) {
  if (!value) return;
  check_line(*value, field, most, false, "", errors);
  if (value->empty()) value = std::nullopt;
}

/// Sanitised HTML of one language; an error when it is too long (or, required, shows nothing).
void check_html(std::string& html, const std::string& field, bool required,
                std::vector<FieldError>& errors) {
  html = html::sanitize(html);
  if (required && trimmed(html::visible_text(html)).empty()) {
    errors.push_back({field, "Escribe el texto del bloque."});
  } else if (utf8_length(html) > CustomPagesService::kMostHtml) {
    errors.push_back(
        {field, "El texto es demasiado largo: máximo 20.000 caracteres con su formato."});
  }
}

bool slug_shape(const std::string& slug) {
  if (slug.size() < 3 || slug.size() > 60 || slug.front() == '-' || slug.back() == '-')
    return false;
  bool letter = false;
  for (std::size_t i = 0; i < slug.size(); ++i) {
    const char c = slug[i];
    if (c >= 'a' && c <= 'z') {
      letter = true;
    } else if (!(c >= '0' && c <= '9') && !(c == '-' && slug[i - 1] != '-')) {
      return false;
    }
  }
  return letter;  // never all digits: /pages/<digits> is a page's id
}

bool form_id_shape(const std::string& id) {
  return !id.empty() && id.size() <= 64 && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

/// What a change of status is, for the history and the audit trail.
std::string action_of(const std::string& before, const std::string& after) {
  if (before == after) return "update";
  if (after == "published") return "publish";
  if (after == "archived") return "archive";
  return before == "published" ? "unpublish" : "unarchive";
}

std::string snapshot_text(const PageFields& f) {
  return boost::json::serialize(snapshot_json(f));
}

}  // namespace

// --- Readers -------------------------------------------------------------------------------------

std::vector<PageRow> CustomPagesService::menu(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.published_for(c, org, user_id); });
}

PageView CustomPagesService::read(OrgId org, const Reader& reader,
                                  const std::string& id_or_slug) const {
  const bool numeric = !id_or_slug.empty() && id_or_slug.size() <= 18 &&
                       std::all_of(id_or_slug.begin(), id_or_slug.end(),
                                   [](char c) { return c >= '0' && c <= '9'; });
  return db_.run([&](db::Conn& c) {
    auto page = numeric ? repo_.page(c, org, std::stoll(id_or_slug))
                        : repo_.page_by_slug(c, org, id_or_slug);
    if (!page || page->status != "published" || !repo_.sees(c, org, reader.user_id, page->id)) {
      throw page_not_found();
    }
    return view_of(c, org, reader, std::move(*page), false);
  });
}

PageView CustomPagesService::view_of(db::Conn& c, OrgId org, const Reader& reader, PageRow page,
                                     bool keep_unavailable) const {
  std::vector<std::int64_t> file_ids;
  std::map<std::string, bool> form_active;
  for (const auto& b : page.blocks) {
    if (b.type == "file") file_ids.push_back(b.file_id);
    if (b.type == "form" && !form_active.contains(b.form_id)) {
      const auto found = forms_.find(c, org, b.form_id, std::nullopt);
      form_active[b.form_id] =
          found && found->stored.owner == forms::kAdminOwner && !found->stored.archived_at;
    }
  }
  std::map<std::int64_t, files::FileRow> visible;
  for (auto& f : files_.visible_files(c, org, viewer_of(reader), file_ids)) {
    visible.emplace(f.id, std::move(f));
  }
  PageView view;
  for (auto& b : page.blocks) {
    ShownBlock shown;
    if (b.type == "file") {
      if (const auto it = visible.find(b.file_id); it != visible.end()) shown.file = it->second;
      shown.available = reader.files_on && shown.file.has_value();
    } else if (b.type == "form") {
      shown.available = reader.forms_on && form_active[b.form_id];
    }
    shown.block = std::move(b);
    if (shown.available || keep_unavailable) view.blocks.push_back(std::move(shown));
  }
  page.blocks.clear();
  view.page = std::move(page);
  return view;
}

// --- Admins --------------------------------------------------------------------------------------

std::vector<PageRow> CustomPagesService::admin_list(OrgId org) const {
  return db_.run([&](db::Conn& c) { return repo_.all(c, org); });
}

PageView CustomPagesService::admin_get(OrgId org, const Reader& admin, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    auto page = repo_.page(c, org, id);
    if (!page) throw page_not_found();
    return view_of(c, org, admin, std::move(*page), true);
  });
}

void CustomPagesService::check_fields(db::Conn& c, OrgId org, const Reader& admin, PageFields& f,
                                      const std::set<std::string>& known_images,
                                      std::optional<std::int64_t> page_id, bool check_links) const {
  std::vector<FieldError> errors;
  check_line(f.title, "title", 120, true, "Escribe el título de la página.", errors);
  check_optional_line(f.title_en, "title_en", 120, errors);
  if (f.slug) {
    *f.slug = trimmed(*f.slug);
    if (f.slug->empty()) {
      f.slug = std::nullopt;
    } else if (!slug_shape(*f.slug)) {
      errors.push_back({"slug",
                        "Usa de 3 a 60 letras minúsculas sin tildes, números y guiones, con al "
                        "menos una letra (por ejemplo, nuestra-cultura)."});
    } else if (const auto other = repo_.page_by_slug(c, org, *f.slug);
               other && other->id != page_id.value_or(0)) {
      errors.push_back({"slug", "Otra página ya usa esta dirección."});
    }
  }
  if (f.status != "draft" && f.status != "published" && f.status != "archived") {
    errors.push_back({"status", "Elige borrador, publicada o archivada."});
  }
  auto& audience = f.audience;
  if (audience.base.everyone) {
    audience.base.departments.clear();
    audience.base.groups.clear();
    audience.people.clear();
  }
  for (auto* ids : {&audience.base.departments, &audience.base.groups, &audience.people}) {
    std::sort(ids->begin(), ids->end());
    ids->erase(std::unique(ids->begin(), ids->end()), ids->end());
  }
  std::vector<FieldError> audience_errors;
  structure::check_audience(
      audience.base, [&](const auto& ids) { return repo_.count_departments(c, org, ids); },
      [&](const auto& ids) { return repo_.count_groups(c, org, ids); }, audience_errors);
  if (!audience.base.everyone && !audience.people.empty()) {
    // A list of people alone is an audience too.
    std::erase_if(audience_errors, [](const FieldError& e) { return e.field == "audience"; });
    if (audience.people.size() > 500) {
      audience_errors.push_back({"audience.people", "Elige hasta 500 personas."});
    } else if (repo_.count_people(c, org, audience.people) !=
               static_cast<std::int64_t>(audience.people.size())) {
      audience_errors.push_back({"audience.people", "Alguna de las personas elegidas no existe."});
    }
  }
  errors.insert(errors.end(), audience_errors.begin(), audience_errors.end());
  if (f.menu_order < 0 || f.menu_order > 999) {
    errors.push_back({"menu_order", "El orden en el menú va de 0 a 999."});
  }
  if (f.icon && f.icon->empty()) f.icon = std::nullopt;
  if (f.icon && std::find(std::begin(kIcons), std::end(kIcons), *f.icon) == std::end(kIcons)) {
    errors.push_back({"icon", "Elige uno de los íconos de la lista."});
  }

  if (f.blocks.size() > kMostBlocks) {
    errors.push_back({"blocks", "Una página admite hasta 50 bloques."});
    throw rule_broken("invalid_page", "Revisa la página: hay campos con errores.",
                      std::move(errors));
  }
  std::vector<std::string> new_images;
  std::vector<std::int64_t> file_ids;
  for (std::size_t n = 0; n < f.blocks.size(); ++n) {
    Block& b = f.blocks[n];
    const std::string at = "blocks." + std::to_string(n) + ".";
    if (b.type == "text") {
      check_html(b.html, at + "html", true, errors);
      if (b.html_en) {
        check_html(*b.html_en, at + "html_en", false, errors);
        if (trimmed(html::visible_text(*b.html_en)).empty()) b.html_en = std::nullopt;
      }
    } else if (b.type == "image") {
      b.image_key = trimmed(b.image_key);
      if (b.image_key.empty()) {
        errors.push_back({at + "image_key", "Sube la imagen."});
      } else if (!known_images.contains(b.image_key)) {
        new_images.push_back(b.image_key);
      }
      check_line(b.alt, at + "alt", 200, true, "Describe la imagen para quienes no pueden verla.",
                 errors);
      check_optional_line(b.alt_en, at + "alt_en", 200, errors);
    } else if (b.type == "button") {
      check_line(b.label, at + "label", 60, true, "Escribe el texto del botón.", errors);
      check_optional_line(b.label_en, at + "label_en", 60, errors);
      b.url = trimmed(b.url);
      if (b.url.empty() || b.url.size() > 500 || !html::safe_link(b.url) ||
          b.url.starts_with("mailto:")) {
        errors.push_back(
            {at + "url", "El enlace debe empezar por https:// o por / (una pantalla de Aplauso)."});
      }
    } else if (b.type == "form") {
      b.form_id = trimmed(b.form_id);
      bool active = form_id_shape(b.form_id);
      if (active && check_links) {
        const auto found = forms_.find(c, org, b.form_id, std::nullopt);
        active = found && found->stored.owner == forms::kAdminOwner && !found->stored.archived_at;
      }
      if (!active) errors.push_back({at + "form_id", "Elige un formulario activo."});
    } else if (b.type == "file") {
      if (b.file_id < 1) {
        errors.push_back({at + "file_id", "Elige un archivo del repositorio de documentos."});
      } else {
        file_ids.push_back(b.file_id);
      }
    } else {
      errors.push_back(
          {at + "type", "Elige un tipo de bloque: texto, imagen, botón, formulario o archivo."});
    }
  }
  if (!new_images.empty()) {
    const auto finished = uploads_.finished_of(c, org, admin.user_id, kImageUpload, new_images);
    for (std::size_t n = 0; n < f.blocks.size(); ++n) {
      const Block& b = f.blocks[n];
      if (b.type == "image" && !b.image_key.empty() && !known_images.contains(b.image_key) &&
          !finished.contains(b.image_key)) {
        errors.push_back({"blocks." + std::to_string(n) + ".image_key",
                          "Sube la imagen de nuevo: no la encontramos."});
      }
    }
  }
  if (check_links && !file_ids.empty()) {
    std::set<std::int64_t> found;
    for (const auto& file : files_.visible_files(c, org, viewer_of(admin), file_ids)) {
      found.insert(file.id);
    }
    for (std::size_t n = 0; n < f.blocks.size(); ++n) {
      const Block& b = f.blocks[n];
      if (b.type == "file" && b.file_id > 0 && !found.contains(b.file_id)) {
        errors.push_back({"blocks." + std::to_string(n) + ".file_id",
                          "Elige un archivo del repositorio de documentos."});
      }
    }
  }
  if (!errors.empty()) {
    throw rule_broken("invalid_page", "Revisa la página: hay campos con errores.",
                      std::move(errors));
  }
}

void CustomPagesService::keep_version(db::Conn& c, OrgId org, std::int64_t page_id,
                                      std::int64_t version, const std::string& action,
                                      std::optional<std::int64_t> restored_from,
                                      std::int64_t admin_id, std::int64_t now,
                                      const PageFields& f) const {
  repo_.insert_version(
      c, org, page_id,
      {version, action, f.title, f.status, restored_from, admin_id, now, snapshot_text(f)});
}

PageView CustomPagesService::create(OrgId org, const Reader& admin,
                                    const PageFields& fields) const {
  PageFields f = fields;
  const std::int64_t now = clock_.now_ms();
  const std::int64_t id = db_.transact([&](db::Conn& c) {
    check_fields(c, org, admin, f, {}, std::nullopt, true);
    if (repo_.count(c, org) >= kMostPages) {
      throw rule_broken("too_many_pages", "La organización admite hasta 200 páginas.");
    }
    const std::optional<std::int64_t> published_at =
        f.status == "published" ? std::optional<std::int64_t>(now) : std::nullopt;
    const std::int64_t created = repo_.insert(c, org, f, admin.user_id, now, published_at);
    repo_.set_audience(c, org, created, f.audience);
    keep_version(c, org, created, 1, "create", std::nullopt, admin.user_id, now, f);
    audit_.record(c, org, "custom_pages.create", {"custom_page", created}, nullptr, audit_json(f));
    return created;
  });
  return admin_get(org, admin, id);
}

PageView CustomPagesService::update(OrgId org, const Reader& admin, std::int64_t id,
                                    const PageEdit& edit) const {
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.page(c, org, id);
    if (!current) throw page_not_found();
    PageRow next = *current;
    const auto set = [](auto& field, const auto& change) {
      if (change) field = *change;
    };
    set(next.title, edit.title);
    set(next.title_en, edit.title_en);
    set(next.slug, edit.slug);
    set(next.status, edit.status);
    set(next.audience, edit.audience);
    set(next.in_menu, edit.in_menu);
    set(next.menu_order, edit.menu_order);
    set(next.icon, edit.icon);
    set(next.blocks, edit.blocks);
    check_fields(c, org, admin, next, image_keys(current->blocks), id, true);
    if (snapshot_text(next) == snapshot_text(*current) &&
        next.audience.people == current->audience.people) {
      return;  // nothing changed: no new version
    }
    const std::string action = action_of(current->status, next.status);
    next.version = current->version + 1;
    if (next.status == "published" && current->status != "published") next.published_at = now;
    repo_.update(c, org, next, admin.user_id, now);
    if (edit.audience) repo_.set_audience(c, org, id, next.audience);
    keep_version(c, org, id, next.version, action, std::nullopt, admin.user_id, now, next);
    audit_.record(c, org, "custom_pages." + action, {"custom_page", id}, audit_json(*current),
                  audit_json(next));
  });
  return admin_get(org, admin, id);
}

std::vector<VersionRow> CustomPagesService::versions(OrgId org, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    if (!repo_.page(c, org, id)) throw page_not_found();
    return repo_.versions(c, org, id);
  });
}

PageView CustomPagesService::restore(OrgId org, const Reader& admin, std::int64_t id,
                                     std::int64_t version) const {
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    const auto current = repo_.page(c, org, id);
    if (!current) throw page_not_found();
    const auto kept = repo_.version(c, org, id, version);
    if (!kept) throw not_found("No encontramos esa versión de la página.");
    const PageFields content = snapshot_content(kept->snapshot);
    PageRow next = *current;
    next.title = content.title;
    next.title_en = content.title_en;
    next.blocks = content.blocks;
    // Its images were this page's already; its forms and files are shown while they last.
    check_fields(c, org, admin, next, image_keys(content.blocks), id, false);
    next.version = current->version + 1;
    repo_.update(c, org, next, admin.user_id, now);
    keep_version(c, org, id, next.version, "restore", version, admin.user_id, now, next);
    boost::json::object after = audit_json(next);
    after["restored_from"] = version;
    audit_.record(c, org, "custom_pages.restore", {"custom_page", id}, audit_json(*current),
                  std::move(after));
  });
  return admin_get(org, admin, id);
}

PageView CustomPagesService::preview(OrgId org, const Reader& admin, const PageFields& fields,
                                     std::optional<std::int64_t> page_id) const {
  return db_.run([&](db::Conn& c) {
    std::set<std::string> known;
    if (page_id) {
      const auto page = repo_.page(c, org, *page_id);
      if (!page) throw page_not_found();
      known = image_keys(page->blocks);
    }
    PageRow row;
    static_cast<PageFields&>(row) = fields;
    check_fields(c, org, admin, row, known, page_id, true);
    row.id = page_id.value_or(0);
    return view_of(c, org, admin, std::move(row), false);
  });
}

void CustomPagesService::forget_person(db::Conn& c, OrgId org,
                                       const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::custom_pages
