// The API reads the web app's first screen waits for, announced in the HTML response's Link
// header: the browser starts them with the page instead of after the scripts have run (a round
// trip less on a phone). They depend on the page: the sign-in screen asks for its sign-in
// methods and only the start part of the glossary, every other page for the whole glossary.
#pragma once

#include <string>
#include <string_view>

namespace aplauso {

/// The Link header value for the web app's page at `path`, with the API under `api_prefix`.
std::string page_preloads(std::string_view path, std::string_view api_prefix = "/api");

}  // namespace aplauso
