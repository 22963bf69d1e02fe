// Structured logging: every line is one JSON object on stderr with a time, a level, an event
// name and fields. Never log passwords, codes, tokens or keys.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <variant>

namespace aplauso::log {

enum class Level { kDebug, kInfo, kWarn, kError, kOff };

struct Field {
  std::string_view key;
  std::variant<std::string_view, std::int64_t, double, bool> value;

  Field(std::string_view k, std::string_view v) : key(k), value(v) {}
  Field(std::string_view k, const char* v) : key(k), value(std::string_view(v)) {}
  Field(std::string_view k, std::int64_t v) : key(k), value(v) {}
  Field(std::string_view k, int v) : key(k), value(std::int64_t{v}) {}
  Field(std::string_view k, std::size_t v) : key(k), value(static_cast<std::int64_t>(v)) {}
  Field(std::string_view k, double v) : key(k), value(v) {}
  Field(std::string_view k, bool v) : key(k), value(v) {}
};

/// Sets the minimum level from "debug" | "info" | "warn" | "error" | "off".
void init(std::string_view level);
bool enabled(Level level);
void write(Level level, std::string_view event, std::initializer_list<Field> fields = {});

inline void debug(std::string_view e, std::initializer_list<Field> f = {}) {
  write(Level::kDebug, e, f);
}
inline void info(std::string_view e, std::initializer_list<Field> f = {}) {
  write(Level::kInfo, e, f);
}
inline void warn(std::string_view e, std::initializer_list<Field> f = {}) {
  write(Level::kWarn, e, f);
}
inline void error(std::string_view e, std::initializer_list<Field> f = {}) {
  write(Level::kError, e, f);
}

}  // namespace aplauso::log
