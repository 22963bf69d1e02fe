#include "support/jwks_server.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <thread>

#include "core/crypto.h"
#include "support/http_client.h"
#include "support/smtp_server.h"

namespace aplauso::test {

namespace json = boost::json;

namespace {
std::string big_endian(const BIGNUM* n) {
  std::string out(static_cast<std::size_t>(BN_num_bytes(n)), '\0');
  BN_bn2bin(n, reinterpret_cast<unsigned char*>(out.data()));
  return out;
}

std::string part(const json::object& o) {
  return crypto::base64url_encode(json::serialize(o));
}
}  // namespace

SigningKey::SigningKey(std::string kid) : kid_(std::move(kid)) {
  EVP_PKEY* key = EVP_RSA_gen(2048);
  if (key == nullptr) throw std::runtime_error("RSA key generation failed");
  key_.reset(key, EVP_PKEY_free);
}

json::object SigningKey::jwk() const {
  BIGNUM* n = nullptr;
  BIGNUM* e = nullptr;
  EVP_PKEY_get_bn_param(key_.get(), OSSL_PKEY_PARAM_RSA_N, &n);
  EVP_PKEY_get_bn_param(key_.get(), OSSL_PKEY_PARAM_RSA_E, &e);
  json::object out{{"kty", "RSA"},
                   {"use", "sig"},
                   {"kid", kid_},
                   {"n", crypto::base64url_encode(big_endian(n))},
                   {"e", crypto::base64url_encode(big_endian(e))}};
  BN_free(n);
  BN_free(e);
  return out;
}

std::string SigningKey::public_pem() const {
  std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
  PEM_write_bio_PUBKEY(bio.get(), key_.get());
  char* data = nullptr;
  const long size = BIO_get_mem_data(bio.get(), &data);
  return std::string(data, static_cast<std::size_t>(size));
}

std::string SigningKey::sign(const json::object& payload, json::object header) const {
  if (!header.contains("alg")) header["alg"] = "RS256";
  if (!header.contains("kid")) header["kid"] = kid_;
  header["typ"] = "JWT";
  const std::string signed_part = part(header) + "." + part(payload);
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  std::size_t length = 0;
  EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key_.get());
  EVP_DigestSign(ctx.get(), nullptr, &length,
                 reinterpret_cast<const unsigned char*>(signed_part.data()), signed_part.size());
  std::string signature(length, '\0');
  EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char*>(signature.data()), &length,
                 reinterpret_cast<const unsigned char*>(signed_part.data()), signed_part.size());
  signature.resize(length);
  return signed_part + "." + crypto::base64url_encode(signature);
}

std::string sign_hs256(const json::object& header, const json::object& payload,
                       const std::string& secret) {
  const std::string signed_part = part(header) + "." + part(payload);
  return signed_part + "." + crypto::base64url_encode(crypto::hmac_sha256(secret, signed_part));
}

JwksServer::JwksServer() {
  char tmpl[] = "/tmp/aplauso-jwks-XXXXXX";
  if (mkdtemp(tmpl) == nullptr) throw std::runtime_error("mkdtemp failed");
  dir_ = tmpl;
  publish({});
  port_ = closed_port();
  const std::string port = std::to_string(port_);
  pid_ = fork();
  if (pid_ == 0) {
    // Quiet, and gone with the test process even when it crashes.
    const int quiet = open("/dev/null", O_WRONLY);
    dup2(quiet, STDOUT_FILENO);
    dup2(quiet, STDERR_FILENO);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    execl("/usr/bin/python3", "/usr/bin/python3", "-m", "http.server", "--bind", "127.0.0.1",
          "--directory", dir_.c_str(), port.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 100; ++i) {
    try {
      if (HttpClient(port_, "127.0.0.1").get("/keys.json").status == 200) return;
    } catch (const std::runtime_error&) {
      // not listening yet
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  throw std::runtime_error("python3 -m http.server did not answer in 5 s");
}

JwksServer::~JwksServer() {
  if (pid_ > 0) {
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
  }
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

void JwksServer::publish(const std::vector<const SigningKey*>& keys) {
  json::array list;
  for (const auto* k : keys) list.push_back(k->jwk());
  const std::string tmp = dir_ + "/keys.json.tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << json::serialize(json::object{{"keys", std::move(list)}});
  }
  std::filesystem::rename(tmp, dir_ + "/keys.json");
}

std::string JwksServer::url() const {
  return "http://127.0.0.1:" + std::to_string(port_) + "/keys.json";
}

}  // namespace aplauso::test
