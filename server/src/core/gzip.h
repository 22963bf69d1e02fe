// gzip (RFC 1952) of a whole buffer, for answers compressed once and served many times.
#pragma once

#include <string>
#include <string_view>

namespace aplauso::gzip {

/// The gzip stream of `data` at the default level. Throws std::runtime_error if zlib fails.
std::string compress(std::string_view data);

/// The whole of a gzip stream (tests and clients); throws std::runtime_error on a bad stream.
std::string decompress(std::string_view data);

}  // namespace aplauso::gzip
