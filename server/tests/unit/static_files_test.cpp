#include "http/static_files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace aplauso::http {
namespace {

namespace fs = std::filesystem;

class UnitStaticFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    root = fs::temp_directory_path() / ("aplauso-static-" + std::to_string(::getpid()));
    fs::create_directories(root / "assets");
    write("index.html", "<html>app</html>");
    write("assets/app-abc123.js", "console.log(1)");
    write("assets/app-abc123.js.br", "BROTLI");
    write("assets/app-abc123.js.gz", "GZIP");
    write("robots.txt", "User-agent: *");
  }
  void TearDown() override { fs::remove_all(root); }
  void write(const std::string& rel, const std::string& content) {
    std::ofstream(root / rel) << content;
  }
  Response get(const std::string& path, const std::string& accept = "") {
    Request r;
    r.method = Method::kGet;
    r.path = path;
    if (!accept.empty()) r.headers.add("Accept-Encoding", accept);
    return StaticFiles(root).serve(r);
  }
  fs::path root;
};

TEST_F(UnitStaticFiles, ClientRoutesFallBackToIndexWithoutCaching) {
  for (const char* path : {"/", "/login", "/profile/order"}) {
    const auto r = get(path);
    EXPECT_EQ(r.status, 200) << path;
    EXPECT_EQ(r.body, "<html>app</html>");
    EXPECT_EQ(r.headers.get("Cache-Control"), "no-cache");
    EXPECT_EQ(r.headers.get("Content-Type"), "text/html; charset=utf-8");
  }
}

TEST_F(UnitStaticFiles, HashedAssetsAreImmutableAndPrecompressed) {
  auto r = get("/assets/app-abc123.js", "gzip, deflate, br");
  EXPECT_EQ(r.body, "BROTLI");
  EXPECT_EQ(r.headers.get("Content-Encoding"), "br");
  EXPECT_EQ(r.headers.get("Cache-Control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(r.headers.get("Content-Type"), "text/javascript; charset=utf-8");
  r = get("/assets/app-abc123.js", "gzip");
  EXPECT_EQ(r.body, "GZIP");
  r = get("/assets/app-abc123.js");
  EXPECT_EQ(r.body, "console.log(1)");
  EXPECT_EQ(r.headers.get("Content-Encoding"), "");
  EXPECT_EQ(get("/assets/app-abc123.js", "br;q=0, gzip").body, "GZIP");
}

TEST_F(UnitStaticFiles, MissingAssetsAre404NotTheApp) {
  EXPECT_EQ(get("/assets/missing.js").status, 404);
}

TEST_F(UnitStaticFiles, PathTraversalIsRefused) {
  EXPECT_EQ(get("/../../etc/passwd").status, 400);
  EXPECT_EQ(get("/%2e%2e/%2e%2e/etc/passwd").status, 400);
}

TEST_F(UnitStaticFiles, EtagRevalidation) {
  const auto first = get("/robots.txt");
  Request r;
  r.path = "/robots.txt";
  r.headers.add("If-None-Match", std::string(first.headers.get("ETag")));
  EXPECT_EQ(StaticFiles(root).serve(r).status, 304);
}

TEST_F(UnitStaticFiles, PagesAnnounceTheirReadsInALinkHeader) {
  const StaticFiles files(root, [](std::string_view path) {
    return path == "/login" ? std::string("</api/a>; rel=preload") : std::string();
  });
  Request r;
  r.method = Method::kGet;
  r.path = "/login";
  EXPECT_EQ(files.serve(r).headers.get("Link"), "</api/a>; rel=preload");
  r.path = "/";
  EXPECT_EQ(files.serve(r).headers.get("Link"), "") << "no hint for this page";
  r.path = "/assets/app-abc123.js";
  EXPECT_EQ(files.serve(r).headers.get("Link"), "") << "only pages announce reads";
  EXPECT_EQ(get("/login").headers.get("Link"), "") << "none without a hint function";
}

// `make run` replaces web/dist, a link to the current build, in one rename
// (web/scripts/build-if-stale.mjs): one StaticFiles, as a running server holds it, serves the
// new build from the next request on, and nothing is cached from the old one.
TEST_F(UnitStaticFiles, ADistLinkSwappedToANewBuildIsServedAtOnce) {
  const fs::path builds = root / "builds";
  fs::create_directories(builds / "one" / "assets");
  fs::create_directories(builds / "two" / "assets");
  std::ofstream(builds / "one" / "index.html") << "<html>one</html>";
  std::ofstream(builds / "one" / "assets" / "a-1.js") << "one";
  std::ofstream(builds / "two" / "index.html") << "<html>two</html>";
  std::ofstream(builds / "two" / "assets" / "a-2.js") << "two";
  const fs::path dist = root / "dist";
  fs::create_directory_symlink("builds/one", dist);
  const StaticFiles files(dist);
  Request r;
  r.method = Method::kGet;
  r.path = "/";
  EXPECT_EQ(files.serve(r).body, "<html>one</html>");

  const fs::path swap = root / "dist.swap";
  fs::create_directory_symlink("builds/two", swap);
  fs::rename(swap, dist);
  EXPECT_EQ(files.serve(r).body, "<html>two</html>");
  r.path = "/assets/a-2.js";
  EXPECT_EQ(files.serve(r).body, "two");
}

}  // namespace
}  // namespace aplauso::http
