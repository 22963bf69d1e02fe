// Rules for uploads: presigned upload and read URLs for the allowed types (spec §5), and the
// signed PUT and GET of the bytes when files live on this server's disk. Bytes are written to
// storage only after the database recorded them, and the record is undone if the write fails,
// so a failure never leaves a file without its record or a record without its file.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"
#include "modules/uploads/upload_repo.h"
#include "storage/file_store.h"

namespace aplauso::db {
class Database;
}
namespace aplauso::storage {
class LocalStore;
}

namespace aplauso::uploads {

struct PresignRequest {
  std::string type;
  std::string file_name;
  std::string content_type;
  std::optional<std::int64_t> size;
};

struct ReadUrl {
  std::string url;
  std::int64_t expires_at = 0;
};

struct StoredFile {
  std::string bytes;
  std::string content_type;
  std::string file_name;
};

class UploadService {
 public:
  UploadService(const db::Database& db, const Clock& clock, storage::FileStore& files,
                storage::LocalStore* local)
      : db_(db), clock_(clock), files_(files), local_(local) {}

  /// Records the upload and returns where to PUT it; 400 for a type, content type or size the
  /// rule refuses, 413 past the type's maximum.
  std::pair<std::string, storage::UploadTarget> presign(OrgId org, std::int64_t user_id,
                                                        const PresignRequest& request) const;
  /// A read URL for a completed upload of the type that `user_id` made; 404 otherwise (other
  /// people's files are read through what they are attached to).
  ReadUrl read_url(OrgId org, std::int64_t user_id, const std::string& type,
                   const std::string& key) const;
  /// Stores the bytes of a local upload (signature already checked); returns the size.
  std::int64_t put_local(const std::string& key, const std::string& content_type,
                         const std::string& bytes) const;
  /// The bytes of a completed local upload; 404 otherwise.
  StoredFile get_local(const std::string& key) const;
  /// Records bytes the server received itself (a badge image) as a completed upload, in the
  /// caller's transaction; write_stored() writes them once that transaction committed.
  void record_stored(db::Conn& c, OrgId org, const NewUpload& upload) const;
  /// Writes bytes recorded by record_stored. On failure runs `undo` and removes the record in
  /// one transaction, then throws 503: nothing is left half done.
  void write_stored(OrgId org, const NewUpload& upload, const std::string& bytes,
                    const std::function<void(db::Conn&)>& undo) const;

  /// Stores bytes the server holds itself (the demo's pictures) as a completed upload: recorded,
  /// then written; 503 with nothing left behind when the write fails.
  void store(OrgId org, const NewUpload& upload, const std::string& bytes) const;

  /// In the caller's transaction: key → file name of `user_id`'s finished uploads of `type`
  /// among `keys` (what another module lets them attach; absent keys are not theirs to attach).
  std::map<std::string, std::string> finished_of(db::Conn& c, OrgId org, std::int64_t user_id,
                                                 const std::string& type,
                                                 const std::vector<std::string>& keys) const {
    return repo_.finished_of(c, org, keys, type, user_id);
  }

  /// In the caller's transaction: the uploads of `keys` no longer name who made them (files of
  /// an anonymous suggestion). They can no longer be attached anywhere else either.
  void disown(db::Conn& c, OrgId org, const std::vector<std::string>& keys) const {
    repo_.disown(c, org, keys);
  }

  storage::LocalStore* local() const { return local_; }

 private:
  const db::Database& db_;
  const Clock& clock_;
  storage::FileStore& files_;
  storage::LocalStore* local_;
  UploadRepo repo_;
};

}  // namespace aplauso::uploads
