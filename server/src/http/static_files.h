// Serves the built web app (web/dist): hashed assets under /assets/ cached for a year, the SPA
// fallback to index.html for client-side routes, and precompressed .br / .gz variants when the
// client accepts them and the build produced them. An HTML page may announce, in its Link
// header, the reads its first screen makes (see app/page_preloads.h).
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>

#include "http/message.h"

namespace aplauso::http {

/// The Link header value for the HTML page at `path` ("" for none).
using PageLinks = std::function<std::string(std::string_view path)>;

class StaticFiles {
 public:
  explicit StaticFiles(std::filesystem::path root, PageLinks links = {});
  /// Whether the root holds an index.html.
  bool available() const;
  Response serve(const Request& req) const;

 private:
  std::filesystem::path root_;
  PageLinks links_;
};

}  // namespace aplauso::http
