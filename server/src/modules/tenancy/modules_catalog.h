// Every module flag an organisation can switch (spec §1), and the ones this build implements.
#pragma once

#include <array>
#include <string_view>

namespace aplauso::tenancy {

inline constexpr std::array<std::string_view, 38> kAllModules = {
    "auth",          "analytics",    "benefits",   "catalog",          "communications",
    "complaints",    "evaluations",  "events",     "corporate_values", "goals",
    "notifications", "profile",      "programs",   "recognitions",     "surveys",
    "tasks",         "badges",       "birthdays",  "anniversaries",    "files_repository",
    "health_safety", "invoices",     "coverages",  "workplace",        "schedule",
    "messaging_app", "suggestions",  "challenges", "podium",           "levels",
    "ideas",         "telemedicine", "forms",      "custom_pages",     "support",
    "moods",         "requests",     "public_api"};

/// Modules this build has screens and calls for; the demo organisation turns these on.
inline constexpr std::array<std::string_view, 7> kBuiltModules = {
    "auth", "recognitions", "badges", "podium", "levels", "profile", "public_api"};

/// Modules on for a new organisation (spec §4: all off but auth).
inline constexpr std::array<std::string_view, 1> kDefaultModules = {"auth"};

bool is_known_module(std::string_view name);

}  // namespace aplauso::tenancy
