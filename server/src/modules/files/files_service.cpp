#include "modules/files/files_service.h"

#include <algorithm>
#include <boost/json/object.hpp>
#include <chrono>
#include <set>

#include "core/crypto.h"
#include "core/csv.h"
#include "core/days.h"
#include "core/errors.h"
#include "core/utf8.h"
#include "db/database.h"
#include "modules/audit/audit_log.h"
#include "modules/notifications/notification_service.h"
#include "modules/uploads/upload_rules.h"
#include "modules/uploads/upload_service.h"
#include "modules/users/person_erasure.h"
#include "storage/file_store.h"

namespace aplauso::files {

namespace {
constexpr std::int64_t kDayMs = 86'400'000;
constexpr std::string_view kAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

ApiError folder_not_found() {
  return not_found("No encontramos esa carpeta.");
}
ApiError file_not_found() {
  return not_found("No encontramos ese archivo.");
}
ApiError may_not_manage() {
  return forbidden("forbidden", "Solo quienes gestionan esta carpeta pueden hacerlo.");
}

std::string one_line(const std::string& text, std::string_view field, std::size_t most,
                     std::string_view what) {
  const std::string t = trimmed(text);
  if (t.empty()) throw invalid_input(std::string(field), "Escribe " + std::string(what) + ".");
  if (utf8_length(t) > most || t.find_first_of("\r\n") != std::string::npos) {
    throw invalid_input(std::string(field),
                        "Máximo " + std::to_string(most) + " caracteres, en una línea.");
  }
  return t;
}

std::string checked_description(const std::string& text) {
  const std::string t = trimmed(text);
  if (utf8_length(t) > 500) {
    throw invalid_input("description", "La descripción no puede exceder 500 caracteres.");
  }
  return t;
}

std::vector<std::string> checked_tags(const std::vector<std::string>& tags) {
  std::vector<std::string> out;
  for (const auto& raw : tags) {
    const std::string t = name_key(trimmed(raw));
    if (t.empty()) continue;
    if (utf8_length(t) < 2 || utf8_length(t) > 40 ||
        t.find_first_of(",\r\n") != std::string::npos) {
      throw invalid_input("tags", "Cada etiqueta debe tener entre 2 y 40 caracteres.");
    }
    if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
  }
  if (out.size() > 10) throw invalid_input("tags", "Un archivo admite hasta 10 etiquetas.");
  return out;
}

std::optional<std::string> checked_expiry(const std::optional<std::string>& day) {
  if (!day || day->empty()) return std::nullopt;
  if (!parse_day(*day)) {
    throw invalid_input("expires_on", "Escribe la fecha de vencimiento como AAAA-MM-DD.");
  }
  return *day;
}

/// The type of an uploaded file by its name and, above all, its bytes; 400 otherwise.
std::string checked_type(const Upload& upload, std::string_view field) {
  if (upload.bytes.empty()) throw invalid_input(std::string(field), "El archivo está vacío.");
  if (upload.bytes.size() > FilesService::kMostBytes) {
    throw ApiError(ErrorKind::kPayloadTooLarge, "file_too_large",
                   "El archivo no puede superar 15 MB.",
                   {{std::string(field), "Archivo demasiado grande (máximo 15 MB)."}});
  }
  if (auto image = uploads::sniff_image(upload.bytes)) return *image;
  const auto dot = upload.file_name.rfind('.');
  const std::string ext =
      dot == std::string::npos ? std::string() : ascii_lower(upload.file_name.substr(dot + 1));
  std::string type;
  if (ext == "pdf") type = "application/pdf";
  if (ext == "txt") type = "text/plain";
  if (ext == "csv") type = "text/csv";
  if (ext == "docx")
    type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  if (ext == "xlsx") type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  if (ext == "pptx") {
    type = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
  }
  if (type.empty() || !uploads::content_matches(type, upload.bytes) ||
      (type.starts_with("text/") && !valid_utf8(upload.bytes))) {
    throw invalid_input(std::string(field),
                        "Sube un PDF, una imagen (PNG, JPEG, GIF o WebP), un texto, un CSV o un "
                        "documento de Office (docx, xlsx, pptx).");
  }
  return type;
}

/// The uploaded file's own name, as shown (no path).
std::string base_name(const std::string& file_name) {
  const auto slash = file_name.find_last_of("/\\");
  std::string name = slash == std::string::npos ? file_name : file_name.substr(slash + 1);
  name = trimmed(name);
  if (utf8_length(name) > 120) name = std::string(utf8_prefix(name, 120));
  return name.empty() ? std::string("archivo") : name;
}

boost::json::object folder_snapshot(const Folder& f) {
  return {{"name", f.name},
          {"description", f.description},
          {"kind", f.kind},
          {"retention_days",
           f.retention_days ? boost::json::value(*f.retention_days) : boost::json::value()}};
}

/// A folder's retention in days: a week to twenty years, or none.
std::optional<std::int64_t> checked_retention(std::optional<std::int64_t> days) {
  if (days &&
      (*days < FilesService::kLeastRetentionDays || *days > FilesService::kMostRetentionDays)) {
    throw invalid_input("retention_days",
                        "Los archivos se conservan de 7 a 7300 días (20 años), o sin límite.");
  }
  return days;
}

std::string iso_utc(std::int64_t ms) {
  const std::chrono::sys_seconds t{std::chrono::seconds{ms / 1000}};
  const auto day = std::chrono::floor<std::chrono::days>(t);
  const std::chrono::hh_mm_ss hms{t - day};
  char out[32];
  std::snprintf(out, sizeof out, "%sT%02d:%02d:%02dZ",
                day_text(std::chrono::year_month_day{day}).c_str(),
                static_cast<int>(hms.hours().count()), static_cast<int>(hms.minutes().count()),
                static_cast<int>(hms.seconds().count()));
  return out;
}

std::vector<std::string> emails_in(const std::string& file_name) {
  std::string name = base_name(file_name);
  if (const auto dot = name.rfind('.'); dot != std::string::npos && name.size() - dot <= 6) {
    name.resize(dot);
  }
  const auto local_char = [](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) != 0 ||
           std::string_view("._%+-").find(ch) != std::string_view::npos;
  };
  const auto domain_char = [](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) != 0 || ch == '.' || ch == '-';
  };
  std::vector<std::string> out;
  for (std::size_t at = name.find('@'); at != std::string::npos; at = name.find('@', at + 1)) {
    std::size_t begin = at;
    while (begin > 0 && local_char(name[begin - 1])) --begin;
    std::size_t end = at + 1;
    while (end < name.size() && domain_char(name[end])) ++end;
    std::string email = ascii_lower(name.substr(begin, end - begin));
    while (!email.empty() && (email.back() == '.' || email.back() == '-')) email.pop_back();
    const auto sep = email.find('@');
    if (sep == 0 || sep + 1 >= email.size() || email.find('.', sep) == std::string::npos) continue;
    if (std::find(out.begin(), out.end(), email) == out.end()) out.push_back(email);
  }
  return out;
}

// The national documents a file name may hold (FIL-2): its runs of letters, digits and dots,
// dots dropped, upper case, with at least six digits ("12.345.678", "GODE561231HDFRRN09",
// "30123456"); a run followed by "-" and one digit or K also counts with it (a RUT's check
// digit: "12.345.678-5" → "123456785"). Matched against the organisation's stored documents.
std::vector<std::string> national_ids_in(const std::string& file_name) {
  std::string name = base_name(file_name);
  if (const auto dot = name.rfind('.'); dot != std::string::npos && name.size() - dot <= 6) {
    name.resize(dot);
  }
  std::vector<std::pair<std::string, char>> runs;  // the run, the character after it
  std::string run;
  for (std::size_t i = 0; i <= name.size(); ++i) {
    const char ch = i < name.size() ? name[i] : '\0';
    if (std::isalnum(static_cast<unsigned char>(ch)) != 0) {
      run += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    } else if (ch != '.' || run.empty()) {
      if (!run.empty()) runs.emplace_back(std::move(run), ch);
      run.clear();
    }
  }
  std::vector<std::string> out;
  const auto add = [&out](const std::string& id) {
    const auto digits =
        std::count_if(id.begin(), id.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
    if (digits >= 6 && id.size() <= 20 && std::find(out.begin(), out.end(), id) == out.end()) {
      out.push_back(id);
    }
  };
  for (std::size_t i = 0; i < runs.size(); ++i) {
    add(runs[i].first);
    const bool check_digit = runs[i].second == '-' && i + 1 < runs.size() &&
                             runs[i + 1].first.size() == 1 &&
                             (std::isdigit(static_cast<unsigned char>(runs[i + 1].first[0])) != 0 ||
                              runs[i + 1].first[0] == 'K');
    if (check_digit) add(runs[i].first + runs[i + 1].first);
  }
  return out;
}
}  // namespace

std::string display_code(const std::string& code) {
  if (code.size() != 12) return code;
  return code.substr(0, 4) + "-" + code.substr(4, 4) + "-" + code.substr(8, 4);
}

std::string name_key(const std::string& name) {
  std::string out = ascii_lower(name);
  // Latin-1 capitals (À..Þ but ×) as their small letters: "Á" C3 81 → "á" C3 A1.
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    const auto lead = static_cast<unsigned char>(out[i]);
    const auto next = static_cast<unsigned char>(out[i + 1]);
    if (lead == 0xC3 && next >= 0x80 && next <= 0x9E && next != 0x97) {
      out[i + 1] = static_cast<char>(next + 0x20);
      ++i;
    }
  }
  return out;
}

std::vector<std::string> split_tags(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = text.find(',', start);
    const std::string piece =
        trimmed(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (!piece.empty()) out.push_back(piece);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

std::string utc_day(std::int64_t epoch_ms) {
  const std::chrono::sys_days day = std::chrono::floor<std::chrono::days>(
      std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::milliseconds{epoch_ms}});
  return day_text(std::chrono::year_month_day{day});
}

// --- Seeing and managing
// ---------------------------------------------------------------------------

namespace {
struct Access {
  bool manage = false;
  bool upload = false;
};
}  // namespace

static Access access_to(const FilesRepo& repo, db::Conn& c, OrgId org, const Viewer& viewer,
                        const Folder& f) {
  Access a;
  a.manage =
      viewer.admin() || (f.kind == "shared" && repo.is_owner(c, org, f.root_id, viewer.user_id));
  a.upload =
      a.manage || (f.kind == "personal" && f.person_id == viewer.user_id && f.employee_upload);
  return a;
}

static Folder visible_folder(const FilesRepo& repo, db::Conn& c, OrgId org, const Viewer& viewer,
                             std::int64_t id) {
  auto f = repo.folder(c, org, id);
  if (!f || !repo.sees(c, org, viewer.user_id, viewer.admin(), f->root_id)) {
    throw folder_not_found();
  }
  return *f;
}

Overview FilesService::overview(OrgId org, const Viewer& viewer) const {
  return db_.run([&](db::Conn& c) {
    Overview o;
    o.folders = repo_.top_folders(c, org, viewer.user_id, viewer.admin());
    o.personal = repo_.personal_of(c, org, viewer.user_id);
    o.pending = repo_.pending_count(c, org, viewer.user_id);
    o.can_create = viewer.admin();
    return o;
  });
}

static FolderView view_of(const FilesRepo& repo, db::Conn& c, OrgId org, const Viewer& viewer,
                          const Folder& f) {
  FolderView v;
  v.folder = f;
  auto up = repo.path_up(c, org, f.id);
  if (!up.empty()) up.erase(up.begin());
  std::reverse(up.begin(), up.end());
  v.path = std::move(up);
  v.children = repo.children(c, org, f.id);
  const Access a = access_to(repo, c, org, viewer, f);
  v.can_manage = a.manage;
  v.can_upload = a.upload;
  if (f.kind == "shared") v.owners = repo.owners(c, org, f.root_id);
  if (a.manage) {
    if (f.kind == "personal") {
      FileAudience person;
      person.base.everyone = false;
      if (f.person_id) person.people.push_back(*f.person_id);
      v.audience = person;
    } else {
      const auto root = f.parent_id ? repo.folder(c, org, f.root_id) : f;
      v.audience = repo.audience(c, org, f.root_id, root && root->everyone);
    }
  }
  return v;
}

FolderView FilesService::folder(OrgId org, const Viewer& viewer, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    return view_of(repo_, c, org, viewer, visible_folder(repo_, c, org, viewer, id));
  });
}

void FilesService::check_audience(db::Conn& c, OrgId org, const FileAudience& a) const {
  std::vector<FieldError> errors;
  structure::check_audience(
      a.base, [&](const auto& ids) { return repo_.count_departments(c, org, ids); },
      [&](const auto& ids) { return repo_.count_groups(c, org, ids); }, errors);
  if (!a.base.everyone && !a.people.empty()) {
    // A list of people alone is an audience too.
    errors.erase(std::remove_if(errors.begin(), errors.end(),
                                [](const FieldError& e) { return e.field == "audience"; }),
                 errors.end());
    std::set<std::int64_t> unique(a.people.begin(), a.people.end());
    if (repo_.count_people(c, org, {unique.begin(), unique.end()}) !=
        static_cast<std::int64_t>(unique.size())) {
      errors.push_back({"audience.people", "Alguna de las personas elegidas no existe."});
    }
  }
  if (!errors.empty()) throw invalid_input(std::move(errors));
}

void FilesService::check_owners(db::Conn& c, OrgId org,
                                const std::vector<std::int64_t>& owners) const {
  std::set<std::int64_t> unique(owners.begin(), owners.end());
  if (unique.size() > 20)
    throw invalid_input("owners", "Una carpeta admite hasta 20 responsables.");
  if (repo_.count_people(c, org, {unique.begin(), unique.end()}) !=
      static_cast<std::int64_t>(unique.size())) {
    throw invalid_input("owners", "Alguna de las personas responsables no existe.");
  }
}

FolderView FilesService::create_folder(OrgId org, const Viewer& viewer,
                                       const FolderInput& in) const {
  Folder f;
  f.name = one_line(in.name, "name", 80, "el nombre de la carpeta");
  f.description = checked_description(in.description);
  f.retention_days = checked_retention(in.retention_days);
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    if (in.parent_id) {
      const Folder parent = visible_folder(repo_, c, org, viewer, *in.parent_id);
      if (!access_to(repo_, c, org, viewer, parent).manage) throw may_not_manage();
      if (parent.kind == "personal") {
        throw rule_broken("personal_folder_flat", "Una carpeta personal no tiene subcarpetas.");
      }
      if (in.audience || in.owners) {
        throw invalid_input("audience",
                            "Una subcarpeta tiene la audiencia y los responsables de su carpeta "
                            "principal.");
      }
      if (parent.depth >= kMostDepth) {
        throw rule_broken("folder_too_deep", "Las carpetas se anidan hasta cinco niveles.");
      }
      f.parent_id = parent.id;
      f.root_id = parent.root_id;
      f.depth = parent.depth + 1;
    } else {
      if (!viewer.admin()) {
        throw forbidden("forbidden", "Solo los administradores crean carpetas principales.");
      }
    }
    const FileAudience audience = in.audience.value_or(FileAudience{});
    if (!f.parent_id) {
      check_audience(c, org, audience);
      if (in.owners) check_owners(c, org, *in.owners);
      f.everyone = audience.base.everyone;
    }
    f.id = repo_.insert_folder(c, org, f, viewer.user_id, now);
    if (!f.parent_id) {
      f.root_id = f.id;
      repo_.set_audience(c, org, f.id, audience);
      if (in.owners) repo_.set_owners(c, org, f.id, *in.owners);
    } else {
      repo_.touch_folder(c, org, *f.parent_id, now);
    }
    audit_.record(c, org, "files.folder_create", {"file_folder", f.id}, nullptr,
                  folder_snapshot(f));
    return view_of(repo_, c, org, viewer, *repo_.folder(c, org, f.id));
  });
}

FolderView FilesService::update_folder(OrgId org, const Viewer& viewer, std::int64_t id,
                                       const FolderEdit& edit) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    Folder f = visible_folder(repo_, c, org, viewer, id);
    if (!access_to(repo_, c, org, viewer, f).manage) throw may_not_manage();
    const auto before = folder_snapshot(f);
    const bool top_shared = f.kind == "shared" && !f.parent_id;
    if ((edit.audience || edit.owners) && !top_shared) {
      throw invalid_input("audience", f.kind == "personal"
                                          ? "Una carpeta personal es solo de su persona."
                                          : "La audiencia y los responsables se cambian en la "
                                            "carpeta principal.");
    }
    if (edit.employee_upload && f.kind != "personal") {
      throw invalid_input("employee_upload", "Solo las carpetas personales tienen esta opción.");
    }
    if (edit.name) f.name = one_line(*edit.name, "name", 80, "el nombre de la carpeta");
    if (edit.description) f.description = checked_description(*edit.description);
    if (edit.employee_upload) f.employee_upload = *edit.employee_upload;
    if (edit.retention_days) f.retention_days = checked_retention(*edit.retention_days);
    if (edit.audience) {
      check_audience(c, org, *edit.audience);
      f.everyone = edit.audience->base.everyone;
      repo_.set_audience(c, org, f.id, *edit.audience);
    }
    if (edit.owners) {
      check_owners(c, org, *edit.owners);
      repo_.set_owners(c, org, f.id, *edit.owners);
    }
    repo_.update_folder(c, org, f, now);
    boost::json::object after = folder_snapshot(f);
    if (edit.audience) after["audience_changed"] = true;
    if (edit.owners) after["owners_changed"] = true;
    if (edit.employee_upload) after["employee_upload"] = f.employee_upload;
    audit_.record(c, org, "files.folder_update", {"file_folder", f.id}, before, after);
    return view_of(repo_, c, org, viewer, *repo_.folder(c, org, f.id));
  });
}

void FilesService::delete_folder(OrgId org, const Viewer& viewer, std::int64_t id) const {
  db_.transact([&](db::Conn& c) {
    const Folder f = visible_folder(repo_, c, org, viewer, id);
    if (!access_to(repo_, c, org, viewer, f).manage) throw may_not_manage();
    if (f.files_count > 0 || f.folders_count > 0) {
      throw conflict("folder_not_empty",
                     "La carpeta no está vacía: mueve o borra antes sus archivos y subcarpetas.");
    }
    repo_.delete_folder(c, org, f.id);
    audit_.record(c, org, "files.folder_delete", {"file_folder", f.id}, folder_snapshot(f),
                  nullptr);
  });
}

FolderView FilesService::personal_folder(OrgId org, const Viewer& viewer, std::int64_t user_id,
                                         bool& created) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    created = false;
    return view_of(repo_, c, org, viewer, ensure_personal(c, org, viewer, user_id, now, created));
  });
}

Folder FilesService::ensure_personal(db::Conn& c, OrgId org, const Viewer& viewer,
                                     std::int64_t user_id, std::int64_t now, bool& created) const {
  if (auto existing = repo_.personal_of(c, org, user_id)) return *existing;
  if (!repo_.person_exists(c, org, user_id)) throw not_found("No encontramos a esa persona.");
  Folder f;
  f.name = "Documentos personales";
  f.kind = "personal";
  f.person_id = user_id;
  f.id = repo_.insert_folder(c, org, f, viewer.user_id, now);
  audit_.record(c, org, "files.folder_create", {"file_folder", f.id}, nullptr,
                boost::json::object{{"kind", "personal"}, {"person_id", user_id}});
  created = true;
  return *repo_.folder(c, org, f.id);
}

// --- Files ---------------------------------------------------------------------------------------

namespace {
std::int64_t offset_of(std::int64_t page, std::int64_t per_page) {
  return (page - 1) * per_page;
}

FilePage page_of(std::vector<FileRow> rows, std::int64_t per_page) {
  FilePage out;
  out.has_more = static_cast<std::int64_t>(rows.size()) > per_page;
  if (out.has_more) rows.resize(static_cast<std::size_t>(per_page));
  out.items = std::move(rows);
  return out;
}
}  // namespace

FilePage FilesService::files(OrgId org, const Viewer& viewer, std::int64_t folder_id,
                             std::int64_t page, std::int64_t per_page) const {
  return db_.run([&](db::Conn& c) {
    const Folder f = visible_folder(repo_, c, org, viewer, folder_id);
    return page_of(
        repo_.folder_files(c, org, viewer.user_id, f.id, per_page + 1, offset_of(page, per_page)),
        per_page);
  });
}

FilePage FilesService::search(OrgId org, const Viewer& viewer, const std::optional<std::string>& q,
                              const std::optional<std::string>& tag, std::int64_t page,
                              std::int64_t per_page) const {
  const std::string query = q ? trimmed(*q) : std::string();
  const std::string wanted = tag ? name_key(trimmed(*tag)) : std::string();
  if (query.empty() && wanted.empty()) {
    throw invalid_input("q", "Escribe al menos dos letras del nombre o elige una etiqueta.");
  }
  if (!query.empty() && (utf8_length(query) < 2 || utf8_length(query) > 100)) {
    throw invalid_input("q", "Escribe entre 2 y 100 caracteres.");
  }
  return db_.run([&](db::Conn& c) {
    if (!wanted.empty()) {
      return page_of(repo_.search_tag(c, org, viewer.user_id, viewer.admin(), wanted, per_page + 1,
                                      offset_of(page, per_page)),
                     per_page);
    }
    std::string pattern = "%";
    for (char ch : name_key(query)) {
      if (ch == '%' || ch == '_' || ch == '\\') continue;  // typed literally, matched loosely
      pattern += ch;
    }
    pattern += "%";
    return page_of(repo_.search_name(c, org, viewer.user_id, viewer.admin(), pattern, per_page + 1,
                                     offset_of(page, per_page)),
                   per_page);
  });
}

FilePage FilesService::pending(OrgId org, const Viewer& viewer, std::int64_t page,
                               std::int64_t per_page) const {
  return db_.run([&](db::Conn& c) {
    return page_of(repo_.pending(c, org, viewer.user_id, per_page + 1, offset_of(page, per_page)),
                   per_page);
  });
}

FileView FilesService::view_file(db::Conn& c, OrgId org, const Viewer& viewer,
                                 std::int64_t id) const {
  auto f = repo_.file(c, org, viewer.user_id, id);
  if (!f) throw file_not_found();
  const auto folder = repo_.folder(c, org, f->folder_id);
  if (!folder || !repo_.sees(c, org, viewer.user_id, viewer.admin(), folder->root_id)) {
    throw file_not_found();
  }
  FileView v;
  v.file = *f;
  auto up = repo_.path_up(c, org, folder->id);
  std::reverse(up.begin(), up.end());
  v.path = std::move(up);
  v.versions = repo_.versions(c, org, f->id);
  v.mine = repo_.my_ack(c, org, f->id, viewer.user_id);
  v.can_manage = access_to(repo_, c, org, viewer, *folder).manage;
  return v;
}

FileView FilesService::file(OrgId org, const Viewer& viewer, std::int64_t id) const {
  return db_.run([&](db::Conn& c) { return view_file(c, org, viewer, id); });
}

std::vector<FileRow> FilesService::visible_files(db::Conn& c, OrgId org, const Viewer& viewer,
                                                 const std::vector<std::int64_t>& ids) const {
  return repo_.visible_files(c, org, viewer.user_id, viewer.admin(), ids);
}

FileView FilesService::upload(OrgId org, const Viewer& viewer, std::int64_t folder_id,
                              const Upload& upload, const FileInput& in) const {
  const std::int64_t id = store_new_file(org, viewer, upload, in, [&](db::Conn& c) {
    const Folder f = visible_folder(repo_, c, org, viewer, folder_id);
    if (!access_to(repo_, c, org, viewer, f).upload) {
      throw forbidden("forbidden", "No puedes subir archivos a esta carpeta.");
    }
    return f.id;
  });
  if (in.requires_ack) ask_to_confirm(org, viewer, id);
  return file(org, viewer, id);
}

void FilesService::ask_to_confirm(OrgId org, const Viewer& viewer, std::int64_t file_id) const {
  db_.transact([&](db::Conn& c) {
    const auto f = repo_.file(c, org, viewer.user_id, file_id);
    if (!f || !f->requires_ack) return;
    const auto folder = repo_.folder(c, org, f->folder_id);
    if (!folder) return;
    const auto people = repo_.audience_ids(c, org, folder->root_id, viewer.user_id);
    if (people.empty()) return;
    notify_.notify(c, org, "file_ack_requested", people,
                   {{"file_id", f->id},
                    {"name", f->name},
                    {"version", f->version_number},
                    {"actor_id", viewer.user_id}});
  });
}

std::int64_t FilesService::store_new_file(
    OrgId org, const Viewer& viewer, const Upload& upload, const FileInput& in,
    const std::function<std::int64_t(db::Conn&)>& folder_of) const {
  FileRow row;
  row.name = in.name.empty() ? base_name(upload.file_name)
                             : one_line(in.name, "name", 120, "el nombre del archivo");
  row.description = checked_description(in.description);
  row.tags = checked_tags(in.tags);
  row.requires_ack = in.requires_ack;
  row.expires_on = checked_expiry(in.expires_on);
  row.content_type = checked_type(upload, "file");
  row.size = static_cast<std::int64_t>(upload.bytes.size());
  Version v;
  v.number = 1;
  v.storage_key = storage::new_key("repository", base_name(upload.file_name));
  v.content_type = row.content_type;
  v.size = row.size;
  v.sha256 = crypto::to_hex(crypto::sha256(upload.bytes));
  v.uploaded_by = viewer.user_id;
  const uploads::NewUpload stored{viewer.user_id, "repository",   v.storage_key,
                                  row.name,       v.content_type, v.size};
  const std::int64_t now = clock_.now_ms();
  v.created_at = now;
  const std::int64_t id = db_.transact([&](db::Conn& c) {
    row.folder_id = folder_of(c);
    row.id = repo_.insert_file(c, org, row, viewer.user_id, now);
    v.file_id = row.id;
    v.id = repo_.insert_version(c, org, v);
    repo_.set_current(c, org, row.id, v, now);
    repo_.set_tags(c, org, row.id, row.tags, false);
    repo_.touch_folder(c, org, row.folder_id, now);
    uploads_.record_stored(c, org, stored);
    return row.id;
  });
  uploads_.write_stored(org, stored, upload.bytes,
                        [&](db::Conn& c) { repo_.delete_file(c, org, id); });
  return id;
}

FileView FilesService::add_version(OrgId org, const Viewer& viewer, std::int64_t id,
                                   const Upload& upload, const std::string& note) const {
  const std::string checked_note = trimmed(note);
  if (utf8_length(checked_note) > 300) {
    throw invalid_input("note", "La nota de la versión no puede exceder 300 caracteres.");
  }
  Version v;
  v.file_id = id;
  v.content_type = checked_type(upload, "file");
  v.size = static_cast<std::int64_t>(upload.bytes.size());
  v.storage_key = storage::new_key("repository", base_name(upload.file_name));
  v.sha256 = crypto::to_hex(crypto::sha256(upload.bytes));
  v.note = checked_note;
  v.uploaded_by = viewer.user_id;
  const std::int64_t now = clock_.now_ms();
  v.created_at = now;
  Version previous;
  std::string name;
  db_.transact([&](db::Conn& c) {
    const FileView current = view_file(c, org, viewer, id);
    if (!current.can_manage) throw may_not_manage();
    previous = current.versions.front();
    name = current.file.name;
    v.number = previous.number + 1;
    v.id = repo_.insert_version(c, org, v);
    repo_.set_current(c, org, id, v, now);
    repo_.touch_folder(c, org, current.file.folder_id, now);
    uploads_.record_stored(
        c, org, {viewer.user_id, "repository", v.storage_key, name, v.content_type, v.size});
    audit_.record(c, org, "files.version_add", {"repository_file", id}, nullptr,
                  boost::json::object{{"version", v.number}, {"sha256", v.sha256}});
  });
  uploads_.write_stored(org,
                        {viewer.user_id, "repository", v.storage_key, name, v.content_type, v.size},
                        upload.bytes, [&](db::Conn& c) {
                          repo_.set_current(c, org, id, previous, now);
                          repo_.delete_version(c, org, v.id);
                        });
  ask_to_confirm(org, viewer, id);
  return file(org, viewer, id);
}

FileView FilesService::update_file(OrgId org, const Viewer& viewer, std::int64_t id,
                                   const FileEdit& edit) const {
  const std::int64_t now = clock_.now_ms();
  bool newly_asked = false;
  auto view = db_.transact([&](db::Conn& c) {
    FileView current = view_file(c, org, viewer, id);
    if (!current.can_manage) throw may_not_manage();
    FileRow f = current.file;
    newly_asked = edit.requires_ack && *edit.requires_ack && !current.file.requires_ack;
    if (edit.name) f.name = one_line(*edit.name, "name", 120, "el nombre del archivo");
    if (edit.description) f.description = checked_description(*edit.description);
    if (edit.tags) f.tags = checked_tags(*edit.tags);
    if (edit.requires_ack) f.requires_ack = *edit.requires_ack;
    if (edit.expires_on) f.expires_on = checked_expiry(*edit.expires_on);
    repo_.update_file(c, org, f, now);
    if (edit.tags) repo_.set_tags(c, org, f.id, f.tags, true);
    return view_file(c, org, viewer, id);
  });
  if (newly_asked) {
    ask_to_confirm(org, viewer, id);
    view = file(org, viewer, id);
  }
  return view;
}

void FilesService::delete_file(OrgId org, const Viewer& viewer, std::int64_t id) const {
  const std::int64_t now = clock_.now_ms();
  db_.transact([&](db::Conn& c) {
    const FileView current = view_file(c, org, viewer, id);
    if (!current.can_manage) throw may_not_manage();
    repo_.delete_file(c, org, id);
    repo_.touch_folder(c, org, current.file.folder_id, now);
    audit_.record(c, org, "files.file_delete", {"repository_file", id},
                  boost::json::object{{"name", current.file.name},
                                      {"folder_id", current.file.folder_id},
                                      {"versions", current.versions.size()}},
                  nullptr);
  });
}

// --- Read confirmations --------------------------------------------------------------------------

Acknowledgement FilesService::acknowledge(OrgId org, const Viewer& viewer, std::int64_t id,
                                          std::int64_t version_id) const {
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const FileView v = view_file(c, org, viewer, id);
    if (!v.file.requires_ack) {
      throw rule_broken("confirmation_not_requested",
                        "Este documento no pide confirmación de lectura.");
    }
    const auto version = repo_.version(c, org, version_id);
    if (!version || version->file_id != id) {
      throw invalid_input("version_id", "Esa versión no es de este documento.");
    }
    if (version->id != v.file.version_id) {
      throw conflict("version_outdated",
                     "Hay una versión más nueva de este documento: léela y confírmala.");
    }
    if (auto done = repo_.ack_of(c, org, version->id, viewer.user_id)) return *done;
    const Acknowledgement ack{version->id, version->number, version->sha256, now};
    repo_.insert_ack(c, org, id, viewer.user_id, ack);
    return *repo_.ack_of(c, org, version->id, viewer.user_id);
  });
}

AckReport FilesService::report(OrgId org, const Viewer& viewer, std::int64_t id,
                               const std::string& status, std::int64_t page,
                               std::int64_t per_page) const {
  if (status != "all" && status != "confirmed" && status != "pending") {
    throw invalid_input("status", "Elige all, confirmed o pending.");
  }
  return db_.run([&](db::Conn& c) {
    const FileView v = view_file(c, org, viewer, id);
    if (!v.can_manage) throw may_not_manage();
    const auto folder = repo_.folder(c, org, v.file.folder_id);
    AckReport r;
    r.version_number = v.file.version_number;
    std::tie(r.audience, r.confirmed) =
        repo_.report_counts(c, org, folder->root_id, v.file.version_id);
    auto rows = repo_.report_rows(c, org, folder->root_id, id, v.file.version_id, status,
                                  per_page + 1, offset_of(page, per_page));
    r.has_more = static_cast<std::int64_t>(rows.size()) > per_page;
    if (r.has_more) rows.resize(static_cast<std::size_t>(per_page));
    r.rows = std::move(rows);
    return r;
  });
}

std::string FilesService::evidence_csv(OrgId org, const Viewer& viewer, std::int64_t id) const {
  return db_.run([&](db::Conn& c) {
    const FileView v = view_file(c, org, viewer, id);
    if (!v.can_manage) throw may_not_manage();
    std::string out = "\xEF\xBB\xBF";
    out += "Documento,Persona,Correo,Área,Versión,SHA-256,Confirmado (UTC)\r\n";
    for (const auto& e : repo_.evidence(c, org, id)) {
      out += csv_field(v.file.name) + "," + csv_field(e.person_name) + "," + csv_field(e.email) +
             "," + csv_field(e.department.value_or("")) + "," + std::to_string(e.version_number) +
             "," + csv_field(e.sha256) + "," + csv_field(iso_utc(e.confirmed_at)) + "\r\n";
    }
    return out;
  });
}

// --- Bulk upload ---------------------------------------------------------------------------------

BulkResult FilesService::bulk(OrgId org, const Viewer& viewer, const std::vector<Upload>& files,
                              const FileInput& in) const {
  if (!viewer.admin()) throw forbidden();
  if (files.empty()) throw invalid_input("file", "Elige los archivos que quieres subir.");
  if (files.size() > kMostBulk) {
    throw invalid_input("file", "Sube hasta 50 archivos a la vez.");
  }
  // The shared fields are checked once, before anything is stored.
  FileInput common = in;
  common.name.clear();
  common.tags = checked_tags(in.tags);
  common.expires_on = checked_expiry(in.expires_on);
  checked_description(in.description);
  BulkResult result;
  for (const auto& upload : files) {
    const std::string shown = base_name(upload.file_name);
    // The person: by the e-mail in the name, or else by a national document in it.
    const auto emails = emails_in(upload.file_name);
    if (emails.size() > 1) {
      result.unmatched.push_back(
          {shown, "several_emails", "El nombre del archivo contiene más de un correo."});
      continue;
    }
    std::optional<std::int64_t> person;
    if (!emails.empty()) {
      person = db_.run([&](db::Conn& c) { return repo_.person_by_email(c, org, emails.front()); });
      if (!person) {
        result.unmatched.push_back(
            {shown, "unknown_person",
             "Nadie de la organización tiene el correo " + emails.front() + "."});
        continue;
      }
    } else {
      const auto ids = national_ids_in(upload.file_name);
      if (ids.empty()) {
        result.unmatched.push_back(
            {shown, "no_identifier",
             "El nombre del archivo no contiene un correo ni un documento de identidad."});
        continue;
      }
      const auto people =
          db_.run([&](db::Conn& c) { return repo_.people_by_national_ids(c, org, ids); });
      if (people.empty()) {
        result.unmatched.push_back(
            {shown, "unknown_person",
             "Nadie de la organización tiene un documento de identidad del nombre del archivo."});
        continue;
      }
      if (people.size() > 1) {
        result.unmatched.push_back(
            {shown, "several_people",
             "El nombre del archivo contiene documentos de más de una persona."});
        continue;
      }
      person = people.front();
    }
    try {
      std::int64_t folder_id = 0;
      const std::int64_t id = store_new_file(org, viewer, upload, common, [&](db::Conn& c) {
        bool created = false;
        folder_id = ensure_personal(c, org, viewer, *person, clock_.now_ms(), created).id;
        return folder_id;
      });
      result.stored.push_back({shown, id, folder_id, *person});
    } catch (const ApiError& e) {
      const bool too_large = e.kind() == ErrorKind::kPayloadTooLarge;
      result.unmatched.push_back({shown, too_large ? "file_too_large" : "invalid_file", e.what()});
    }
  }
  return result;
}

// --- Expiry reminders ----------------------------------------------------------------------------

std::int64_t FilesService::apply_retention() const {
  const std::int64_t now = clock_.now_ms();
  const auto due = db_.run([&](db::Conn& c) { return repo_.past_retention(c, now); });
  std::int64_t deleted = 0;
  for (const auto& p : due) {
    db_.transact([&](db::Conn& c) {
      // Gone already (another node, or someone deleted it), or changed since: nothing to do.
      const auto file = repo_.file(c, p.org, 0, p.file_id);
      if (!file || file->updated_at >= now - p.retention_days * 86'400'000) return;
      repo_.delete_file(c, p.org, p.file_id);
      repo_.touch_folder(c, p.org, p.folder_id, now);
      audit_.record(
          c, p.org, "files.file_retention_delete", {"repository_file", p.file_id},
          boost::json::object{
              {"name", p.name}, {"folder_id", p.folder_id}, {"retention_days", p.retention_days}},
          nullptr);
      ++deleted;
    });
  }
  return deleted;
}

std::int64_t FilesService::remind_expiring() const {
  const std::string by = add_days(utc_day(clock_.now_ms()), kRemindDays);
  const auto due = db_.run([&](db::Conn& c) { return repo_.expiring(c, by); });
  std::int64_t reminded = 0;
  for (const auto& e : due) {
    db_.transact([&](db::Conn& c) {
      auto people = repo_.owners(c, e.org, e.root_id);
      if (e.created_by) people.push_back(*e.created_by);
      std::sort(people.begin(), people.end());
      people.erase(std::unique(people.begin(), people.end()), people.end());
      people = people.empty() ? std::vector<std::int64_t>{} : repo_.active_among(c, e.org, people);
      if (people.empty()) people = repo_.admins(c, e.org);
      if (!people.empty()) {
        notify_.notify(c, e.org, "file_expiring", people,
                       {{"file_id", e.file_id}, {"name", e.name}, {"expires_on", e.expires_on}});
      }
      repo_.mark_reminded(c, e.org, e.file_id);
    });
    ++reminded;
  }
  return reminded;
}

// --- Certificates --------------------------------------------------------------------------------

std::vector<Certificate> FilesService::certificates(OrgId org, std::int64_t user_id) const {
  return db_.run([&](db::Conn& c) { return repo_.certificates(c, org, user_id); });
}

Certificate FilesService::issue_certificate(OrgId org, std::int64_t user_id,
                                            const std::string& org_name, const std::string& kind,
                                            const std::string& language) const {
  if (kind != "employment" && kind != "seniority") {
    throw invalid_input("kind", "Elige un certificado laboral o de antigüedad.");
  }
  if (!language.empty() && language != "es" && language != "en") {
    throw invalid_input("language", "Elige español o inglés.");
  }
  const std::int64_t now = clock_.now_ms();
  return db_.transact([&](db::Conn& c) {
    const auto facts = repo_.profile_facts(c, org, user_id);
    if (!facts) throw not_found();
    if (!facts->admission_date || !parse_day(*facts->admission_date)) {
      throw rule_broken("admission_date_missing",
                        "Tu perfil no tiene fecha de ingreso: pide a Personas que la registre.");
    }
    if (repo_.issued_since(c, org, user_id, now - kDayMs) >= kCertificatesPerDay) {
      throw ApiError(ErrorKind::kRateLimited, "too_many_certificates",
                     "Puedes generar hasta 20 certificados al día.");
    }
    Certificate cert;
    cert.user_id = user_id;
    cert.kind = kind;
    const std::string random = crypto::random_bytes(12);
    for (unsigned char b : random) cert.code += kAlphabet[b % kAlphabet.size()];
    cert.language = language.empty() ? "es" : language;
    cert.issued_at = now;
    cert.issued_on = utc_day(now);
    cert.person_name = facts->first_name;
    if (!facts->last_name.empty()) cert.person_name += " " + facts->last_name;
    cert.organization_name = org_name;
    cert.admission_date = *facts->admission_date;
    cert.job_position = facts->job_position;
    cert.department_name = facts->department_name;
    cert.id = repo_.insert_certificate(c, org, cert);
    return cert;
  });
}

Certificate FilesService::certificate(OrgId org, std::int64_t user_id, std::int64_t id) const {
  auto cert = db_.run([&](db::Conn& c) { return repo_.certificate(c, org, user_id, id); });
  if (!cert) throw not_found("No encontramos ese certificado.");
  return *cert;
}

Certificate FilesService::verify(OrgId org, const std::string& code) const {
  std::string normal;
  for (char ch : code) {
    if (ch == '-' || ch == ' ') continue;
    normal += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  }
  std::optional<Certificate> cert;
  if (normal.size() == 12) {
    cert = db_.run([&](db::Conn& c) { return repo_.certificate_by_code(c, org, normal); });
  }
  if (!cert) {
    throw ApiError(ErrorKind::kNotFound, "certificate_not_found",
                   "No encontramos un certificado con ese código.");
  }
  return *cert;
}

void FilesService::forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const {
  repo_.forget_person(c, org, person.id);
}

}  // namespace aplauso::files
