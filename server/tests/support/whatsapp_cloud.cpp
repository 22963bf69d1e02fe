#include "support/whatsapp_cloud.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "support/http_client.h"
#include "support/repo_root.h"
#include "support/smtp_server.h"

namespace aplauso::test {

namespace json = boost::json;

WhatsAppCloud::WhatsAppCloud() {
  port_ = closed_port();
  const std::string port = std::to_string(port_);
  const std::string script = aplauso::test::repo_root() + "/server/tests/support/whatsapp_cloud.py";
  pid_ = fork();
  if (pid_ == 0) {
    const int quiet = open("/dev/null", O_WRONLY);
    dup2(quiet, STDOUT_FILENO);
    dup2(quiet, STDERR_FILENO);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    execl("/usr/bin/python3", "/usr/bin/python3", script.c_str(), port.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 100; ++i) {
    try {
      if (HttpClient(port_, "127.0.0.1").get("/__messages").status == 200) return;
    } catch (const std::runtime_error&) {
      // not listening yet
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  throw std::runtime_error("whatsapp_cloud.py did not answer in 5 s");
}

WhatsAppCloud::~WhatsAppCloud() {
  if (pid_ > 0) {
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
  }
}

std::string WhatsAppCloud::api_url() const {
  return "http://127.0.0.1:" + std::to_string(port_) + "/v21.0";
}

void WhatsAppCloud::register_app(const std::string& phone_number_id,
                                 const std::string& access_token, const std::string& app_secret,
                                 std::uint16_t server_port, const std::string& host) const {
  const json::object app{
      {"access_token", access_token},
      {"app_secret", app_secret},
      {"webhook_url", "http://127.0.0.1:" + std::to_string(server_port) + "/api/whatsapp/webhook"},
      {"host", host}};
  const auto r = HttpClient(port_, "127.0.0.1")
                     .request("PUT", "/__apps/" + phone_number_id, json::serialize(app), {},
                              {"Content-Type: application/json"});
  if (r.status != 200) throw std::runtime_error("registering the WhatsApp app failed");
}

json::array WhatsAppCloud::messages() const {
  const auto r = HttpClient(port_, "127.0.0.1").get("/__messages");
  return r.json().as_array();
}

}  // namespace aplauso::test
