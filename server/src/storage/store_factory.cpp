#include "storage/store_factory.h"

#include <filesystem>

#include "core/config.h"
#include "core/crypto.h"
#include "storage/local_store.h"
#include "storage/s3_store.h"

namespace aplauso::storage {

std::unique_ptr<FileStore> open_file_store(const Config& config, LocalStore** local,
                                           const std::atomic<bool>* abort) {
  *local = nullptr;
  if (config.s3_bucket.empty()) {
    // URL signatures use their own key, derived from the JWT secret.
    auto store =
        std::make_unique<LocalStore>(std::filesystem::path(config.data_dir) / "uploads",
                                     crypto::hmac_sha256(config.jwt_secret, "aplauso-file-urls"));
    *local = store.get();
    return store;
  }
  S3Location where;
  where.region = config.s3_region;
  where.access_key_id = config.s3_access_key_id;
  where.secret_access_key = config.s3_secret_access_key;
  const std::string endpoint = config.s3_endpoint.empty()
                                   ? "https://s3." + config.s3_region + ".amazonaws.com"
                                   : config.s3_endpoint;
  const auto scheme_end = endpoint.find("://");
  where.scheme = scheme_end == std::string::npos ? "https" : endpoint.substr(0, scheme_end);
  const std::string host =
      scheme_end == std::string::npos ? endpoint : endpoint.substr(scheme_end + 3);
  if (config.s3_path_style) {
    where.host = host;
    where.path_prefix = "/" + config.s3_bucket;
  } else {
    where.host = config.s3_bucket + "." + host;
  }
  outbound::Limits limits = S3Store::kLimits;
  limits.abort = abort;
  return std::make_unique<S3Store>(where, limits);
}

}  // namespace aplauso::storage
