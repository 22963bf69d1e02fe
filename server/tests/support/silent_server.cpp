#include "support/silent_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <stdexcept>

namespace aplauso::test {

SilentServer::SilentServer() {
  listener_ = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (listener_ < 0 || bind(listener_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
      listen(listener_, 128) != 0) {
    throw std::runtime_error("SilentServer: cannot listen on 127.0.0.1");
  }
  socklen_t len = sizeof addr;
  getsockname(listener_, reinterpret_cast<sockaddr*>(&addr), &len);
  port_ = ntohs(addr.sin_port);
  thread_ = std::thread([this] {
    while (!stopping_) {
      pollfd p{listener_, POLLIN, 0};
      if (poll(&p, 1, 50) <= 0) continue;
      const int fd = accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
      if (fd < 0) continue;
      {
        const std::lock_guard lock(mutex_);
        held_.push_back(fd);  // read nothing, answer nothing
      }
      accepted_cv_.notify_all();
    }
  });
}

SilentServer::~SilentServer() {
  stopping_ = true;
  thread_.join();
  for (const int fd : held_) close(fd);
  close(listener_);
}

int SilentServer::accepted() const {
  const std::lock_guard lock(mutex_);
  return static_cast<int>(held_.size());
}

bool SilentServer::wait_for_connections(int n, std::chrono::milliseconds timeout) const {
  std::unique_lock lock(mutex_);
  return accepted_cv_.wait_for(lock, timeout, [&] { return static_cast<int>(held_.size()) >= n; });
}

}  // namespace aplauso::test
