#include "core/gzip.h"

#include <zlib.h>

#include <stdexcept>

namespace aplauso::gzip {

namespace {
// windowBits 15 + 16: a gzip header and trailer instead of zlib's.
constexpr int kGzipWindow = 15 + 16;
constexpr std::size_t kChunk = 16 * 1024;
}  // namespace

std::string compress(std::string_view data) {
  z_stream zs{};
  if (deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, kGzipWindow, 8, Z_DEFAULT_STRATEGY) !=
      Z_OK) {
    throw std::runtime_error("gzip: deflateInit2 failed");
  }
  std::string out(deflateBound(&zs, static_cast<uLong>(data.size())) + 32, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));  // NOLINT
  zs.avail_in = static_cast<uInt>(data.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());  // NOLINT
  zs.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&zs, Z_FINISH);
  const auto written = zs.total_out;
  deflateEnd(&zs);
  if (rc != Z_STREAM_END) throw std::runtime_error("gzip: deflate did not finish");
  out.resize(written);
  return out;
}

std::string decompress(std::string_view data) {
  z_stream zs{};
  if (inflateInit2(&zs, kGzipWindow) != Z_OK) throw std::runtime_error("gzip: inflateInit2 failed");
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));  // NOLINT
  zs.avail_in = static_cast<uInt>(data.size());
  std::string out;
  int rc = Z_OK;
  while (rc == Z_OK) {
    const std::size_t before = out.size();
    out.resize(before + kChunk);
    zs.next_out = reinterpret_cast<Bytef*>(out.data() + before);  // NOLINT
    zs.avail_out = static_cast<uInt>(kChunk);
    rc = inflate(&zs, Z_NO_FLUSH);
    out.resize(before + kChunk - zs.avail_out);
  }
  inflateEnd(&zs);
  if (rc != Z_STREAM_END) throw std::runtime_error("gzip: bad or truncated stream");
  return out;
}

}  // namespace aplauso::gzip
