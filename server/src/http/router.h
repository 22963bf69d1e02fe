// Matches a method and path against registered patterns with {name} parameters, such as
// "/post/{id}" or "/locales/{lng}/{ns}.json" (a parameter may carry a literal suffix). The
// router only maps to route ids; what a route does and who may call it is the caller's business.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "http/message.h"

namespace aplauso::http {

class Router {
 public:
  Router();
  ~Router();
  Router(const Router&) = delete;
  Router& operator=(const Router&) = delete;

  /// Registers `pattern` for `method`. Throws std::invalid_argument on a duplicate or a
  /// malformed pattern.
  void add(Method method, std::string_view pattern, std::size_t route_id);

  enum class Outcome { kFound, kNotFound, kMethodNotAllowed };
  struct Match {
    std::size_t route_id = 0;
    std::vector<std::pair<std::string, std::string>> params;
    std::vector<Method> allowed;  ///< filled on kMethodNotAllowed
  };
  /// Matches a path as received (percent-encoded); each segment is decoded before it is
  /// compared, so an encoded '/' stays inside its parameter. Literal segments win.
  Outcome match(Method method, std::string_view path, Match& out) const;

 private:
  struct Node;
  bool match_from(const Node& node, const std::vector<std::string>& segments, std::size_t i,
                  std::vector<std::pair<std::string, std::string>>& params,
                  const Node*& leaf) const;
  std::unique_ptr<Node> root_;
};

/// Splits a path on '/', dropping empty segments ("/a//b/" → a, b).
std::vector<std::string_view> split_path(std::string_view path);

}  // namespace aplauso::http
