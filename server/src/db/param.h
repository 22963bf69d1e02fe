// A value bound to a statement parameter. Parameters borrow their text and lists: they live for
// the one call that binds them.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/ids.h"

namespace aplauso::db {

class Param {
 public:
  enum class Kind { kNull, kInt, kReal, kText, kIntList, kTextList };

  Param(std::nullptr_t) {}  // NOLINT(google-explicit-constructor): parameters read as values
  template <std::integral T>
  Param(T v) : kind_(Kind::kInt), int_(static_cast<std::int64_t>(v)) {}  // NOLINT
  Param(double v) : kind_(Kind::kReal), real_(v) {}                      // NOLINT
  Param(std::string_view v) : kind_(Kind::kText), text_(v) {}            // NOLINT
  Param(const std::string& v) : kind_(Kind::kText), text_(v) {}          // NOLINT
  Param(const char* v) : kind_(Kind::kText), text_(v) {}                 // NOLINT
  Param(OrgId org) : kind_(Kind::kInt), int_(org.value) {}               // NOLINT
  /// An array parameter, for `{{ANY_INT $n}}` and `{{INT_TABLE $n}}`.
  Param(const std::vector<std::int64_t>& v) : kind_(Kind::kIntList), ints_(&v) {}  // NOLINT
  /// An array parameter, for `{{ANY_TEXT $n}}` and `{{TEXT_TABLE $n}}`.
  Param(const std::vector<std::string>& v) : kind_(Kind::kTextList), texts_(&v) {}  // NOLINT
  template <class T>
  Param(const std::optional<T>& v) : Param(nullptr) {  // NOLINT
    if (v) *this = Param(*v);
  }

  Kind kind() const { return kind_; }
  std::int64_t integer() const { return int_; }
  double real() const { return real_; }
  std::string_view text() const { return text_; }
  const std::vector<std::int64_t>& ints() const { return *ints_; }
  const std::vector<std::string>& texts() const { return *texts_; }

 private:
  Kind kind_ = Kind::kNull;
  std::int64_t int_ = 0;
  double real_ = 0;
  std::string_view text_;
  const std::vector<std::int64_t>* ints_ = nullptr;
  const std::vector<std::string>* texts_ = nullptr;
};

}  // namespace aplauso::db
