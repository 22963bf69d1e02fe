#include "core/config.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include "api/link_base.h"

namespace aplauso {
namespace {

// Sets environment variables for one test and restores them afterwards.
class EnvGuard {
 public:
  void set(const char* name, const char* value) {
    const char* old = std::getenv(name);
    saved_.emplace_back(name, old != nullptr ? std::optional<std::string>(old) : std::nullopt);
    ::setenv(name, value, 1);
  }
  ~EnvGuard() {
    for (auto& [name, value] : saved_) {
      if (value) {
        ::setenv(name.c_str(), value->c_str(), 1);
      } else {
        ::unsetenv(name.c_str());
      }
    }
  }

 private:
  std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

TEST(UnitConfig, DefaultsServeSqliteOnLocalhost8080) {
  EnvGuard env;
  env.set("PORT", "");
  env.set("DATABASE_URL", "");
  env.set("DATA_DIR", "");
  const Config c = Config::from_env();
  EXPECT_EQ(c.port, 8080);
  EXPECT_EQ(c.bind_address, "127.0.0.1");
  EXPECT_FALSE(c.uses_postgres());
  EXPECT_EQ(c.sqlite_path(), "./data/aplauso.db");
  EXPECT_EQ(c.password_cost, password::Cost::kInteractive);
}

TEST(UnitConfig, ReadsVariables) {
  EnvGuard env;
  env.set("PORT", "9090");
  env.set("DATABASE_URL", "postgresql://u@h/db");
  env.set("CORS_ORIGINS", "https://a.example, https://b.example");
  env.set("TRUST_PROXY", "true");
  env.set("PASSWORD_HASHING", "fast");
  const Config c = Config::from_env();
  EXPECT_EQ(c.port, 9090);
  EXPECT_TRUE(c.uses_postgres());
  ASSERT_EQ(c.cors_origins.size(), 2U);
  EXPECT_EQ(c.cors_origins[1], "https://b.example");
  EXPECT_TRUE(c.trust_proxy);
  EXPECT_EQ(c.password_cost, password::Cost::kFast);
}

TEST(UnitConfig, RejectsBadValuesNamingTheVariable) {
  for (auto [name, value] :
       std::vector<std::pair<const char*, const char*>>{{"PORT", "eighty"},
                                                        {"PORT", "70000"},
                                                        {"TRUST_PROXY", "maybe"},
                                                        {"PASSWORD_HASHING", "md5"},
                                                        {"JWT_SECRET", "short"},
                                                        {"DATABASE_URL", "mysql://x"},
                                                        {"PUBLIC_SCHEME", "ftp"},
                                                        {"LDAP_ALLOWED_PORTS", "389,x"},
                                                        {"LDAP_ALLOWED_PORTS", "0"},
                                                        {"LDAP_ALLOWED_PORTS", "10399-10389"},
                                                        {"LIVE_STREAMS_PER_MEMBER", "0"}}) {
    EnvGuard env;
    env.set(name, value);
    try {
      (void)Config::from_env();
      ADD_FAILURE() << name << "=" << value << " was accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(name), std::string::npos) << e.what();
    }
  }
}

TEST(UnitConfig, ReadsTheLimitsOfDirectoriesStreamsAndLinks) {
  EnvGuard env;
  env.set("LDAP_ALLOWED_HOSTS", "LDAP.corp.example, *.dir.example");
  env.set("LDAP_ALLOWED_PORTS", "3268, 10389-10399");
  env.set("MAX_CONNECTIONS", "2000");
  env.set("PUBLIC_SCHEME", "http");
  env.set("PUBLIC_PORT", "8443");
  Config c = Config::from_env();
  EXPECT_EQ(c.ldap_allowed_hosts, (std::vector<std::string>{"ldap.corp.example", "*.dir.example"}));
  EXPECT_EQ(c.ldap_allowed_ports,
            (std::vector<std::pair<std::uint16_t, std::uint16_t>>{{3268, 3268}, {10389, 10399}}));
  EXPECT_EQ(c.live_streams_per_member, 5U);
  EXPECT_EQ(c.live_stream_cap(), 1800U) << "nine tenths of MAX_CONNECTIONS by default";
  const auto text = c.describe();
  EXPECT_NE(text.find("LDAP_ALLOWED_PORTS=389,636,3268,10389-10399"), std::string::npos) << text;
  EXPECT_NE(text.find("LDAP_ALLOWED_HOSTS=ldap.corp.example,*.dir.example"), std::string::npos);
  EXPECT_NE(text.find("LIVE_STREAMS_PER_NODE=1800"), std::string::npos);

  // Links: the configured scheme and port; local development hosts on this process's port.
  c.port = 8181;
  const PublicLinks links(c);
  EXPECT_EQ(links.base("acme.example.com"), "http://acme.example.com:8443");
  EXPECT_EQ(links.base("demo.localhost"), "http://demo.localhost:8181");
  EXPECT_EQ(PublicLinks(Config{}).base("acme.example.com"), "https://acme.example.com");
}

TEST(UnitConfig, JwtSecretIsGeneratedOnceAndKept) {
  const auto dir = std::filesystem::temp_directory_path() / "aplauso-config-test";
  std::filesystem::remove_all(dir);
  Config a;
  a.data_dir = dir.string();
  a.ensure_jwt_secret();
  EXPECT_GE(a.jwt_secret.size(), 32U);
  Config b;
  b.data_dir = dir.string();
  b.ensure_jwt_secret();
  EXPECT_EQ(a.jwt_secret, b.jwt_secret);
  const auto perms = std::filesystem::status(dir / "jwt_secret").permissions();
  EXPECT_EQ(perms & std::filesystem::perms::others_read, std::filesystem::perms::none);
  std::filesystem::remove_all(dir);
}

TEST(UnitConfig, EventLoopsByDefaultFollowTheCoresAndTheEngine) {
  const std::size_t cores = std::max(2U, std::thread::hardware_concurrency());
  {
    EnvGuard env;
    env.set("WORKER_THREADS", "");
    env.set("DB_POOL_SIZE", "");
    env.set("DATABASE_URL", "");
    const Config c = Config::from_env();
    EXPECT_EQ(c.worker_threads, cores) << "SQLite: one loop per core";
    EXPECT_GE(c.db_pool_size, 8U);
  }
  {
    EnvGuard env;
    env.set("WORKER_THREADS", "");
    env.set("DB_POOL_SIZE", "");
    env.set("DATABASE_URL", "postgresql://aplauso@127.0.0.1:5432/aplauso");
    const Config c = Config::from_env();
    EXPECT_EQ(c.worker_threads, std::max<std::size_t>(8, 2 * cores))
        << "PostgreSQL: handlers wait on the database";
    EXPECT_GE(c.db_pool_size, c.worker_threads);
  }
  {
    EnvGuard env;
    env.set("WORKER_THREADS", "3");
    env.set("DATABASE_URL", "postgresql://aplauso@127.0.0.1:5432/aplauso");
    EXPECT_EQ(Config::from_env().worker_threads, 3U);
  }
}

TEST(UnitConfig, OutboundPoolAndShareAreReadAndBounded) {
  {
    EnvGuard env;
    env.set("OUTBOUND_THREADS", "");
    env.set("OUTBOUND_PER_ORG", "");
    const Config c = Config::from_env();
    EXPECT_EQ(c.outbound_threads, 16U);
    EXPECT_EQ(c.outbound_per_org, 4);
  }
  {
    EnvGuard env;
    env.set("OUTBOUND_THREADS", "32");
    env.set("OUTBOUND_PER_ORG", "2");
    const Config c = Config::from_env();
    EXPECT_EQ(c.outbound_threads, 32U);
    EXPECT_EQ(c.outbound_per_org, 2);
  }
  for (const char* name : {"OUTBOUND_THREADS", "OUTBOUND_PER_ORG"}) {
    EnvGuard env;
    env.set(name, "0");
    EXPECT_THROW((void)Config::from_env(), std::invalid_argument) << name;
  }
}

}  // namespace
}  // namespace aplauso
