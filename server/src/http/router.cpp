#include "http/router.h"

#include <stdexcept>

namespace aplauso::http {

struct Router::Node {
  std::map<std::string, std::unique_ptr<Node>, std::less<>> literals;
  // Parameter children, keyed by their literal suffix ("" or ".json").
  struct ParamChild {
    std::string name;
    std::string suffix;
    std::unique_ptr<Node> node;
  };
  std::vector<ParamChild> params;
  std::map<Method, std::size_t> routes;
};

Router::Router() : root_(std::make_unique<Node>()) {}
Router::~Router() = default;

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < path.size()) {
    while (i < path.size() && path[i] == '/') ++i;
    const auto end = path.find('/', i);
    const auto stop = end == std::string_view::npos ? path.size() : end;
    if (stop > i) out.push_back(path.substr(i, stop - i));
    i = stop;
  }
  return out;
}

void Router::add(Method method, std::string_view pattern, std::size_t route_id) {
  Node* node = root_.get();
  for (std::string_view seg : split_path(pattern)) {
    const auto open = seg.find('{');
    if (open == std::string_view::npos) {
      auto& child = node->literals[std::string(seg)];
      if (!child) child = std::make_unique<Node>();
      node = child.get();
      continue;
    }
    const auto close = seg.find('}');
    if (open != 0 || close == std::string_view::npos || close == 1) {
      throw std::invalid_argument("bad route pattern: " + std::string(pattern));
    }
    std::string name(seg.substr(1, close - 1));
    std::string suffix(seg.substr(close + 1));
    Node* next = nullptr;
    for (auto& p : node->params) {
      if (p.suffix == suffix) {
        if (p.name != name) {
          throw std::invalid_argument("conflicting parameter names in " + std::string(pattern));
        }
        next = p.node.get();
      }
    }
    if (next == nullptr) {
      node->params.push_back({std::move(name), std::move(suffix), std::make_unique<Node>()});
      next = node->params.back().node.get();
    }
    node = next;
  }
  if (!node->routes.emplace(method, route_id).second) {
    throw std::invalid_argument("duplicate route: " + std::string(to_string(method)) + " " +
                                std::string(pattern));
  }
}

bool Router::match_from(const Node& node, const std::vector<std::string>& segments, std::size_t i,
                        std::vector<std::pair<std::string, std::string>>& params,
                        const Node*& leaf) const {
  if (i == segments.size()) {
    if (node.routes.empty()) return false;
    leaf = &node;
    return true;
  }
  const std::string_view seg = segments[i];
  if (auto it = node.literals.find(seg); it != node.literals.end()) {
    if (match_from(*it->second, segments, i + 1, params, leaf)) return true;
  }
  // Longer suffixes first, so "{ns}.json" wins over "{id}".
  const Node::ParamChild* best = nullptr;
  for (const auto& p : node.params) {
    if (seg.size() > p.suffix.size() && seg.ends_with(p.suffix) &&
        (best == nullptr || p.suffix.size() > best->suffix.size())) {
      best = &p;
    }
  }
  for (int pass = 0; pass < 2; ++pass) {
    for (const auto& p : node.params) {
      const bool preferred = &p == best;
      if ((pass == 0) != preferred) continue;
      if (seg.size() <= p.suffix.size() || !seg.ends_with(p.suffix)) continue;
      params.emplace_back(p.name, std::string(seg.substr(0, seg.size() - p.suffix.size())));
      if (match_from(*p.node, segments, i + 1, params, leaf)) return true;
      params.pop_back();
    }
  }
  return false;
}

Router::Outcome Router::match(Method method, std::string_view path, Match& out) const {
  std::vector<std::string> segments;
  for (std::string_view raw : split_path(path)) segments.push_back(percent_decode(raw));
  const Node* leaf = nullptr;
  out.params.clear();
  out.allowed.clear();
  if (!match_from(*root_, segments, 0, out.params, leaf)) return Outcome::kNotFound;
  const auto it = leaf->routes.find(method);
  if (it == leaf->routes.end()) {
    for (const auto& [m, id] : leaf->routes) out.allowed.push_back(m);
    return Outcome::kMethodNotAllowed;
  }
  out.route_id = it->second;
  return Outcome::kFound;
}

}  // namespace aplauso::http
