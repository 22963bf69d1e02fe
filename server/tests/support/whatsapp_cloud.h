// The WhatsApp Business Cloud API as tests see it: whatsapp_cloud.py (beside this file) on a free
// loopback port, speaking the API's message and webhook formats. Started by the test, stopped
// when destroyed.
#pragma once

#include <sys/types.h>

#include <boost/json/array.hpp>
#include <cstdint>
#include <string>

namespace aplauso::test {

class WhatsAppCloud {
 public:
  WhatsAppCloud();
  ~WhatsAppCloud();
  WhatsAppCloud(const WhatsAppCloud&) = delete;
  WhatsAppCloud& operator=(const WhatsAppCloud&) = delete;

  /// http://127.0.0.1:<port>/v21.0 (the server's WHATSAPP_API_URL)
  std::string api_url() const;
  /// Registers an app as Meta's dashboard would: its number id, token, app secret, and the
  /// webhook it posts statuses to (`server_port`'s /api/whatsapp/webhook with Host `host`).
  void register_app(const std::string& phone_number_id, const std::string& access_token,
                    const std::string& app_secret, std::uint16_t server_port,
                    const std::string& host) const;
  /// The messages accepted so far: {phone_number_id, to, template, language, parameters, id}.
  boost::json::array messages() const;

 private:
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
};

}  // namespace aplauso::test
