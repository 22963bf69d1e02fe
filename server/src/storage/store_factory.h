// The file store a configuration asks for: the local disk under DATA_DIR/uploads (default) or an
// S3-compatible bucket (S3_BUCKET, S3_ENDPOINT, S3_PATH_STYLE...).
#pragma once

#include <atomic>
#include <memory>

#include "storage/file_store.h"

namespace aplauso {
struct Config;
}

namespace aplauso::storage {

class LocalStore;

/// `local` is set to the store when files live on this server's disk, else to nullptr. `abort`
/// (optional): when it turns true, a write to the bucket in flight gives up.
std::unique_ptr<FileStore> open_file_store(const Config& config, LocalStore** local,
                                           const std::atomic<bool>* abort = nullptr);

}  // namespace aplauso::storage
