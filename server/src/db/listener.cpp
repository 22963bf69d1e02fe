#include "db/listener.h"

#include <libpq-fe.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <array>

#include "core/log.h"
#include "db/database.h"

namespace aplauso::db {

Listener::Listener(const Database& db, std::string channel)
    : target_(db.target()), channel_(std::move(channel)), postgres_(db.is_postgres()) {
  if (postgres_) {
    wake_fd_ = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    connect();
  }
}

Listener::~Listener() {
  if (pg_ != nullptr) PQfinish(pg_);
  if (wake_fd_ >= 0) ::close(wake_fd_);
}

void Listener::connect() {
  if (pg_ != nullptr) PQfinish(pg_);
  pg_ = PQconnectdb(target_.c_str());
  if (PQstatus(pg_) != CONNECTION_OK) {
    log::warn("listener_connect_failed", {{"channel", channel_}, {"error", PQerrorMessage(pg_)}});
    return;
  }
  PGresult* r = PQexec(pg_, ("LISTEN " + channel_).c_str());
  if (PQresultStatus(r) != PGRES_COMMAND_OK) {
    log::warn("listener_listen_failed", {{"channel", channel_}, {"error", PQerrorMessage(pg_)}});
  }
  PQclear(r);
}

bool Listener::wait(std::chrono::milliseconds timeout) {
  if (!postgres_) {
    std::unique_lock lock(mutex_);
    const bool woke = woken_.wait_for(lock, timeout, [this] { return pending_; });
    pending_ = false;
    return woke;
  }
  const auto drain_wake = [this] {
    eventfd_t ignored = 0;
    return ::eventfd_read(wake_fd_, &ignored) == 0;
  };
  if (pg_ == nullptr || PQstatus(pg_) != CONNECTION_OK) {
    pollfd wake{wake_fd_, POLLIN, 0};
    ::poll(&wake, 1, static_cast<int>(timeout.count()));
    drain_wake();
    connect();
    return true;
  }
  bool notified = false;
  const auto take = [&] {
    PQconsumeInput(pg_);
    while (PGnotify* n = PQnotifies(pg_)) {
      notified = true;
      PQfreemem(n);
    }
  };
  take();
  if (notified) return true;
  std::array<pollfd, 2> fds{pollfd{PQsocket(pg_), POLLIN, 0}, pollfd{wake_fd_, POLLIN, 0}};
  if (::poll(fds.data(), fds.size(), static_cast<int>(timeout.count())) > 0) {
    if (drain_wake()) notified = true;
    if ((fds[0].revents & POLLIN) != 0) {
      if (PQconsumeInput(pg_) == 0) {
        connect();
        return true;
      }
      take();
    }
  }
  return notified;
}

void Listener::notify() {
  if (pg_ == nullptr || PQstatus(pg_) != CONNECTION_OK) return;
  PGresult* r = PQexec(pg_, ("NOTIFY " + channel_).c_str());
  if (PQresultStatus(r) != PGRES_COMMAND_OK) {
    log::warn("listener_notify_failed", {{"channel", channel_}, {"error", PQerrorMessage(pg_)}});
  }
  PQclear(r);
}

void Listener::wake() {
  if (wake_fd_ >= 0) ::eventfd_write(wake_fd_, 1);
  {
    const std::lock_guard lock(mutex_);
    pending_ = true;
  }
  woken_.notify_all();
}

}  // namespace aplauso::db
