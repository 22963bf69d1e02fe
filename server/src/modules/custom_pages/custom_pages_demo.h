// The demo organisation's own pages (custom_pages_module.cpp).
#pragma once

#include <string>

#include "api/demo.h"

namespace aplauso::forms {
class FormService;
}
namespace aplauso::uploads {
class UploadService;
}

namespace aplauso::custom_pages {

class CustomPagesService;

/// "Nuestra cultura" in the menu for everyone (text, a picture, a button to the next page and a
/// link to the code of ethics) and "Programa de bienestar" outside the menu (text and a sign-up
/// form the admins built), both in Spanish and English.
void seed_demo_pages(const CustomPagesService& pages, const forms::FormService& forms,
                     const uploads::UploadService& uploads, DemoOrg& demo);

/// The demo's banner: a PNG of a heart among confetti on a warm gradient.
std::string demo_banner_png();

}  // namespace aplauso::custom_pages
