// Idle live-update clients for server_bench: opens one event stream per ticket (read from a
// file, one per line) on 127.0.0.1:<port> for <host>, prints "connected <n> closed <m>" once every
// stream has said it is open or was closed, then waits for one "post" event on every open stream
// and prints "received <n> <monotonic ns when the last arrived> closed <m>". A stream the server
// closes is counted, with the status line it answered, and never waited for again. A process of
// its own so that its sockets do not count against the server's file limit. Non-blocking sockets
// and one epoll loop.
//   sse_clients <port> <host> <tickets file>
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace {
struct Client {
  std::string request;
  std::size_t sent = 0;
  std::string seen;
  bool ready = false;
  bool got_post = false;
  bool closed = false;
};

// "HTTP/1.1 401 Unauthorized" of what the server answered, or why there was no answer.
std::string status_line(const Client& c, int error) {
  if (c.seen.starts_with("HTTP/")) return c.seen.substr(0, c.seen.find('\r'));
  return error != 0 ? std::string("no answer: ") + std::strerror(error) : "no answer";
}

long long now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: sse_clients <port> <host> <tickets file>\n";
    return 2;
  }
  const int port = std::atoi(argv[1]);
  const std::string host = argv[2];
  std::ifstream in(argv[3]);
  std::vector<std::string> tickets;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) tickets.push_back(line);
  }
  const int ep = epoll_create1(0);
  std::unordered_map<int, Client> clients;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<std::uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
  for (const auto& ticket : tickets) {
    const int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    if (fd < 0) {
      std::perror("socket");
      return 1;
    }
    connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
    Client c;
    c.request = "GET /api/live?ticket=" + ticket + " HTTP/1.1\r\nHost: " + host + "\r\n\r\n";
    clients.emplace(fd, std::move(c));
    epoll_event ev{};
    ev.events = EPOLLIN | EPOLLOUT;
    ev.data.fd = fd;
    epoll_ctl(ep, EPOLL_CTL_ADD, fd, &ev);
  }
  std::size_t ready = 0, posts = 0, closed = 0;
  std::map<std::string, std::size_t> closed_by;  // status line -> streams
  long long last_post_ns = 0;
  bool announced = false;
  std::vector<epoll_event> events(1024);
  char buffer[4096];
  const auto report_closed = [&] {
    for (const auto& [why, count] : closed_by) {
      std::cerr << "sse_clients: " << count << " streams closed (" << why << ")\n";
    }
    closed_by.clear();
  };
  while (posts + closed < clients.size()) {
    const int n = epoll_wait(ep, events.data(), static_cast<int>(events.size()), 60'000);
    if (n <= 0) {
      std::cerr << "sse_clients: timed out with " << ready << " ready, " << posts << " posts and "
                << closed << " closed\n";
      report_closed();
      std::cout << "received " << posts << " " << last_post_ns << " closed " << closed << std::endl;
      return 1;
    }
    for (int i = 0; i < n; ++i) {
      const int fd = events[static_cast<std::size_t>(i)].data.fd;
      Client& c = clients[fd];
      if ((events[static_cast<std::size_t>(i)].events & EPOLLOUT) != 0 &&
          c.sent < c.request.size()) {
        const auto w = send(fd, c.request.data() + c.sent, c.request.size() - c.sent, MSG_NOSIGNAL);
        if (w > 0) c.sent += static_cast<std::size_t>(w);
        if (c.sent == c.request.size()) {
          epoll_event ev{};
          ev.events = EPOLLIN;
          ev.data.fd = fd;
          epoll_ctl(ep, EPOLL_CTL_MOD, fd, &ev);
        }
      }
      if ((events[static_cast<std::size_t>(i)].events & EPOLLIN) == 0) continue;
      int error = 0;
      bool ended = false;
      for (;;) {
        const auto r = recv(fd, buffer, sizeof buffer, 0);
        if (r > 0) {
          c.seen.append(buffer, static_cast<std::size_t>(r));
          continue;
        }
        if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
        error = r < 0 ? errno : 0;
        ended = true;  // closed by the server (or reset): never ready again
        break;
      }
      if (!c.ready && c.seen.find("event: ready") != std::string::npos) {
        c.ready = true;
        ++ready;
      }
      if (!c.got_post && c.seen.find("event: post") != std::string::npos) {
        c.got_post = true;
        ++posts;
        last_post_ns = now_ns();
      }
      if (ended && !c.got_post) {
        c.closed = true;
        ++closed;
        if (c.ready) --ready;
        ++closed_by[status_line(c, error)];
        epoll_ctl(ep, EPOLL_CTL_DEL, fd, nullptr);
        close(fd);
        continue;
      }
      if (c.seen.size() > 8192) c.seen.erase(0, c.seen.size() - 64);
    }
    if (!announced && ready + closed == clients.size()) {
      std::cout << "connected " << ready << " closed " << closed << std::endl;
      report_closed();
      announced = true;
    }
  }
  report_closed();
  std::cout << "received " << posts << " " << last_post_ns << " closed " << closed << std::endl;
  return closed == 0 ? 0 : 1;
}
