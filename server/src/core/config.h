// Server configuration, read once from environment variables (12-factor). Every variable is
// listed in README.md "Configuration"; `aplauso check-config` prints the effective values.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/password.h"

namespace aplauso {

struct Config {
  // Network
  std::string bind_address = "127.0.0.1";   ///< BIND_ADDRESS
  std::uint16_t port = 8080;                ///< PORT
  std::size_t worker_threads = 8;           ///< WORKER_THREADS: synchronous handler pool
  std::size_t max_body_bytes = 1 << 20;     ///< MAX_BODY_BYTES: JSON calls
  std::size_t max_upload_bytes = 16 << 20;  ///< MAX_UPLOAD_BYTES: multipart and file uploads
  int header_timeout_s = 15;                ///< HEADER_TIMEOUT_SECONDS (also the keep-alive idle)
  int body_timeout_s = 60;                  ///< BODY_TIMEOUT_SECONDS
  int shutdown_grace_s = 20;                ///< SHUTDOWN_GRACE_SECONDS
  std::size_t max_connections = 10'000;     ///< MAX_CONNECTIONS: open at once; 503 beyond
  /// OUTBOUND_THREADS: threads for the requests that wait on other systems (LDAP, Teams keys,
  /// WhatsApp, S3), off the event loops (ADR 0036).
  std::size_t outbound_threads = 16;
  int outbound_per_org = 4;  ///< OUTBOUND_PER_ORG: such requests of one organisation at once
  bool trust_proxy = false;  ///< TRUST_PROXY: take the client IP from X-Forwarded-For
  /// TRUSTED_PROXIES: addresses or IPv4/IPv6 networks (10.0.0.0/8) whose X-Forwarded-For is
  /// believed when TRUST_PROXY is on; empty means loopback only.
  std::vector<std::string> trusted_proxies;
  std::vector<std::string> cors_origins;     ///< CORS_ORIGINS: comma-separated exact origins
  std::vector<std::string> csp_script_src;   ///< CSP_SCRIPT_SRC: extra script origins (analytics)
  std::vector<std::string> csp_connect_src;  ///< CSP_CONNECT_SRC: extra connect origins
  double rate_limit_per_minute = 1200;       ///< RATE_LIMIT_PER_MINUTE: per client IP, all of /api
  double login_rate_limit_per_minute = 20;   ///< LOGIN_RATE_LIMIT_PER_MINUTE: per IP, sign-in
  double api_key_rate_limit_per_minute = 120;  ///< API_KEY_RATE_LIMIT_PER_MINUTE: per key

  // Storage
  std::string data_dir = "./data";      ///< DATA_DIR: SQLite file, JWT secret, uploads
  std::string database_url;             ///< DATABASE_URL: postgresql://... (empty: SQLite)
  std::size_t db_pool_size = 8;         ///< DB_POOL_SIZE
  std::string static_dir = "web/dist";  ///< STATIC_DIR: the built web app

  // Security
  std::string jwt_secret;              ///< JWT_SECRET (else generated into DATA_DIR)
  std::int64_t jwt_ttl_s = 12 * 3600;  ///< JWT_TTL_SECONDS
  password::Cost password_cost = password::Cost::kInteractive;  ///< PASSWORD_HASHING
  std::string metrics_token;  ///< METRICS_TOKEN: Bearer for /api/metrics off loopback

  // Files: local disk under DATA_DIR/uploads unless an S3-compatible bucket is configured.
  std::string s3_bucket;                ///< S3_BUCKET
  std::string s3_region = "us-east-1";  ///< S3_REGION
  std::string s3_endpoint;              ///< S3_ENDPOINT (default https://s3.<region>.amazonaws.com)
  std::string s3_access_key_id;         ///< S3_ACCESS_KEY_ID
  std::string s3_secret_access_key;     ///< S3_SECRET_ACCESS_KEY
  bool s3_path_style = false;           ///< S3_PATH_STYLE: /bucket/key URLs (MinIO and the like)

  std::string smtp_url;  ///< SMTP_URL: smtp://host:587 or smtps://user:pass@host:465 (empty: log)
  std::string mail_from = "Aplauso <no-reply@aplauso.local>";  ///< MAIL_FROM
  /// WHATSAPP_API_URL: the Cloud API's base, version included (tests point it at a local server).
  std::string whatsapp_api_url = "https://graph.facebook.com/v21.0";

  // Microsoft Teams sign-in (all three, or none): the Entra ID keys, the issuer ("{tid}" stands
  // for the token's tenant id) and the audience (the Teams app's id URI or client id).
  std::string teams_jwks_url;  ///< TEAMS_JWKS_URL
  std::string teams_issuer;    ///< TEAMS_ISSUER, e.g. https://login.microsoftonline.com/{tid}/v2.0
  std::string teams_audience;  ///< TEAMS_AUDIENCE

  // Links in mails and messages (ADR 0032): <scheme>://<organisation's primary host>[:port].
  std::string public_scheme = "https";  ///< PUBLIC_SCHEME: https or http
  std::uint16_t public_port = 0;        ///< PUBLIC_PORT: 0 for the scheme's own port

  // Directory (LDAP) connections an admin may configure (ADR 0033).
  /// LDAP_ALLOWED_HOSTS: host names (or `*.example.com`, or addresses) an organisation's
  /// directory may be on; empty allows any host.
  std::vector<std::string> ldap_allowed_hosts;
  /// LDAP_ALLOWED_PORTS: ports allowed besides 389 and 636 (`3268,3269`, ranges `10389-10399`).
  std::vector<std::pair<std::uint16_t, std::uint16_t>> ldap_allowed_ports;
  int ldap_timeout_s = 10;  ///< LDAP_TIMEOUT_SECONDS: connecting, and each operation

  // Live updates (ADR 0033): open event streams a member may hold on a node, and the node's
  // total (0: nine tenths of MAX_CONNECTIONS, so streams never take every connection).
  std::size_t live_streams_per_member = 5;  ///< LIVE_STREAMS_PER_MEMBER
  std::size_t live_streams_per_node = 0;    ///< LIVE_STREAMS_PER_NODE

  bool run_jobs = true;            ///< RUN_JOBS: background jobs (allowance periods)
  std::string log_level = "info";  ///< LOG_LEVEL

  /// Reads the environment; throws std::invalid_argument naming the bad variable.
  static Config from_env();
  /// The SQLite file path, when no DATABASE_URL is set.
  std::string sqlite_path() const;
  bool uses_postgres() const { return !database_url.empty(); }
  /// The most event streams this node holds at once.
  std::size_t live_stream_cap() const {
    return live_streams_per_node != 0 ? live_streams_per_node
                                      : std::max<std::size_t>(1, max_connections * 9 / 10);
  }
  bool teams_configured() const {
    return !teams_jwks_url.empty() && !teams_issuer.empty() && !teams_audience.empty();
  }
  /// Fills jwt_secret from DATA_DIR/jwt_secret, creating it (0600) on first start.
  void ensure_jwt_secret();
  /// Human-readable effective configuration, secrets redacted.
  std::string describe() const;
};

}  // namespace aplauso
