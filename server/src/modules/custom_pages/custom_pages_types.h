// What the custom pages module keeps: pages with their audience and blocks, and their versions.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "modules/structure/audience.h"

namespace aplauso::custom_pages {

/// Who a page is for: everyone, or the people in a listed department or communication group, or
/// listed by id.
struct PageAudience {
  structure::Audience base;
  std::vector<std::int64_t> people;
};

/// One block of a page. Which fields mean something depends on its type.
struct Block {
  std::string type;  ///< "text" | "image" | "button" | "form" | "file"
  // text: rich HTML, sanitised on save (core/html_sanitizer.h)
  std::string html;
  std::optional<std::string> html_en;
  // image: a finished corp-benef-image upload and its alternative text
  std::string image_key;
  std::string alt;
  std::optional<std::string> alt_en;
  // button: its words and where it goes (https:// or an in-app path)
  std::string label;
  std::optional<std::string> label_en;
  std::string url;
  // form: an active form the admins built (forms module)
  std::string form_id;
  // file: a file of the files repository (files module)
  std::int64_t file_id = 0;
};

struct PageFields {
  std::string title;
  std::optional<std::string> title_en;
  std::optional<std::string> slug;
  std::string status = "draft";  ///< "draft" | "published" | "archived"
  PageAudience audience;
  bool in_menu = false;
  std::int64_t menu_order = 0;
  std::optional<std::string> icon;
  std::vector<Block> blocks;
};

struct PageRow : PageFields {
  std::int64_t id = 0;
  std::int64_t version = 1;
  std::int64_t created_at = 0;
  std::int64_t updated_at = 0;
  std::optional<std::int64_t> published_at;
};

struct VersionRow {
  std::int64_t version = 0;
  std::string action;  ///< create | update | publish | unpublish | archive | restore
  std::string title;   ///< the page's title after the change
  std::string status;  ///< the page's status after the change
  std::optional<std::int64_t> restored_from;
  std::optional<std::int64_t> changed_by;
  std::int64_t changed_at = 0;
  std::string snapshot;  ///< JSON object text (custom_pages_blocks.h snapshot_json); empty in lists
};

}  // namespace aplauso::custom_pages
