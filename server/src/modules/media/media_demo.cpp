#include "modules/media/media_demo.h"

#include "modules/media/media_service.h"

namespace aplauso::media {

void seed_demo_media(const MediaService& media, DemoOrg& demo) {
  for (const auto& image : demo_images()) {
    media.create(demo.org, demo.admin_id, image.title, image.title_en, image.bytes);
  }
}

}  // namespace aplauso::media
