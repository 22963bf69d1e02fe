// A TCP server on a free loopback port that accepts every connection and never answers: what a
// directory, a key endpoint or a mail server that hangs looks like to a client. Connections are
// held open until the server is destroyed.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace aplauso::test {

class SilentServer {
 public:
  SilentServer();
  ~SilentServer();
  SilentServer(const SilentServer&) = delete;
  SilentServer& operator=(const SilentServer&) = delete;

  std::uint16_t port() const { return port_; }
  /// Connections accepted so far.
  int accepted() const;
  /// Waits until at least `n` connections were accepted, or `timeout`; true when they were.
  bool wait_for_connections(int n, std::chrono::milliseconds timeout) const;

 private:
  int listener_ = -1;
  std::uint16_t port_ = 0;
  std::atomic<bool> stopping_{false};
  mutable std::mutex mutex_;
  mutable std::condition_variable accepted_cv_;
  std::vector<int> held_;
  std::thread thread_;
};

}  // namespace aplauso::test
