#include "modules/custom_pages/custom_pages_demo.h"

#include <zlib.h>

#include <array>
#include <boost/json/parse.hpp>
#include <cmath>
#include <stdexcept>

#include "modules/custom_pages/custom_pages_service.h"
#include "modules/forms/form_service.h"
#include "modules/uploads/upload_service.h"
#include "storage/file_store.h"

namespace aplauso::custom_pages {

namespace {

void put_u32(std::string& out, std::uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((v >> shift) & 0xFF);
}

void put_chunk(std::string& png, const char* type, const std::string& data) {
  put_u32(png, static_cast<std::uint32_t>(data.size()));
  const std::string body = std::string(type, 4) + data;
  png += body;
  put_u32(png, static_cast<std::uint32_t>(crc32(0, reinterpret_cast<const Bytef*>(body.data()),
                                                static_cast<uInt>(body.size()))));
}

/// The colour of pixel (x, y) of a w × h banner.
std::array<unsigned char, 3> banner_pixel(int x, int y, int w, int h) {
  const double t = static_cast<double>(x) / w;
  std::array<double, 3> c{242 - 48 * t, 140 - 116 * t, 56 + 35 * t};  // orange to raspberry
  // A heart, (u² + v² − 1)³ − u²v³ ≤ 0, centred on the banner.
  const double u = (x - w / 2.0) / (h * 0.28);
  const double v = -(y - h * 0.52) / (h * 0.28);
  const double heart = std::pow(u * u + v * v - 1, 3) - u * u * v * v * v;
  if (heart <= 0) c = {255, 246, 240};
  // Confetti: a few round dots.
  constexpr std::array<std::array<double, 3>, 7> kDots{{{0.12, 0.25, 18},
                                                        {0.22, 0.72, 12},
                                                        {0.33, 0.35, 9},
                                                        {0.68, 0.3, 14},
                                                        {0.78, 0.7, 20},
                                                        {0.9, 0.28, 10},
                                                        {0.6, 0.82, 8}}};
  for (const auto& d : kDots) {
    const double dx = x - d[0] * w;
    const double dy = y - d[1] * h;
    if (dx * dx + dy * dy <= d[2] * d[2]) c = {255, 214, 102};
  }
  return {static_cast<unsigned char>(c[0]), static_cast<unsigned char>(c[1]),
          static_cast<unsigned char>(c[2])};
}

}  // namespace

std::string demo_banner_png() {
  constexpr int kWidth = 960;
  constexpr int kHeight = 320;
  std::string raw;
  raw.reserve(static_cast<std::size_t>((kWidth * 3 + 1) * kHeight));
  for (int y = 0; y < kHeight; ++y) {
    raw += '\0';  // no filter
    for (int x = 0; x < kWidth; ++x) {
      for (const unsigned char channel : banner_pixel(x, y, kWidth, kHeight)) {
        raw += static_cast<char>(channel);
      }
    }
  }
  uLongf size = compressBound(static_cast<uLong>(raw.size()));
  std::string packed(size, '\0');
  if (compress2(reinterpret_cast<Bytef*>(packed.data()), &size,
                reinterpret_cast<const Bytef*>(raw.data()), static_cast<uLong>(raw.size()),
                Z_BEST_COMPRESSION) != Z_OK) {
    throw std::runtime_error("demo banner: zlib failed");
  }
  packed.resize(size);
  std::string header;
  put_u32(header, kWidth);
  put_u32(header, kHeight);
  header +=
      std::string("\x08\x02\x00\x00\x00", 5);  // 8 bits, RGB, deflate, no filter, no interlace
  std::string png("\x89PNG\r\n\x1a\n", 8);
  put_chunk(png, "IHDR", header);
  put_chunk(png, "IDAT", packed);
  put_chunk(png, "IEND", "");
  return png;
}

void seed_demo_pages(const CustomPagesService& pages, const forms::FormService& forms,
                     const uploads::UploadService& uploads, DemoOrg& demo) {
  const Reader admin{demo.admin_id, Role::kAdmin, true, true};

  const std::string bytes = demo_banner_png();
  const uploads::NewUpload banner{demo.admin_id,
                                  "corp-benef-image",
                                  storage::new_key("corp-benef-image", "nuestra-cultura.png"),
                                  "nuestra-cultura.png",
                                  "image/png",
                                  static_cast<std::int64_t>(bytes.size())};
  uploads.store(demo.org, banner, bytes);

  forms.create(demo.org, demo.admin_id, boost::json::parse(R"json({
    "form_id": "pausas-activas",
    "title": {"es": "Inscripción a pausas activas", "en": "Active breaks sign-up"},
    "questions": [
      {"id": "horario", "type": "single_choice", "required": true,
       "title": {"es": "¿Qué horario prefieres?", "en": "Which time suits you?"},
       "options": [{"id": "manana", "label": {"es": "Mañana (11:00)", "en": "Morning (11:00)"}},
                   {"id": "tarde", "label": {"es": "Tarde (16:00)", "en": "Afternoon (16:00)"}}]},
      {"id": "comentario", "type": "short_text",
       "title": {"es": "¿Algo que debamos saber?", "en": "Anything we should know?"}}
    ]})json"));

  PageFields wellbeing;
  wellbeing.title = "Programa de bienestar";
  wellbeing.title_en = "Wellbeing programme";
  wellbeing.slug = "bienestar";
  wellbeing.status = "published";
  wellbeing.icon = "health";
  Block intro;
  intro.type = "text";
  intro.html =
      "<h2>Pausas activas</h2><p>Dos veces por semana, <strong>10 minutos</strong> de "
      "estiramientos guiados en tu lugar de trabajo. Inscríbete y elige tu horario.</p>";
  intro.html_en =
      "<h2>Active breaks</h2><p>Twice a week, <strong>10 minutes</strong> of guided stretching "
      "at your workplace. Sign up and choose your time.</p>";
  Block signup;
  signup.type = "form";
  signup.form_id = "pausas-activas";
  wellbeing.blocks = {intro, signup};
  pages.create(demo.org, admin, wellbeing);

  PageFields culture;
  culture.title = "Nuestra cultura";
  culture.title_en = "Our culture";
  culture.slug = "nuestra-cultura";
  culture.status = "published";
  culture.in_menu = true;
  culture.menu_order = 1;
  culture.icon = "favorite";
  Block welcome;
  welcome.type = "text";
  welcome.html =
      "<h2>Así trabajamos</h2><p>Creemos en el <strong>reconocimiento</strong> diario, en la "
      "colaboración entre áreas y en cuidar a las personas.</p><ul><li>Reconoce a tus "
      "compañeros cuando hacen algo bien.</li><li>Pide ayuda y ofrécela.</li><li>Cuida tu "
      "bienestar y el de tu equipo.</li></ul>";
  welcome.html_en =
      "<h2>How we work</h2><p>We believe in everyday <strong>recognition</strong>, in "
      "collaboration across teams and in caring for people.</p><ul><li>Recognise your "
      "colleagues when they do something well.</li><li>Ask for help and offer it.</li><li>Look "
      "after your wellbeing and your team's.</li></ul>";
  Block picture;
  picture.type = "image";
  picture.image_key = banner.key;
  picture.alt = "Un corazón entre confeti sobre un fondo naranjo";
  picture.alt_en = "A heart among confetti on an orange background";
  Block button;
  button.type = "button";
  button.label = "Conoce el programa de bienestar";
  button.label_en = "See the wellbeing programme";
  button.url = "/pages/bienestar";
  Block ethics;
  ethics.type = "file";
  ethics.file_id = demo.id("files.file:Código de ética");
  culture.blocks = {welcome, picture, button, ethics};
  pages.create(demo.org, admin, culture);
}

}  // namespace aplauso::custom_pages
