// Waiting for another node's word. On PostgreSQL a connection of its own LISTENs on a channel
// and `wait` returns as soon as any node NOTIFYs it (or the timeout passes); on SQLite, where
// every writer is in this process, `wait` returns when `wake` is called here or the timeout
// passes. Callers then read what changed from the database, so a missed word only delays them
// by one timeout. `notify` (from the waiting thread) tells every node, this one included.
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>

struct pg_conn;

namespace aplauso::db {

class Database;

class Listener {
 public:
  /// Listens on `channel` (a plain identifier) of the database `db` is opened on.
  Listener(const Database& db, std::string channel);
  ~Listener();
  Listener(const Listener&) = delete;
  Listener& operator=(const Listener&) = delete;

  /// True when woken or notified before `timeout`. A broken PostgreSQL connection is reopened
  /// (and counts as a wake: what came meanwhile was missed).
  bool wait(std::chrono::milliseconds timeout);
  /// Wakes a `wait` of this process (a write on SQLite; shutting down on either engine).
  void wake();
  /// Wakes every node's `wait` (PostgreSQL NOTIFY on this connection; nothing on SQLite).
  void notify();

 private:
  void connect();

  std::string target_;
  std::string channel_;
  bool postgres_ = false;
  pg_conn* pg_ = nullptr;
  int wake_fd_ = -1;  ///< PostgreSQL: an eventfd `wait` polls beside the connection
  std::mutex mutex_;
  std::condition_variable woken_;
  bool pending_ = false;
};

}  // namespace aplauso::db
