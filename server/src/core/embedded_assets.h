// Files compiled into the binary at build time (see cmake/embed_assets.cmake): the database
// migrations and the web app's translation catalogs.
#pragma once

#include <string_view>
#include <vector>

namespace aplauso::embedded {

struct Asset {
  std::string_view name;     ///< file name (migrations) or "<lng>/<ns>.json" (catalogs)
  std::string_view content;  ///< the file's bytes
};

/// Migrations in file-name order ("0001_foundation.sql", ...).
const std::vector<Asset>& migrations();
/// Translation catalogs, named "<lng>/<ns>.json".
const std::vector<Asset>& locale_catalogs();
/// Documents served as they are: "openapi.json" (generated from api/openapi.yaml).
const std::vector<Asset>& documents();
/// Data the server reads (server/data/*.txt and *.json): "common-passwords.txt",
/// "holidays-mx.txt", "nom035-guia-3.json".
const std::vector<Asset>& data_files();

}  // namespace aplauso::embedded
