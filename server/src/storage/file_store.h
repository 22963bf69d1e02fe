// Where uploaded files live. Clients never send files through the API: they get a short-lived
// signed URL to PUT the bytes, and signed URLs to read them. The default store is the local disk
// behind HMAC-signed URLs served by this server; S3Store presigns S3-compatible URLs instead.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace aplauso::storage {

struct UploadTarget {
  std::string url;
  std::string method = "PUT";
  std::map<std::string, std::string> headers;  ///< headers the client must send
  std::int64_t expires_at = 0;                 ///< seconds since the epoch
};

class FileStore {
 public:
  virtual ~FileStore() = default;
  /// A URL that accepts one PUT of `key`'s bytes until `now_s + ttl_s`.
  virtual UploadTarget upload_url(const std::string& key, const std::string& content_type,
                                  std::int64_t now_s, std::int64_t ttl_s) const = 0;
  /// A URL that serves `key` until the end of the current hour plus `ttl_s` (rounded so that a
  /// page shows the same URLs for a while and browsers can cache them).
  virtual std::string read_url(const std::string& key, std::int64_t now_s,
                               std::int64_t ttl_s) const = 0;
  /// Stores bytes the server received itself (multipart uploads).
  virtual void put(const std::string& key, std::string_view bytes,
                   const std::string& content_type) = 0;
  /// Whether this store's files are served by this server (GET/PUT /api/files/{key}).
  virtual bool served_locally() const = 0;
};

/// Keys are "<type>.<random>.<ext>": no slashes, safe in a path segment and a file name.
std::string new_key(std::string_view type, std::string_view file_name);
bool is_valid_key(std::string_view key);

}  // namespace aplauso::storage
