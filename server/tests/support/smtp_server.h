// A real SMTP server for tests: Debian's python3-aiosmtpd on a free loopback port, storing every
// message it accepts in a Maildir. Started by the test, stopped when destroyed.
#pragma once

#include <sys/types.h>
#include <cstdint>
#include <string>
#include <vector>

namespace aplauso::test {

class SmtpServer {
 public:
  SmtpServer();
  ~SmtpServer();
  SmtpServer(const SmtpServer&) = delete;
  SmtpServer& operator=(const SmtpServer&) = delete;

  /// smtp://127.0.0.1:<port>
  std::string url() const;
  /// The raw messages received so far, oldest first.
  std::vector<std::string> messages() const;
  /// Freezes the server (SIGSTOP): the kernel still accepts connections, nothing answers them,
  /// as with a mail server that accepts and then hangs. resume() thaws it.
  void pause();
  void resume();

 private:
  std::string dir_;
  std::uint16_t port_ = 0;
  pid_t pid_ = -1;
};

/// A loopback port nothing listens on (for refused connections).
std::uint16_t closed_port();
/// Whether something accepts connections on the loopback port (a test server is up).
bool port_accepts(std::uint16_t port);

}  // namespace aplauso::test
