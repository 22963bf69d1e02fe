#include "app/page_preloads.h"

namespace aplauso {

namespace {
// Same mode and credentials as the web app's fetch calls, so that they take the preloaded answer.
void add(std::string& out, std::string_view api_prefix, std::string_view path) {
  if (!out.empty()) out += ", ";
  out += "<";
  out += api_prefix;
  out += path;
  out += ">; rel=preload; as=fetch; crossorigin=anonymous";
}
}  // namespace

std::string page_preloads(std::string_view path, std::string_view api_prefix) {
  std::string out;
  // Spanish is the fallback of every language, so a cold start always reads it.
  if (path == "/login") {
    add(out, api_prefix, "/locales/es/start.json");
    add(out, api_prefix, "/org/branding");
    add(out, api_prefix, "/org/auth_flow");
  } else {
    add(out, api_prefix, "/locales/es/glossary.json");
    add(out, api_prefix, "/org/branding");
  }
  return out;
}

}  // namespace aplauso
