// Profile photos and backgrounds over HTTP: uploads are decoded and re-encoded (the served bytes
// are WebP, never what was sent), hostile files are refused with clear errors (0 bytes, text
// renamed .png, SVG, a PNG declaring 400 megapixels, too many bytes), a polyglot loses its
// payload, photos are served by an unguessable name on the organisation's host only, the small
// version is for members, and a new photo reaches the feed's cards.

#include <zlib.h>

#include "support/api_test.h"
#include "support/fixtures.h"

namespace aplauso::test {
namespace {

class ProfilePhotoApi : public ApiTest {};

std::string be32(std::uint32_t v) {
  return {static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
          static_cast<char>(v)};
}

std::string chunk(const std::string& type, const std::string& data) {
  const std::string body = type + data;
  const auto crc =
      crc32(0, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size()));
  return be32(static_cast<std::uint32_t>(data.size())) + body +
         be32(static_cast<std::uint32_t>(crc));
}

// An RGB PNG of `width` × `height`; when `rows` is smaller than the height, the image data only
// covers that many rows (enough for a decoder to read the header, not the pixels).
std::string png(std::uint32_t width, std::uint32_t height, std::uint32_t rows) {
  std::string ihdr = be32(width) + be32(height);
  ihdr += std::string{8, 2, 0, 0, 0};  // 8 bits, RGB, deflate, no filter, no interlace
  std::string raw;
  for (std::uint32_t y = 0; y < rows; ++y) {
    raw += '\0';
    for (std::uint32_t x = 0; x < width; ++x) {
      raw += static_cast<char>(x * 255 / width);
      raw += static_cast<char>(y * 255 / height);
      raw += static_cast<char>(128);
    }
  }
  uLongf size = compressBound(static_cast<uLong>(raw.size()));
  std::string packed(size, '\0');
  compress(reinterpret_cast<Bytef*>(packed.data()), &size,
           reinterpret_cast<const Bytef*>(raw.data()), static_cast<uLong>(raw.size()));
  packed.resize(size);
  return "\x89PNG\r\n\x1a\n" + chunk("IHDR", ihdr) + chunk("IDAT", packed) + chunk("IEND", "");
}

HttpResult upload(const TestServer& s, const TestOrg& org, const std::string& token,
                  const std::string& path, const std::string& bytes,
                  const std::string& file_name = "foto.png", const std::string& method = "PUT") {
  const std::string boundary = "PhotoBoundary7";
  const std::string body =
      "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" +
      file_name + "\"\r\nContent-Type: image/png\r\n\r\n" + bytes + "\r\n--" + boundary + "--\r\n";
  return s.client(org.host).request(method, path, body, token,
                                    {"Content-Type: multipart/form-data; boundary=" + boundary});
}

// Width and height of a lossy (VP8) or extended (VP8X) WebP; {0, 0} otherwise.
std::pair<int, int> webp_size(const std::string& b) {
  const auto byte = [&](std::size_t i) {
    return static_cast<int>(static_cast<unsigned char>(b[i]));
  };
  if (b.size() < 30) return {0, 0};
  if (b.compare(12, 4, "VP8 ") == 0) {
    return {(byte(26) | byte(27) << 8) & 0x3fff, (byte(28) | byte(29) << 8) & 0x3fff};
  }
  if (b.compare(12, 4, "VP8X") == 0) {
    return {1 + (byte(24) | byte(25) << 8 | byte(26) << 16),
            1 + (byte(27) | byte(28) << 8 | byte(29) << 16)};
  }
  return {0, 0};
}

bool is_webp(const std::string& bytes) {
  return bytes.size() > 12 && bytes.starts_with("RIFF") && bytes.substr(8, 4) == "WEBP";
}

TEST_F(ProfilePhotoApi, APhotoIsReencodedAndServedByAnUnguessableName) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const auto other = make_user(server(), org);
  auto r = upload(server(), org, member.token, "/api/user/profile-photo", png(640, 480, 480));
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string url = std::string(r.data().at("profile_photo_url").as_string());
  ASSERT_TRUE(url.starts_with("/api/photos/")) << url;
  ASSERT_TRUE(url.ends_with(".webp")) << url;

  const auto c = client(org.host);
  auto photo = c.get(url);  // no token: an img element loads it
  ASSERT_EQ(photo.status, 200);
  EXPECT_EQ(photo.header("content-type"), "image/webp");
  EXPECT_NE(photo.header("cache-control").find("immutable"), std::string::npos);
  EXPECT_TRUE(is_webp(photo.body));
  EXPECT_EQ(webp_size(photo.body), std::make_pair(512, 512));
  EXPECT_EQ(client(make_org(server()).host).get(url).status, 404)
      << "another organisation's host does not serve it";
  EXPECT_EQ(c.get("/api/photos/no-existe.webp").status, 404);

  auto small = c.get("/api/user/profile-photo/downgrade/" + std::to_string(member.id), other.token);
  ASSERT_EQ(small.status, 200);
  EXPECT_EQ(webp_size(small.body), std::make_pair(96, 96));
  EXPECT_EQ(c.get("/api/user/profile-photo/downgrade/" + std::to_string(member.id)).status, 401);
  EXPECT_EQ(
      c.get("/api/user/profile-photo/downgrade/" + std::to_string(other.id), member.token).status,
      404)
      << "no photo yet";
  EXPECT_EQ(c.get("/api/user/profile-photo/downgrade/abc", member.token).status, 400);

  // A new photo gets a new name; the old one is gone. POST /user/profile-image is the same call.
  r = upload(server(), org, member.token, "/api/user/profile-image", png(64, 64, 64), "x.png",
             "POST");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.data().at("profile_photo_url").as_string(), url);
  EXPECT_EQ(c.get(url).status, 404);

  r = c.request("DELETE", "/api/user/profile_image", {}, member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("profile_photo_url").is_null());
  EXPECT_EQ(
      c.get("/api/user/profile-photo/downgrade/" + std::to_string(member.id), member.token).status,
      404);
}

TEST_F(ProfilePhotoApi, HostileFilesGetClearErrors) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  auto expect_error = [&](const std::string& bytes, const std::string& code, const char* what) {
    const auto r = upload(server(), org, member.token, "/api/user/profile-photo", bytes);
    EXPECT_EQ(r.status, 400) << what << ": " << r.body;
    EXPECT_EQ(r.code(), code) << what;
  };
  expect_error("", "image_empty", "0 bytes");
  expect_error("Hola, esto es texto con extensión .png\n", "image_invalid", "wrong extension");
  expect_error("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>",
               "image_invalid", "SVG");
  expect_error(png(20000, 20000, 1), "image_too_large", "a PNG declaring 400 megapixels");
  expect_error(std::string(11 << 20, 'x'), "image_too_large", "more than 10 MB");
  expect_error(png(32, 32, 3), "image_invalid", "truncated pixel data");
  EXPECT_TRUE(
      client(org.host).get("/api/user", member.token).data().at("profile_photo_url").is_null())
      << "nothing changed";
  const auto r = client(org.host).request(
      "PUT", "/api/user/profile-photo",
      "--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n1\r\n--b--\r\n", member.token,
      {"Content-Type: multipart/form-data; boundary=b"});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(r.field_error("file"), "La imagen es requerida.");
}

TEST_F(ProfilePhotoApi, APolyglotLosesItsPayload) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  const std::string payload = "<script>alert(document.cookie)</script>";
  const auto r =
      upload(server(), org, member.token, "/api/user/profile-photo", png(48, 48, 48) + payload);
  ASSERT_EQ(r.status, 200) << r.body;
  const auto served =
      client(org.host).get(std::string(r.data().at("profile_photo_url").as_string()));
  ASSERT_EQ(served.status, 200);
  EXPECT_TRUE(is_webp(served.body));
  EXPECT_EQ(served.body.find("<script>"), std::string::npos);
}

TEST_F(ProfilePhotoApi, BackgroundsAreCroppedToTheBanner) {
  const auto org = make_org(server());
  const auto member = make_user(server(), org);
  auto r = upload(server(), org, member.token, "/api/user/background-image", png(300, 300, 300),
                  "fondo.png", "POST");
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string url = std::string(r.data().at("background_image_url").as_string());
  const auto served = client(org.host).get(url);
  ASSERT_EQ(served.status, 200);
  ASSERT_TRUE(is_webp(served.body));
  EXPECT_EQ(webp_size(served.body), std::make_pair(1600, 400)) << "whatever was uploaded";
  r = client(org.host).request("DELETE", "/api/user/background-image", {}, member.token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("background_image_url").is_null());
  EXPECT_EQ(client(org.host).get(url).status, 404);
}

TEST_F(ProfilePhotoApi, BirthdayImagesAreOnesOwnOrAnAdminsToRemove) {
  const auto org = make_org(server());
  const auto other_org = make_org(server());
  const auto member = make_user(server(), org);
  const auto colleague = make_user(server(), org);
  const auto c = client(org.host);
  auto r = upload(server(), org, member.token, "/api/user/birthday-image", png(200, 200, 200),
                  "torta.png", "PATCH");
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string url = std::string(r.data().at("birthday_image_url").as_string());
  EXPECT_EQ(webp_size(c.get(url).body), std::make_pair(1200, 630));

  const std::string path = "/api/user/birthday-image/" + std::to_string(member.id);
  EXPECT_EQ(c.request("DELETE", path, {}, colleague.token).status, 403);
  EXPECT_EQ(client(other_org.host).request("DELETE", path, {}, other_org.admin_token).status, 404)
      << "another organisation's admin";
  r = c.request("DELETE", path, {}, org.admin_token);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_TRUE(r.data().at("birthday_image_url").is_null());
  EXPECT_EQ(c.get(url).status, 404);
  EXPECT_EQ(c.request("DELETE", path, {}, member.token).status, 200) << "one's own, again";
}

TEST_F(ProfilePhotoApi, ANewPhotoAndNameReachTheFeedCards) {
  const auto org = make_full_org(server());
  const auto sender = make_user(server(), org, Role::kEmployee, "Sara");
  const auto receiver = make_user(server(), org, Role::kEmployee, "Rafa");
  const auto c = client(org.host);
  set_giving_points(server(), org, sender.id, 100);
  const auto type = make_type(server(), org, "Gracias", 1, 100);
  const auto sent = send_recognition(server(), org, sender, {receiver.email}, 10, type);
  ASSERT_EQ(sent.status, 201) << sent.body;
  auto feed = c.get("/api/post?page=1", sender.token);
  ASSERT_EQ(feed.status, 200) << feed.body;
  ASSERT_NE(feed.body.find("\"first_name\":\"Sara\""), std::string::npos) << feed.body;

  const auto r = upload(server(), org, sender.token, "/api/user/profile-photo", png(64, 64, 64));
  ASSERT_EQ(r.status, 200) << r.body;
  const std::string url = std::string(r.data().at("profile_photo_url").as_string());
  ASSERT_EQ(c.patch("/api/user/account/update", {{"first_name", "Sarita"}}, sender.token).status,
            200);
  feed = c.get("/api/post?page=1", receiver.token);
  EXPECT_NE(feed.body.find(url), std::string::npos) << "the card shows the new photo";
  EXPECT_NE(feed.body.find("\"first_name\":\"Sarita\""), std::string::npos) << feed.body;
}

}  // namespace
}  // namespace aplauso::test
