# Writes the C++ side of modules.json (the one list of modules, read by the web app too): the
# module flags (all, built, default) and install_modules(), which installs every server module
# in the listed order. Run at build time by CMakeLists.txt.
file(READ ${MODULES_JSON} doc)

set(all "")
set(built "")
set(defaults "")
string(JSON flag_count LENGTH "${doc}" flags)
math(EXPR last "${flag_count} - 1")
foreach(i RANGE ${last})
  string(JSON flag GET "${doc}" flags ${i} flag)
  string(APPEND all "      \"${flag}\",\n")
  string(JSON is_built ERROR_VARIABLE no_built GET "${doc}" flags ${i} built)
  if(NOT no_built AND is_built)
    string(APPEND built "      \"${flag}\",\n")
  endif()
  string(JSON is_default ERROR_VARIABLE no_default GET "${doc}" flags ${i} default)
  if(NOT no_default AND is_default)
    string(APPEND defaults "      \"${flag}\",\n")
  endif()
endforeach()

set(declarations "")
set(calls "")
string(JSON server_count LENGTH "${doc}" server)
math(EXPR last "${server_count} - 1")
foreach(i RANGE ${last})
  string(JSON name GET "${doc}" server ${i})
  string(APPEND declarations "namespace aplauso::${name} {\nvoid install(ModuleContext& m);\n}\n")
  string(APPEND calls "  ${name}::install(m);\n")
endforeach()

set(body "// Generated from modules.json by cmake/modules_list.cmake. Do not edit.
#include <string_view>
#include <vector>

#include \"api/module.h\"
#include \"modules/tenancy/modules_catalog.h\"

${declarations}
namespace aplauso {

void install_modules(ModuleContext& m) {
${calls}}

}  // namespace aplauso

namespace aplauso::tenancy {

const std::vector<std::string_view>& all_modules() {
  static const std::vector<std::string_view> items = {
${all}  };
  return items;
}

const std::vector<std::string_view>& built_modules() {
  static const std::vector<std::string_view> items = {
${built}  };
  return items;
}

const std::vector<std::string_view>& default_modules() {
  static const std::vector<std::string_view> items = {
${defaults}  };
  return items;
}

}  // namespace aplauso::tenancy
")

if(EXISTS ${OUT})
  file(READ ${OUT} old)
  if(old STREQUAL body)
    return()
  endif()
endif()
file(WRITE ${OUT} "${body}")
