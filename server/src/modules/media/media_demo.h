// The demo organisation's media library (api/demo.h): a trophy, a heart, stars and animated
// confetti, drawn by scripts/gen-demo-media (media_demo_images.cpp).
#pragma once

#include <string>
#include <vector>

#include "api/demo.h"

namespace aplauso::media {

class MediaService;

struct DemoImage {
  std::string title;
  std::string title_en;
  std::string bytes;
};

/// The pictures, as generated.
std::vector<DemoImage> demo_images();

/// Adds them to the demo organisation's library.
void seed_demo_media(const MediaService& media, DemoOrg& demo);

}  // namespace aplauso::media
