// Uploads by key: declared when a presigned URL is handed out, completed when the bytes arrived.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {
class Conn;
}

namespace aplauso::uploads {

struct Upload {
  OrgId org;
  std::string type;
  std::string file_name;
  std::string content_type;
  std::int64_t declared_size = 0;
  bool completed = false;
  std::optional<std::int64_t> user_id;  ///< who uploaded it (none for files the server made)
};

struct NewUpload {
  std::optional<std::int64_t> user_id;
  std::string type;
  std::string key;
  std::string file_name;
  std::string content_type;
  std::int64_t size = 0;
};

class UploadRepo {
 public:
  void insert(db::Conn& c, OrgId org, const NewUpload& u, std::int64_t now_ms) const;
  void insert_complete(db::Conn& c, OrgId org, const NewUpload& u, std::int64_t now_ms) const;
  /// The upload of a key, whichever organisation it belongs to (callers compare the org).
  std::optional<Upload> find(db::Conn& c, const std::string& key) const;
  /// False when it was completed already.
  bool complete(db::Conn& c, OrgId org, const std::string& key, std::int64_t size,
                std::int64_t now_ms) const;
  void uncomplete(db::Conn& c, OrgId org, const std::string& key) const;
  void remove(db::Conn& c, OrgId org, const std::string& key) const;
  /// Key → file name of the member's finished uploads of the type among `keys`.
  void disown(db::Conn& c, OrgId org, const std::vector<std::string>& keys) const;
  std::map<std::string, std::string> finished_of(db::Conn& c, OrgId org,
                                                 const std::vector<std::string>& keys,
                                                 const std::string& type,
                                                 std::int64_t user_id) const;
};

}  // namespace aplauso::uploads
