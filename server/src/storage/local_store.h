// Files on the local disk (DATA_DIR/uploads), read and written through URLs signed with an
// HMAC of the method, the key and the expiry.
#pragma once

#include <filesystem>

#include "storage/file_store.h"

namespace aplauso::storage {

class LocalStore final : public FileStore {
 public:
  LocalStore(std::filesystem::path root, std::string secret,
             std::string url_prefix = "/api/files/");

  UploadTarget upload_url(const std::string& key, const std::string& content_type,
                          std::int64_t now_s, std::int64_t ttl_s) const override;
  std::string read_url(const std::string& key, std::int64_t now_s,
                       std::int64_t ttl_s) const override;
  void put(const std::string& key, std::string_view bytes,
           const std::string& content_type) override;
  bool served_locally() const override { return true; }

  /// Whether `signature` is this store's signature of (method, key, expires) and not expired.
  bool verify(std::string_view method, std::string_view key, std::int64_t expires,
              std::string_view signature, std::int64_t now_s) const;
  /// The bytes of `key`, or nullopt.
  std::optional<std::string> read(const std::string& key) const;
  std::filesystem::path path_of(const std::string& key) const;

 private:
  std::string sign(std::string_view method, std::string_view key, std::int64_t expires) const;

  std::filesystem::path root_;
  std::string secret_;
  std::string prefix_;
};

}  // namespace aplauso::storage
