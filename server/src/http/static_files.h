// Serves the built web app (web/dist): hashed assets under /assets/ cached for a year, the SPA
// fallback to index.html for client-side routes, and precompressed .br / .gz variants when the
// client accepts them and the build produced them.
#pragma once

#include <filesystem>

#include "http/message.h"

namespace aplauso::http {

class StaticFiles {
 public:
  explicit StaticFiles(std::filesystem::path root);
  /// Whether the root holds an index.html.
  bool available() const;
  Response serve(const Request& req) const;

 private:
  std::filesystem::path root_;
};

}  // namespace aplauso::http
