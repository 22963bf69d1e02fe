#include "support/event_stream_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace aplauso::test {

EventStreamClient::EventStreamClient(std::uint16_t port, const std::string& host,
                                     const std::string& ticket, const std::string& last_event_id) {
  fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  ::inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
  if (::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) return;
  std::string req = "GET /api/live?ticket=" + ticket + " HTTP/1.1\r\nHost: " + host +
                    "\r\nAccept: text/event-stream\r\n";
  if (!last_event_id.empty()) req += "Last-Event-ID: " + last_event_id + "\r\n";
  req += "\r\n";
  if (::send(fd_, req.data(), req.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(req.size())) {
    return;
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (buffer_.find("\r\n\r\n") == std::string::npos && fill(deadline)) {
  }
  const auto end = buffer_.find("\r\n\r\n");
  if (end == std::string::npos) return;
  if (buffer_.starts_with("HTTP/1.1 ")) status_ = std::stoi(buffer_.substr(9, 3));
  buffer_.erase(0, end + 4);
}

EventStreamClient::~EventStreamClient() {
  if (fd_ >= 0) ::close(fd_);
}

bool EventStreamClient::fill(std::chrono::steady_clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
      deadline - std::chrono::steady_clock::now());
  if (left.count() <= 0) return false;
  pollfd p{fd_, POLLIN, 0};
  if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) return false;
  char chunk[4096];
  const auto n = ::recv(fd_, chunk, sizeof chunk, 0);
  if (n <= 0) return false;
  buffer_.append(chunk, static_cast<std::size_t>(n));
  return true;
}

std::optional<StreamEvent> EventStreamClient::next(const std::string& event,
                                                   std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    for (auto end = buffer_.find("\n\n"); end != std::string::npos; end = buffer_.find("\n\n")) {
      const std::string block = buffer_.substr(0, end);
      buffer_.erase(0, end + 2);
      StreamEvent e;
      std::size_t at = 0;
      while (at < block.size()) {
        auto eol = block.find('\n', at);
        if (eol == std::string::npos) eol = block.size();
        const std::string line = block.substr(at, eol - at);
        at = eol + 1;
        if (line.starts_with("id: ")) e.id = line.substr(4);
        if (line.starts_with("event: ")) e.event = line.substr(7);
        if (line.starts_with("data: ")) e.data = line.substr(6);
      }
      if (e.event == event) return e;
    }
    if (!fill(deadline)) return std::nullopt;
  }
}

}  // namespace aplauso::test
