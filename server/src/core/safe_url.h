// Where an image the product shows to everyone may come from: an https: URL or a file of this
// product (/api/files/...), never javascript:, data: or plain http:.
#pragma once

#include <string_view>

namespace aplauso {

bool safe_image_url(std::string_view url);

}  // namespace aplauso
