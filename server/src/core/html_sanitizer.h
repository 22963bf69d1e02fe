// Rich text people type (an organisation's own pages) as the product keeps and shows it: an
// allowlist of tags and one attribute, everything else escaped or dropped (ADR 0070). The web app
// renders the result as HTML, so this is the one place that decides what markup reaches a
// browser; it never trusts the editor that produced the input.
#pragma once

#include <string>
#include <string_view>

namespace aplauso::html {

/// Well-formed HTML built only of p, br, strong, em, u, s, h2-h4, ul, ol, li, blockquote, code,
/// pre and a (href https:, mailto: or an in-app path; rel forced, target forced for https).
/// b/i/strike/del/div/h1/h5/h6 become their allowed equivalents; any other tag is dropped (its
/// text kept); script, style, svg, iframe and the like go with their contents; comments go;
/// every attribute but a checked href goes; entities are decoded and text re-escaped, so the
/// browser reads exactly the characters checked here. Idempotent: sanitize(sanitize(x)) ==
/// sanitize(x).
std::string sanitize(std::string_view input);

/// The text a reader sees of sanitised HTML: tags dropped (a line break for br and each block),
/// entities decoded. For emptiness and length checks.
std::string visible_text(std::string_view sanitized);

/// Whether `url` may be a link's target in rich text: https://…, mailto:… or an in-app path
/// ("/…" but not "//…"), without spaces, control characters or backslashes.
bool safe_link(std::string_view url);

}  // namespace aplauso::html
