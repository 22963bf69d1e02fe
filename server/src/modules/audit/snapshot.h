// A row as JSON for the audit trail's before and after: every public member of a struct described
// with BOOST_DESCRIBE_STRUCT (the repositories' row types), by name. Members may be integers,
// bools, doubles, strings, optionals, vectors and other described structs.
#pragma once

#include <boost/describe/members.hpp>
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <boost/mp11/algorithm.hpp>
#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace aplauso::audit {

namespace detail {
template <class T>
struct is_optional : std::false_type {};
template <class T>
struct is_optional<std::optional<T>> : std::true_type {};
template <class T>
struct is_vector : std::false_type {};
template <class T>
struct is_vector<std::vector<T>> : std::true_type {};
}  // namespace detail

template <class T>
boost::json::value snapshot(const T& v) {
  if constexpr (std::same_as<T, bool>) {
    return v;
  } else if constexpr (std::integral<T>) {
    return static_cast<std::int64_t>(v);
  } else if constexpr (std::floating_point<T>) {
    return static_cast<double>(v);
  } else if constexpr (std::convertible_to<const T&, std::string_view>) {
    return boost::json::string(std::string_view(v));
  } else if constexpr (detail::is_optional<T>::value) {
    return v ? snapshot(*v) : boost::json::value(nullptr);
  } else if constexpr (detail::is_vector<T>::value) {
    boost::json::array out;
    for (const auto& item : v) out.push_back(snapshot(item));
    return out;
  } else {
    static_assert(boost::describe::has_describe_members<T>::value,
                  "audit::snapshot needs a described struct (BOOST_DESCRIBE_STRUCT)");
    boost::json::object out;
    boost::mp11::mp_for_each<boost::describe::describe_members<T, boost::describe::mod_public>>(
        [&](auto member) { out[member.name] = snapshot(v.*member.pointer); });
    return out;
  }
}

}  // namespace aplauso::audit
