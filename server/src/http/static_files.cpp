#include "http/static_files.h"

#include <fstream>
#include <sstream>
#include <system_error>

namespace aplauso::http {

namespace fs = std::filesystem;

namespace {
std::string_view content_type(const fs::path& p) {
  const std::string ext = to_lower(p.extension().string());
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".json" || ext == ".map") return "application/json; charset=utf-8";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".jpg" || ext == ".jpeg") return "image/jpeg";
  if (ext == ".gif") return "image/gif";
  if (ext == ".webp") return "image/webp";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".woff2") return "font/woff2";
  if (ext == ".woff") return "font/woff";
  if (ext == ".ttf") return "font/ttf";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  if (ext == ".webmanifest") return "application/manifest+json";
  return "application/octet-stream";
}

bool read_file(const fs::path& p, std::string& out) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return false;
  std::ostringstream ss;
  ss << in.rdbuf();
  out = std::move(ss).str();
  return true;
}

bool is_regular(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}

}  // namespace

StaticFiles::StaticFiles(fs::path root, PageLinks links)
    : root_(std::move(root)), links_(std::move(links)) {}

bool StaticFiles::available() const {
  return is_regular(root_ / "index.html");
}

Response StaticFiles::serve(const Request& req) const {
  Response res;
  res.log_route = "static";
  const std::string decoded = percent_decode(req.path);
  // Refuse anything that could step outside the root.
  if (decoded.find('\0') != std::string::npos || decoded.find("..") != std::string::npos ||
      decoded.find('\\') != std::string::npos) {
    return Response::text(400, "Bad path\n");
  }
  fs::path rel = fs::path(decoded).relative_path();
  fs::path file = root_ / rel;
  bool fallback = false;
  if (rel.empty() || !is_regular(file)) {
    // Client-side routes have no extension; a missing asset is a real 404.
    if (!rel.empty() && rel.has_extension() && rel.extension() != ".html") {
      res = Response::text(404, "Not found\n");
      res.log_route = "static";
      return res;
    }
    file = root_ / "index.html";
    fallback = true;
  }
  if (!is_regular(file)) {
    res = Response::text(404, "The web app is not built. Run `make run` (or `make web`) first.\n");
    res.log_route = "static";
    return res;
  }

  const bool immutable = !fallback && rel.begin() != rel.end() && *rel.begin() == "assets";
  const std::string_view accept = req.headers.get("Accept-Encoding");
  fs::path chosen = file;
  std::string encoding;
  if (accepts_encoding(accept, "br") && is_regular(file.string() + ".br")) {
    chosen = file.string() + ".br";
    encoding = "br";
  } else if (accepts_encoding(accept, "gzip") && is_regular(file.string() + ".gz")) {
    chosen = file.string() + ".gz";
    encoding = "gzip";
  }

  std::error_code ec;
  const auto size = fs::file_size(chosen, ec);
  const auto mtime = fs::last_write_time(chosen, ec).time_since_epoch().count();
  const std::string etag = "\"" + std::to_string(size) + "-" + std::to_string(mtime) +
                           (encoding.empty() ? "" : "-" + encoding) + "\"";
  res.headers.set("Content-Type", std::string(content_type(file)));
  res.headers.set("ETag", etag);
  res.headers.set("Vary", "Accept-Encoding");
  if (!encoding.empty()) res.headers.set("Content-Encoding", encoding);
  if (immutable) {
    res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  } else if (file.filename() == "index.html") {
    res.headers.set("Cache-Control", "no-cache");
    if (links_) {
      if (std::string links = links_(decoded); !links.empty()) res.headers.set("Link", links);
    }
  } else {
    res.headers.set("Cache-Control", "public, max-age=3600");
  }
  if (req.headers.get("If-None-Match") == etag) {
    res.status = 304;
    return res;
  }
  if (!read_file(chosen, res.body)) {
    res = Response::text(404, "Not found\n");
    res.log_route = "static";
  }
  return res;
}

}  // namespace aplauso::http
