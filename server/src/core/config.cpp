#include "core/config.h"

#include <fcntl.h>
#include <unistd.h>

#include <cctype>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "core/crypto.h"

namespace aplauso {

namespace {
const char* env(const char* name) {
  const char* v = std::getenv(name);
  return (v != nullptr && *v != '\0') ? v : nullptr;
}

template <class T>
void read_number(const char* name, T& out, T min, T max) {
  const char* v = env(name);
  if (v == nullptr) return;
  std::string_view s(v);
  T value{};
  const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || ptr != s.data() + s.size() || value < min || value > max) {
    std::ostringstream msg;
    msg << name << " must be a number between " << min << " and " << max << ", got '" << s << "'";
    throw std::invalid_argument(msg.str());
  }
  out = value;
}

void read_double(const char* name, double& out, double min) {
  const char* v = env(name);
  if (v == nullptr) return;
  char* end = nullptr;
  const double value = std::strtod(v, &end);
  if (end == v || *end != '\0' || value < min) {
    throw std::invalid_argument(std::string(name) + " must be a number >= " + std::to_string(min));
  }
  out = value;
}

void read_string(const char* name, std::string& out) {
  if (const char* v = env(name)) out = v;
}

bool read_flag(const char* name, bool fallback) {
  const char* v = env(name);
  if (v == nullptr) return fallback;
  const std::string s(v);
  if (s == "1" || s == "true" || s == "yes" || s == "on") return true;
  if (s == "0" || s == "false" || s == "no" || s == "off") return false;
  throw std::invalid_argument(std::string(name) + " must be true or false, got '" + s + "'");
}

std::vector<std::string> read_list(const char* name) {
  std::vector<std::string> out;
  const char* v = env(name);
  if (v == nullptr) return out;
  std::stringstream ss(v);
  std::string item;
  while (std::getline(ss, item, ',')) {
    const auto b = item.find_first_not_of(" \t");
    const auto e = item.find_last_not_of(" \t");
    if (b != std::string::npos) out.push_back(item.substr(b, e - b + 1));
  }
  return out;
}

// "3268,3269,10389-10399": single ports and inclusive ranges, each 1–65535.
std::vector<std::pair<std::uint16_t, std::uint16_t>> read_port_ranges(const char* name) {
  std::vector<std::pair<std::uint16_t, std::uint16_t>> out;
  const auto port = [name](std::string_view s) {
    unsigned value = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr != s.data() + s.size() || value < 1 || value > 65535) {
      throw std::invalid_argument(std::string(name) +
                                  " must list ports (1-65535) or ranges such as 10389-10399");
    }
    return static_cast<std::uint16_t>(value);
  };
  for (const auto& item : read_list(name)) {
    const auto dash = item.find('-');
    const auto low = port(std::string_view(item).substr(0, dash));
    const auto high =
        dash == std::string::npos ? low : port(std::string_view(item).substr(dash + 1));
    if (high < low) throw std::invalid_argument(std::string(name) + ": " + item + " is backwards");
    out.emplace_back(low, high);
  }
  return out;
}

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ",") + i;
  return out.empty() ? "(none)" : out;
}
}  // namespace

Config Config::from_env() {
  Config c;
  const auto cores = std::max(2U, std::thread::hardware_concurrency());
  read_string("BIND_ADDRESS", c.bind_address);
  read_number<std::uint16_t>("PORT", c.port, 0, 65535);
  read_number<std::size_t>("MAX_BODY_BYTES", c.max_body_bytes, 1024, 1U << 30U);
  read_number<std::size_t>("MAX_UPLOAD_BYTES", c.max_upload_bytes, 1024, 1U << 30U);
  read_number("HEADER_TIMEOUT_SECONDS", c.header_timeout_s, 1, 3600);
  read_number("BODY_TIMEOUT_SECONDS", c.body_timeout_s, 1, 3600);
  read_number("SHUTDOWN_GRACE_SECONDS", c.shutdown_grace_s, 0, 3600);
  read_number<std::size_t>("MAX_CONNECTIONS", c.max_connections, 1, 1'000'000);
  read_number<std::size_t>("OUTBOUND_THREADS", c.outbound_threads, 1, 256);
  read_number("OUTBOUND_PER_ORG", c.outbound_per_org, 1, 256);
  c.trust_proxy = read_flag("TRUST_PROXY", false);
  c.trusted_proxies = read_list("TRUSTED_PROXIES");
  c.cors_origins = read_list("CORS_ORIGINS");
  c.csp_script_src = read_list("CSP_SCRIPT_SRC");
  c.csp_connect_src = read_list("CSP_CONNECT_SRC");
  read_double("RATE_LIMIT_PER_MINUTE", c.rate_limit_per_minute, 1);
  read_double("LOGIN_RATE_LIMIT_PER_MINUTE", c.login_rate_limit_per_minute, 1);
  read_double("API_KEY_RATE_LIMIT_PER_MINUTE", c.api_key_rate_limit_per_minute, 1);

  read_string("DATA_DIR", c.data_dir);
  read_string("DATABASE_URL", c.database_url);
  // Event loops (handlers run on them, outbound calls on their own pool, ADR 0036). On SQLite a
  // handler never waits on the network: one loop per core, more only add switches (a new post
  // reaches 10,000 streams in 149 ms with 2 loops against 448 ms with 8). On PostgreSQL a
  // handler waits on each round trip to the database: 2 x cores, at least 8, keep the cores busy
  // (the feed: 2,017 pages/s with 8 loops against 1,504 with 2 on two cores). ADR 0039.
  c.worker_threads = c.database_url.empty()
                         ? static_cast<std::size_t>(cores)
                         : std::max<std::size_t>(8, 2 * static_cast<std::size_t>(cores));
  read_number<std::size_t>("WORKER_THREADS", c.worker_threads, 1, 512);
  // The loops, the outbound pool and the jobs lease connections from one pool.
  c.db_pool_size = std::max<std::size_t>(8, c.worker_threads);
  read_number<std::size_t>("DB_POOL_SIZE", c.db_pool_size, 1, 512);
  read_string("STATIC_DIR", c.static_dir);

  read_string("JWT_SECRET", c.jwt_secret);
  if (!c.jwt_secret.empty() && c.jwt_secret.size() < 32) {
    throw std::invalid_argument("JWT_SECRET must be at least 32 characters");
  }
  read_number<std::int64_t>("JWT_TTL_SECONDS", c.jwt_ttl_s, 60, 30LL * 24 * 3600);
  if (const char* v = env("PASSWORD_HASHING")) {
    const std::string s(v);
    if (s == "fast") {
      c.password_cost = password::Cost::kFast;
    } else if (s != "interactive") {
      throw std::invalid_argument("PASSWORD_HASHING must be interactive or fast");
    }
  }
  read_string("METRICS_TOKEN", c.metrics_token);
  read_string("S3_BUCKET", c.s3_bucket);
  read_string("S3_REGION", c.s3_region);
  read_string("S3_ENDPOINT", c.s3_endpoint);
  read_string("S3_ACCESS_KEY_ID", c.s3_access_key_id);
  read_string("S3_SECRET_ACCESS_KEY", c.s3_secret_access_key);
  c.s3_path_style = read_flag("S3_PATH_STYLE", false);
  if (!c.s3_bucket.empty() && (c.s3_access_key_id.empty() || c.s3_secret_access_key.empty())) {
    throw std::invalid_argument("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  read_string("SMTP_URL", c.smtp_url);
  read_string("MAIL_FROM", c.mail_from);
  read_string("WHATSAPP_API_URL", c.whatsapp_api_url);
  while (c.whatsapp_api_url.ends_with('/')) c.whatsapp_api_url.pop_back();
  if (c.whatsapp_api_url.rfind("https://", 0) != 0 && c.whatsapp_api_url.rfind("http://", 0) != 0) {
    throw std::invalid_argument("WHATSAPP_API_URL must start with https:// or http://");
  }
  if (!c.smtp_url.empty() && c.smtp_url.rfind("smtp://", 0) != 0 &&
      c.smtp_url.rfind("smtps://", 0) != 0) {
    throw std::invalid_argument("SMTP_URL must start with smtp:// or smtps://");
  }
  read_string("TEAMS_JWKS_URL", c.teams_jwks_url);
  read_string("TEAMS_ISSUER", c.teams_issuer);
  read_string("TEAMS_AUDIENCE", c.teams_audience);
  const int teams_set = static_cast<int>(!c.teams_jwks_url.empty()) +
                        static_cast<int>(!c.teams_issuer.empty()) +
                        static_cast<int>(!c.teams_audience.empty());
  if (teams_set != 0 && teams_set != 3) {
    throw std::invalid_argument("TEAMS_JWKS_URL, TEAMS_ISSUER and TEAMS_AUDIENCE go together");
  }
  if (!c.teams_jwks_url.empty() && c.teams_jwks_url.rfind("https://", 0) != 0 &&
      c.teams_jwks_url.rfind("http://127.0.0.1", 0) != 0 &&
      c.teams_jwks_url.rfind("http://localhost", 0) != 0) {
    throw std::invalid_argument("TEAMS_JWKS_URL must be https:// (http only on this machine)");
  }
  read_string("PUBLIC_SCHEME", c.public_scheme);
  if (c.public_scheme != "https" && c.public_scheme != "http") {
    throw std::invalid_argument("PUBLIC_SCHEME must be https or http");
  }
  read_number<std::uint16_t>("PUBLIC_PORT", c.public_port, 0, 65535);
  for (auto& host : read_list("LDAP_ALLOWED_HOSTS")) {
    for (auto& ch : host) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    c.ldap_allowed_hosts.push_back(std::move(host));
  }
  c.ldap_allowed_ports = read_port_ranges("LDAP_ALLOWED_PORTS");
  read_number("LDAP_TIMEOUT_SECONDS", c.ldap_timeout_s, 1, 120);
  read_number<std::size_t>("LIVE_STREAMS_PER_MEMBER", c.live_streams_per_member, 1, 1000);
  read_number<std::size_t>("LIVE_STREAMS_PER_NODE", c.live_streams_per_node, 0, 1'000'000);
  c.run_jobs = read_flag("RUN_JOBS", true);
  read_string("LOG_LEVEL", c.log_level);
  if (c.database_url.rfind("postgres", 0) != 0 && !c.database_url.empty()) {
    throw std::invalid_argument("DATABASE_URL must start with postgresql:// or postgres://");
  }
  return c;
}

std::string Config::sqlite_path() const {
  return (std::filesystem::path(data_dir) / "aplauso.db").string();
}

void Config::ensure_jwt_secret() {
  if (!jwt_secret.empty()) return;
  std::filesystem::create_directories(data_dir);
  const auto path = std::filesystem::path(data_dir) / "jwt_secret";
  if (std::ifstream in{path}; in) {
    std::getline(in, jwt_secret);
    if (jwt_secret.size() >= 32) return;
  }
  jwt_secret = crypto::random_token(48);
  // Created owner-only from the start: the secret is never readable by others, even briefly.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0) throw std::runtime_error("cannot write " + path.string());
  const std::string line = jwt_secret + "\n";
  const bool written = ::write(fd, line.data(), line.size()) == static_cast<ssize_t>(line.size());
  ::close(fd);
  if (!written) throw std::runtime_error("cannot write " + path.string());
}

std::string Config::describe() const {
  std::string ports_text;
  for (const auto& [low, high] : ldap_allowed_ports) {
    ports_text += "," + std::to_string(low) + (high == low ? "" : "-" + std::to_string(high));
  }
  std::ostringstream o;
  o << "BIND_ADDRESS=" << bind_address << "\nPORT=" << port << "\nWORKER_THREADS=" << worker_threads
    << "\nMAX_BODY_BYTES=" << max_body_bytes << "\nMAX_UPLOAD_BYTES=" << max_upload_bytes
    << "\nHEADER_TIMEOUT_SECONDS=" << header_timeout_s
    << "\nBODY_TIMEOUT_SECONDS=" << body_timeout_s
    << "\nSHUTDOWN_GRACE_SECONDS=" << shutdown_grace_s << "\nMAX_CONNECTIONS=" << max_connections
    << "\nOUTBOUND_THREADS=" << outbound_threads << "\nOUTBOUND_PER_ORG=" << outbound_per_org
    << "\nTRUST_PROXY=" << trust_proxy
    << "\nTRUSTED_PROXIES=" << (trusted_proxies.empty() ? "(loopback)" : join(trusted_proxies))
    << "\nCORS_ORIGINS=" << join(cors_origins) << "\nCSP_SCRIPT_SRC=" << join(csp_script_src)
    << "\nCSP_CONNECT_SRC=" << join(csp_connect_src)
    << "\nRATE_LIMIT_PER_MINUTE=" << rate_limit_per_minute
    << "\nLOGIN_RATE_LIMIT_PER_MINUTE=" << login_rate_limit_per_minute
    << "\nAPI_KEY_RATE_LIMIT_PER_MINUTE=" << api_key_rate_limit_per_minute
    << "\nDATA_DIR=" << data_dir
    << "\nDATABASE_URL=" << (database_url.empty() ? "(SQLite " + sqlite_path() + ")" : "(set)")
    << "\nDB_POOL_SIZE=" << db_pool_size << "\nSTATIC_DIR=" << static_dir
    << "\nJWT_SECRET=" << (jwt_secret.empty() ? "(generated into DATA_DIR)" : "(set)")
    << "\nJWT_TTL_SECONDS=" << jwt_ttl_s
    << "\nPASSWORD_HASHING=" << (password_cost == password::Cost::kFast ? "fast" : "interactive")
    << "\nMETRICS_TOKEN=" << (metrics_token.empty() ? "(none: loopback only)" : "(set)")
    << "\nS3_BUCKET=" << (s3_bucket.empty() ? "(none: files on local disk)" : s3_bucket)
    << "\nS3_REGION=" << s3_region
    << "\nS3_ENDPOINT=" << (s3_endpoint.empty() ? "(AWS)" : s3_endpoint)
    << "\nS3_ACCESS_KEY_ID=" << (s3_access_key_id.empty() ? "(none)" : "(set)")
    << "\nS3_SECRET_ACCESS_KEY=" << (s3_secret_access_key.empty() ? "(none)" : "(set)")
    << "\nS3_PATH_STYLE=" << s3_path_style
    << "\nSMTP_URL=" << (smtp_url.empty() ? "(none: mail goes to the log)" : "(set)")
    << "\nMAIL_FROM=" << mail_from << "\nWHATSAPP_API_URL=" << whatsapp_api_url
    << "\nTEAMS_JWKS_URL=" << (teams_jwks_url.empty() ? "(none: no Teams sign-in)" : teams_jwks_url)
    << "\nTEAMS_ISSUER=" << teams_issuer << "\nTEAMS_AUDIENCE=" << teams_audience
    << "\nPUBLIC_SCHEME=" << public_scheme
    << "\nPUBLIC_PORT=" << (public_port == 0 ? "(the scheme's)" : std::to_string(public_port))
    << "\nLDAP_ALLOWED_HOSTS="
    << (ldap_allowed_hosts.empty() ? "(any host)" : join(ldap_allowed_hosts))
    << "\nLDAP_ALLOWED_PORTS=389,636" << ports_text << "\nLDAP_TIMEOUT_SECONDS=" << ldap_timeout_s
    << "\nLIVE_STREAMS_PER_MEMBER=" << live_streams_per_member
    << "\nLIVE_STREAMS_PER_NODE=" << live_stream_cap()
    << (live_streams_per_node == 0 ? " (nine tenths of MAX_CONNECTIONS)" : "")
    << "\nRUN_JOBS=" << run_jobs << "\nLOG_LEVEL=" << log_level << "\n";
  return o.str();
}

}  // namespace aplauso
