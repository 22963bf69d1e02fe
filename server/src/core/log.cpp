#include "core/log.h"

#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>
#include <chrono>
#include <ctime>
#include <string>

namespace aplauso::log {

namespace {
std::atomic<int> g_min_level{static_cast<int>(Level::kInfo)};

std::shared_ptr<spdlog::logger> logger() {
  static const auto instance = [] {
    auto l = spdlog::stderr_logger_mt("aplauso");
    l->set_pattern("%v");
    l->set_level(spdlog::level::trace);
    l->flush_on(spdlog::level::trace);
    return l;
  }();
  return instance;
}

std::string_view level_name(Level level) {
  switch (level) {
    case Level::kDebug: return "debug";
    case Level::kInfo: return "info";
    case Level::kWarn: return "warn";
    case Level::kError: return "error";
    case Level::kOff: return "off";
  }
  return "info";
}

void append_quoted(std::string& out, std::string_view text) {
  out += boost::json::serialize(boost::json::string(text));
}

std::string utc_now() {
  const auto now = std::chrono::system_clock::now();
  const auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  const auto n = std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  std::string out(buf, n);
  char frac[8];
  std::snprintf(frac, sizeof frac, ".%03dZ", static_cast<int>(ms));
  return out + frac;
}
}  // namespace

void init(std::string_view level) {
  Level l = Level::kInfo;
  if (level == "debug") l = Level::kDebug;
  if (level == "warn" || level == "warning") l = Level::kWarn;
  if (level == "error") l = Level::kError;
  if (level == "off") l = Level::kOff;
  g_min_level = static_cast<int>(l);
  logger();
}

bool enabled(Level level) {
  return static_cast<int>(level) >= g_min_level.load();
}

void write(Level level, std::string_view event, std::initializer_list<Field> fields) {
  if (!enabled(level) || level == Level::kOff) return;
  std::string line = "{\"ts\":\"" + utc_now() + "\",\"level\":\"";
  line += level_name(level);
  line += "\",\"event\":";
  append_quoted(line, event);
  for (const auto& f : fields) {
    line += ',';
    append_quoted(line, f.key);
    line += ':';
    if (const auto* s = std::get_if<std::string_view>(&f.value)) {
      append_quoted(line, *s);
    } else if (const auto* i = std::get_if<std::int64_t>(&f.value)) {
      line += std::to_string(*i);
    } else if (const auto* d = std::get_if<double>(&f.value)) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.3f", *d);
      line += buf;
    } else {
      line += std::get<bool>(f.value) ? "true" : "false";
    }
  }
  line += '}';
  logger()->info(line);
}

}  // namespace aplauso::log
