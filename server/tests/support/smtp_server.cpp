#include "support/smtp_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace aplauso::test {

bool port_accepts(std::uint16_t port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const bool ok = connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
  close(fd);
  return ok;
}

std::uint16_t closed_port() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
  socklen_t len = sizeof addr;
  getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  close(fd);
  return ntohs(addr.sin_port);
}

SmtpServer::SmtpServer() {
  char tmpl[] = "/tmp/aplauso-smtp-XXXXXX";
  if (mkdtemp(tmpl) == nullptr) throw std::runtime_error("mkdtemp failed");
  dir_ = std::string(tmpl) + "/maildir";
  port_ = closed_port();
  const std::string listen = "127.0.0.1:" + std::to_string(port_);
  pid_ = fork();
  if (pid_ == 0) {
    // Debian's interpreter: aiosmtpd comes from python3-aiosmtpd (scripts/bootstrap). Its argv[0]
    // is the full path too: a bare "python3" is looked up in PATH to find the standard library,
    // and under pyenv (as /work/heavy runs) that finds another Python without aiosmtpd.
    execl("/usr/bin/python3", "/usr/bin/python3", "-m", "aiosmtpd", "-n", "-l", listen.c_str(),
          "-c", "aiosmtpd.handlers.Mailbox", dir_.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 100; ++i) {
    if (port_accepts(port_)) return;
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      throw std::runtime_error("aiosmtpd did not start (is python3-aiosmtpd installed?)");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  throw std::runtime_error("aiosmtpd did not listen in 5 s");
}

void SmtpServer::pause() {
  kill(pid_, SIGSTOP);
}

void SmtpServer::resume() {
  kill(pid_, SIGCONT);
}

SmtpServer::~SmtpServer() {
  if (pid_ > 0) {
    kill(pid_, SIGCONT);  // a frozen process would not see the SIGTERM
    kill(pid_, SIGTERM);
    waitpid(pid_, nullptr, 0);
  }
  std::error_code ec;
  std::filesystem::remove_all(std::filesystem::path(dir_).parent_path(), ec);
}

std::string SmtpServer::url() const {
  return "smtp://127.0.0.1:" + std::to_string(port_);
}

std::vector<std::string> SmtpServer::messages() const {
  std::vector<std::pair<std::filesystem::file_time_type, std::string>> found;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir_ + "/new", ec)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    found.emplace_back(entry.last_write_time(), text.str());
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string> out;
  for (auto& [when, text] : found) out.push_back(std::move(text));
  return out;
}

}  // namespace aplauso::test
