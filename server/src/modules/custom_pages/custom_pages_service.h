// An organisation's own pages (flag `custom_pages`, BEN-10, ADR 0070, docs/custom-pages.md):
// pages in Spanish and English made of blocks (rich text the server sanitises, images, buttons,
// forms the admins built, files of the repository), each with an audience, a place in the main
// menu and a status, every change kept as a version that admins may restore.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/clock.h"
#include "core/roles.h"
#include "modules/custom_pages/custom_pages_repo.h"
#include "modules/files/files_types.h"

namespace aplauso::db {
class Conn;
class Database;
}  // namespace aplauso::db
namespace aplauso::uploads {
class UploadService;
}
namespace aplauso::audit {
class AuditLog;
}
namespace aplauso::users {
struct ErasedPerson;
}
namespace aplauso::forms {
class FormService;
}
namespace aplauso::files {
class FilesService;
}

namespace aplauso::custom_pages {

/// Who reads a page, and whether the modules its form and file blocks come from are on for the
/// organisation (a block of a module switched off is not shown).
struct Reader {
  std::int64_t user_id = 0;
  Role role = Role::kEmployee;
  bool forms_on = false;
  bool files_on = false;
};

/// A block as a reader gets it.
struct ShownBlock {
  Block block;
  /// A file block's file, when it exists and the reader may open it.
  std::optional<files::FileRow> file;
  /// False when a reader would not see it: its form is no longer active, its file is gone or
  /// out of the reader's view, or its module is off (admins see such blocks in the editor).
  bool available = true;
};

/// A page as a reader gets it.
struct PageView {
  PageRow page;
  std::vector<ShownBlock> blocks;
};

/// A change of a page; each part optional, nullable ones cleared with a null.
struct PageEdit {
  std::optional<std::string> title;
  std::optional<std::optional<std::string>> title_en;
  std::optional<std::optional<std::string>> slug;
  std::optional<std::string> status;
  std::optional<PageAudience> audience;
  std::optional<bool> in_menu;
  std::optional<std::int64_t> menu_order;
  std::optional<std::optional<std::string>> icon;
  std::optional<std::vector<Block>> blocks;
};

/// The icons a page may show in the menu (the web app draws each).
inline constexpr std::string_view kIcons[] = {"article", "info",   "groups",   "favorite",
                                              "school",  "health", "campaign", "help"};

class CustomPagesService {
 public:
  static constexpr std::int64_t kMostPages = 200;
  static constexpr std::size_t kMostBlocks = 50;
  /// A text block's HTML in one language, as sanitised (markup included).
  static constexpr std::size_t kMostHtml = 20'000;

  CustomPagesService(const db::Database& db, const Clock& clock,
                     const uploads::UploadService& uploads, const forms::FormService& forms,
                     const files::FilesService& files, const audit::AuditLog& audit)
      : db_(db), clock_(clock), uploads_(uploads), forms_(forms), files_(files), audit_(audit) {}

  /// The published pages the reader is in the audience of (no blocks), by place in the menu.
  std::vector<PageRow> menu(OrgId org, std::int64_t user_id) const;
  /// A published page by id or slug, with the blocks the reader may see. 404 for drafts,
  /// archived pages, other organisations' and pages outside the reader's audience.
  PageView read(OrgId org, const Reader& reader, const std::string& id_or_slug) const;

  /// Every page of the organisation (no blocks).
  std::vector<PageRow> admin_list(OrgId org) const;
  /// Any page with every block (unavailable ones marked); 404 for other organisations'.
  PageView admin_get(OrgId org, const Reader& admin, std::int64_t id) const;
  /// 422 invalid_page naming each bad field (title, slug, audience…, blocks.<n>.<field>), 422
  /// too_many_pages. Version 1.
  PageView create(OrgId org, const Reader& admin, const PageFields& fields) const;
  /// A change, publishing, unpublishing or archiving (status): the next version, unless nothing
  /// changed. 404, 422 invalid_page.
  PageView update(OrgId org, const Reader& admin, std::int64_t id, const PageEdit& edit) const;
  /// Newest first; 404 for another organisation's page.
  std::vector<VersionRow> versions(OrgId org, std::int64_t id) const;
  /// Brings back a version's titles and blocks as the next version (audience, menu and status
  /// stay). 404 for an unknown page or version.
  PageView restore(OrgId org, const Reader& admin, std::int64_t id, std::int64_t version) const;
  /// Unsaved fields as readers would get them, checked and sanitised as a save would (nothing
  /// kept). `page_id` names the page edited, whose images need no new upload.
  PageView preview(OrgId org, const Reader& admin, const PageFields& fields,
                   std::optional<std::int64_t> page_id) const;

  /// A person erased leaves no page's audience and no authorship.
  void forget_person(db::Conn& c, OrgId org, const users::ErasedPerson& person) const;

 private:
  /// Trims, sanitises and checks `f`; images already on `known_images` need no new upload;
  /// `page_id` is the page the fields are for (its slug is its own). With `check_links` false
  /// (a restore) forms and files are not asked whether they still exist.
  void check_fields(db::Conn& c, OrgId org, const Reader& admin, PageFields& f,
                    const std::set<std::string>& known_images, std::optional<std::int64_t> page_id,
                    bool check_links) const;
  PageView view_of(db::Conn& c, OrgId org, const Reader& reader, PageRow page,
                   bool keep_unavailable) const;
  void keep_version(db::Conn& c, OrgId org, std::int64_t page_id, std::int64_t version,
                    const std::string& action, std::optional<std::int64_t> restored_from,
                    std::int64_t admin_id, std::int64_t now, const PageFields& f) const;

  const db::Database& db_;
  const Clock& clock_;
  const uploads::UploadService& uploads_;
  const forms::FormService& forms_;
  const files::FilesService& files_;
  const audit::AuditLog& audit_;
  CustomPagesRepo repo_;
};

}  // namespace aplauso::custom_pages
