#include "core/html_sanitizer.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace aplauso::html {

namespace {

enum class Kind {
  kVoid,    ///< br
  kBlock,   ///< p, h2-h4, pre: hold text and inline markup only
  kHolder,  ///< blockquote: holds blocks
  kList,    ///< ul, ol: hold items
  kItem,    ///< li: inside a list, holds blocks
  kInline,  ///< strong, em, u, s, code, a
};

struct Allowed {
  std::string_view name;  ///< as written in the input (lower case)
  std::string_view as;    ///< as written in the output
  Kind kind;
};

constexpr std::array<Allowed, 25> kAllowed{{
    {"p", "p", Kind::kBlock},
    {"div", "p", Kind::kBlock},
    {"h1", "h2", Kind::kBlock},
    {"h2", "h2", Kind::kBlock},
    {"h3", "h3", Kind::kBlock},
    {"h4", "h4", Kind::kBlock},
    {"h5", "h4", Kind::kBlock},
    {"h6", "h4", Kind::kBlock},
    {"pre", "pre", Kind::kBlock},
    {"blockquote", "blockquote", Kind::kHolder},
    {"ul", "ul", Kind::kList},
    {"ol", "ol", Kind::kList},
    {"li", "li", Kind::kItem},
    {"br", "br", Kind::kVoid},
    {"strong", "strong", Kind::kInline},
    {"b", "strong", Kind::kInline},
    {"em", "em", Kind::kInline},
    {"i", "em", Kind::kInline},
    {"u", "u", Kind::kInline},
    {"s", "s", Kind::kInline},
    {"strike", "s", Kind::kInline},
    {"del", "s", Kind::kInline},
    {"code", "code", Kind::kInline},
    {"a", "a", Kind::kInline},
    {"span", "", Kind::kInline},  // dropped, its text kept (editors wrap text in spans)
}};

/// Tags that go with everything up to their end tag: their contents are code, styles, other
/// documents or foreign markup, never text for the reader.
constexpr std::array<std::string_view, 16> kDropWithContents{
    "script", "style", "template", "iframe",   "object", "embed", "noscript", "textarea",
    "title",  "xmp",   "noembed",  "noframes", "svg",    "math",  "select",   "frameset"};

/// Open elements deeper than this are dropped (their text kept).
constexpr std::size_t kMostDepth = 16;

constexpr std::array<std::pair<std::string_view, char32_t>, 14> kNamedEntities{{
    {"amp", U'&'},
    {"lt", U'<'},
    {"gt", U'>'},
    {"quot", U'"'},
    {"apos", U'\''},
    {"nbsp", U'\u00A0'},
    {"copy", U'\u00A9'},
    {"reg", U'\u00AE'},
    {"hellip", U'\u2026'},
    {"mdash", U'\u2014'},
    {"ndash", U'\u2013'},
    {"laquo", U'\u00AB'},
    {"raquo", U'\u00BB'},
    {"euro", U'\u20AC'},
}};

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}
bool is_alpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
char lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}
std::string lowered(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), lower);
  return out;
}
bool starts_with_ci(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (lower(s[i]) != prefix[i]) return false;
  }
  return true;
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

/// A character reference at s[i] == '&': the characters it stands for and how many bytes it
/// took; nothing when it is not one (the '&' is then a plain ampersand).
std::optional<std::pair<char32_t, std::size_t>> entity_at(std::string_view s, std::size_t i) {
  std::size_t j = i + 1;
  if (j < s.size() && s[j] == '#') {
    ++j;
    const bool hex = j < s.size() && (s[j] == 'x' || s[j] == 'X');
    if (hex) ++j;
    const std::size_t digits_from = j;
    std::uint64_t value = 0;
    while (j < s.size()) {
      const char c = s[j];
      int digit = -1;
      if (c >= '0' && c <= '9') digit = c - '0';
      if (hex && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
      if (hex && c >= 'A' && c <= 'F') digit = c - 'A' + 10;
      if (digit < 0) break;
      value =
          std::min<std::uint64_t>(value * (hex ? 16 : 10) + static_cast<unsigned>(digit), 0x110000);
      ++j;
    }
    if (j == digits_from) return std::nullopt;
    if (j < s.size() && s[j] == ';') ++j;  // optional, as browsers read it
    char32_t cp = static_cast<char32_t>(value);
    if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = U'\uFFFD';
    return std::make_pair(cp, j - i);
  }
  for (const auto& [name, cp] : kNamedEntities) {
    if (s.substr(j, name.size()) == name && j + name.size() < s.size() &&
        s[j + name.size()] == ';') {
      return std::make_pair(cp, name.size() + 2);
    }
  }
  return std::nullopt;
}

/// Text with its character references decoded, NUL and control characters (but tab and line
/// breaks) dropped.
std::string decoded(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == '&') {
      if (const auto ref = entity_at(s, i)) {
        if (ref->first >= 0x20 || ref->first == U'\t' || ref->first == U'\n') {
          append_utf8(out, ref->first);
        }
        i += ref->second;
        continue;
      }
    }
    const auto byte = static_cast<unsigned char>(s[i]);
    if (byte >= 0x20 || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') out += s[i];
    ++i;
  }
  return out;
}

void append_escaped(std::string& out, std::string_view text, bool attribute) {
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"':
        if (attribute) {
          out += "&quot;";
        } else {
          out += c;
        }
        break;
      default: out += c;
    }
  }
}

struct Attribute {
  std::string name;  ///< lower case
  std::string_view raw_value;
};

/// A tag as read from the input: `end` past its '>', or 0 when the input ends inside it.
struct RawTag {
  std::string name;  ///< lower case
  std::vector<Attribute> attributes;
  std::size_t end = 0;
};

/// Reads a tag whose name starts at s[i], as a browser's tokenizer does: the name runs to a
/// space, '/' or '>'; attribute values may be quoted ('>' inside quotes does not end the tag).
RawTag read_tag(std::string_view s, std::size_t i) {
  RawTag tag;
  std::size_t j = i;
  while (j < s.size() && !is_space(s[j]) && s[j] != '/' && s[j] != '>') ++j;
  tag.name = lowered(s.substr(i, j - i));
  while (j < s.size()) {
    while (j < s.size() && (is_space(s[j]) || s[j] == '/')) ++j;
    if (j >= s.size()) return tag;
    if (s[j] == '>') {
      tag.end = j + 1;
      return tag;
    }
    const std::size_t name_from = j;
    ++j;  // a first '=' belongs to the name
    while (j < s.size() && !is_space(s[j]) && s[j] != '/' && s[j] != '>' && s[j] != '=') ++j;
    Attribute attribute{lowered(s.substr(name_from, j - name_from)), {}};
    std::size_t k = j;
    while (k < s.size() && is_space(s[k])) ++k;
    if (k < s.size() && s[k] == '=') {
      ++k;
      while (k < s.size() && is_space(s[k])) ++k;
      if (k < s.size() && (s[k] == '"' || s[k] == '\'')) {
        const std::size_t close = s.find(s[k], k + 1);
        if (close == std::string_view::npos) return tag;
        attribute.raw_value = s.substr(k + 1, close - k - 1);
        j = close + 1;
      } else {
        const std::size_t from = k;
        while (k < s.size() && !is_space(s[k]) && s[k] != '>') ++k;
        attribute.raw_value = s.substr(from, k - from);
        j = k;
      }
    }
    tag.attributes.push_back(std::move(attribute));
  }
  return tag;
}

const Allowed* allowed(std::string_view name) {
  for (const auto& a : kAllowed) {
    if (a.name == name) return &a;
  }
  return nullptr;
}

const Allowed* output_tag(std::string_view as) {
  for (const auto& a : kAllowed) {
    if (a.as == as) return &a;
  }
  return nullptr;
}

/// Where the end tag `</name` (any case, then a space, '/' or '>') starts at or after `from`.
std::size_t end_tag_at(std::string_view s, std::string_view name, std::size_t from) {
  for (std::size_t at = s.find("</", from); at != std::string_view::npos;
       at = s.find("</", at + 2)) {
    const std::size_t after = at + 2 + name.size();
    if (starts_with_ci(s.substr(at + 2), name) &&
        (after >= s.size() || is_space(s[after]) || s[after] == '/' || s[after] == '>')) {
      return at;
    }
  }
  return std::string_view::npos;
}

class Writer {
 public:
  std::string finish() {
    while (!open_.empty()) pop();
    return std::move(out_);
  }

  void text(std::string_view raw) { append_escaped(out_, decoded(raw), false); }

  void open(const Allowed& tag, const std::vector<Attribute>& attributes) {
    if (tag.kind == Kind::kVoid) {
      out_ += "<br>";
      return;
    }
    if (tag.as.empty()) return;
    if (tag.kind == Kind::kBlock || tag.kind == Kind::kHolder || tag.kind == Kind::kList) {
      // A block ends the paragraph, heading or inline markup around it, as browsers do.
      while (!open_.empty() &&
             (open_.back()->kind == Kind::kInline || open_.back()->kind == Kind::kBlock)) {
        pop();
      }
    } else if (tag.kind == Kind::kItem) {
      const auto list = std::find_if(open_.rbegin(), open_.rend(),
                                     [](const Allowed* a) { return a->kind == Kind::kList; });
      if (list == open_.rend()) return;  // an item outside a list: its text only
      while (open_.back()->kind != Kind::kList) pop();
    } else if (tag.as == "a") {
      if (std::any_of(open_.begin(), open_.end(), [](const Allowed* a) { return a->as == "a"; })) {
        close("a");
      }
    }
    if (open_.size() >= kMostDepth) return;
    if (tag.as == "a") {
      std::string href;
      for (const auto& attribute : attributes) {
        if (attribute.name == "href") href = trimmed_url(decoded(attribute.raw_value));
      }
      if (!safe_link(href)) return;  // no link: its text only
      out_ += "<a href=\"";
      append_escaped(out_, href, true);
      out_ += starts_with_ci(href, "https://")
                  ? "\" rel=\"noopener noreferrer nofollow\" target=\"_blank\">"
                  : "\" rel=\"noopener noreferrer nofollow\">";
    } else {
      out_ += '<';
      out_ += tag.as;
      out_ += '>';
    }
    open_.push_back(output_tag(tag.as));
  }

  /// Closes `as` and what was opened inside it; nothing when it is not open.
  void close(std::string_view as) {
    const auto it =
        std::find_if(open_.rbegin(), open_.rend(), [as](const Allowed* a) { return a->as == as; });
    if (it == open_.rend()) return;
    const std::size_t keep = static_cast<std::size_t>(open_.rend() - it) - 1;
    while (open_.size() > keep) pop();
  }

 private:
  static std::string trimmed_url(const std::string& url) {
    const auto first = url.find_first_not_of(" \t\n\r\f");
    if (first == std::string::npos) return {};
    const auto last = url.find_last_not_of(" \t\n\r\f");
    return url.substr(first, last - first + 1);
  }

  void pop() {
    out_ += "</";
    out_ += open_.back()->as;
    out_ += '>';
    open_.pop_back();
  }

  std::string out_;
  std::vector<const Allowed*> open_;
};

}  // namespace

bool safe_link(std::string_view url) {
  if (url.empty() || url.size() > 2000) return false;
  for (const char c : url) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x20 || byte == 0x7F || c == '\\') return false;
  }
  if (starts_with_ci(url, "https://")) return url.size() > 8 && url[8] != '/';
  if (starts_with_ci(url, "mailto:")) return url.size() > 7;
  return url[0] == '/' && (url.size() == 1 || url[1] != '/');
}

std::string sanitize(std::string_view s) {
  Writer w;
  std::size_t text_from = 0;
  std::size_t i = 0;
  const auto flush = [&](std::size_t to) {
    if (to > text_from) w.text(s.substr(text_from, to - text_from));
  };
  while (i < s.size()) {
    if (s[i] != '<') {
      ++i;
      continue;
    }
    const std::string_view rest = s.substr(i);
    const bool start_tag = rest.size() > 1 && is_alpha(rest[1]);
    const bool end_tag = rest.size() > 2 && rest[1] == '/' && is_alpha(rest[2]);
    const bool comment = rest.starts_with("<!--");
    const bool bogus =
        rest.size() > 1 && (rest[1] == '!' || rest[1] == '?' || (rest[1] == '/' && !end_tag));
    if (!start_tag && !end_tag && !comment && !bogus) {
      ++i;  // a plain '<', escaped with the text
      continue;
    }
    flush(i);
    if (comment) {
      const std::size_t close = s.find("-->", i + 4);
      // "<!-->" and "<!--->" are empty comments.
      const std::size_t empty = rest.starts_with("<!-->")    ? i + 5
                                : rest.starts_with("<!--->") ? i + 6
                                                             : std::string_view::npos;
      i = empty != std::string_view::npos   ? empty
          : close == std::string_view::npos ? s.size()
                                            : close + 3;
    } else if (bogus) {
      const std::size_t close = s.find('>', i);
      i = close == std::string_view::npos ? s.size() : close + 1;
    } else {
      const RawTag tag = read_tag(s, i + (end_tag ? 2 : 1));
      if (tag.end == 0) {
        i = s.size();  // the input ends inside a tag: none of it is text
      } else if (end_tag) {
        if (const Allowed* a = allowed(tag.name); a != nullptr && !a->as.empty()) w.close(a->as);
        i = tag.end;
      } else if (tag.name == "plaintext") {
        i = s.size();
      } else if (std::find(kDropWithContents.begin(), kDropWithContents.end(), tag.name) !=
                 kDropWithContents.end()) {
        const std::size_t close = end_tag_at(s, tag.name, tag.end);
        if (close == std::string_view::npos) {
          i = s.size();
        } else {
          const RawTag end = read_tag(s, close + 2);
          i = end.end == 0 ? s.size() : end.end;
        }
      } else {
        if (const Allowed* a = allowed(tag.name)) w.open(*a, tag.attributes);
        i = tag.end;
      }
    }
    text_from = i;
  }
  flush(s.size());
  return w.finish();
}

std::string visible_text(std::string_view sanitized) {
  std::string raw;
  for (std::size_t i = 0; i < sanitized.size(); ++i) {
    if (sanitized[i] != '<') {
      raw += sanitized[i];
      continue;
    }
    const std::size_t close = sanitized.find('>', i);
    if (close == std::string_view::npos) break;
    const std::string_view tag = sanitized.substr(i + 1, close - i - 1);
    const std::string_view name = tag.substr(tag.starts_with('/') ? 1 : 0);
    if (name.starts_with("br") || name.starts_with("p") || name.starts_with("h") ||
        name.starts_with("li") || name.starts_with("blockquote") || name.starts_with("pre")) {
      if (!raw.empty() && raw.back() != '\n') raw += '\n';
    }
    i = close;
  }
  return decoded(raw);
}

}  // namespace aplauso::html
