#include "core/html_sanitizer.h"

#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "support/xss_payloads.h"

namespace aplauso {
namespace {

/// Every tag of `html` is one the allowlist writes, exactly as it writes it.
::testing::AssertionResult only_allowed_tags(const std::string& html) {
  static const std::regex kTag(
      R"re(</?(p|br|strong|em|u|s|h2|h3|h4|ul|ol|li|blockquote|code|pre)>|</a>|)re"
      R"re(<a href="(https://[^"/][^"]*|mailto:[^"]+|/(?!/)[^"]*)" )re"
      R"re(rel="noopener noreferrer nofollow"( target="_blank")?>)re");
  for (std::size_t at = html.find('<'); at != std::string::npos; at = html.find('<', at + 1)) {
    const std::size_t close = html.find('>', at);
    if (close == std::string::npos) return ::testing::AssertionFailure() << "open '<' in " << html;
    const std::string tag = html.substr(at, close - at + 1);
    if (!std::regex_match(tag, kTag)) {
      return ::testing::AssertionFailure() << "tag " << tag << " in " << html;
    }
  }
  if (html.find('>') != std::string::npos &&
      std::count(html.begin(), html.end(), '>') != std::count(html.begin(), html.end(), '<')) {
    return ::testing::AssertionFailure() << "stray '>' in " << html;
  }
  return ::testing::AssertionSuccess();
}

TEST(UnitHtmlSanitizer, NoPayloadKeepsMarkupOrALinkThatRunsCode) {
  for (const auto payload : test::kXssPayloads) {
    const std::string clean = html::sanitize(payload);
    EXPECT_TRUE(only_allowed_tags(clean)) << payload;
    EXPECT_EQ(html::sanitize(clean), clean) << payload;
    for (const char* never : {"javascript:", "vbscript:", "data:", "onerror", "onload", "style="}) {
      EXPECT_EQ(clean.find(std::string("href=\"") + never), std::string::npos) << payload;
    }
  }
}

TEST(UnitHtmlSanitizer, ScriptsStylesAndForeignMarkupGoWithTheirContents) {
  EXPECT_EQ(html::sanitize("<script>alert(document.cookie)</script>"), "");
  EXPECT_EQ(html::sanitize("a<SCRIPT SRC=https://evil.example/x.js></SCRIPT>b"), "ab");
  EXPECT_EQ(html::sanitize("<style>p{color:red}</style><p>Hola</p>"), "<p>Hola</p>");
  EXPECT_EQ(html::sanitize("<svg><script>alert(1)</script></svg>fin"), "fin");
  EXPECT_EQ(html::sanitize("<!-- <script>alert(1)</script> -->visible"), "visible");
  EXPECT_EQ(html::sanitize("<!--><img src=x onerror=alert(1)>-->"), "--&gt;");
  EXPECT_EQ(html::sanitize("<img src=x onerror=alert(1)>"), "");
  EXPECT_EQ(html::sanitize("antes<img src=x onerror=alert(1)"), "antes");
  EXPECT_EQ(html::sanitize("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>ok"), "ok");
}

TEST(UnitHtmlSanitizer, OnlyTheAllowedTagsStayAndLoseEveryAttribute) {
  EXPECT_EQ(html::sanitize("<p style=\"color:red\" class=x onclick=\"alert(1)\">Hola</p>"),
            "<p>Hola</p>");
  EXPECT_EQ(html::sanitize("<b>negrita</b> <i>cursiva</i> <u>sub</u> <strike>tachado</strike>"),
            "<strong>negrita</strong> <em>cursiva</em> <u>sub</u> <s>tachado</s>");
  EXPECT_EQ(html::sanitize("<h1>Título</h1><h3>Sección</h3><h6>Nota</h6>"),
            "<h2>Título</h2><h3>Sección</h3><h4>Nota</h4>");
  EXPECT_EQ(html::sanitize("<div>Hola</div><div><br></div><span style=\"x\">chao</span>"),
            "<p>Hola</p><p><br></p>chao");
  EXPECT_EQ(html::sanitize("<table><tr><td>celda</td></tr></table>"), "celda");
  EXPECT_EQ(html::sanitize("<blockquote><p>cita</p></blockquote><pre><code>x = 1</code></pre>"),
            "<blockquote><p>cita</p></blockquote><pre><code>x = 1</code></pre>");
}

TEST(UnitHtmlSanitizer, UnclosedAndMisnestedTagsComeOutWellFormed) {
  EXPECT_EQ(html::sanitize("<p>abierto <b onmouseover=alert(1)>sin cerrar"),
            "<p>abierto <strong>sin cerrar</strong></p>");
  EXPECT_EQ(html::sanitize("<ul><li>uno<li>dos</ul>"), "<ul><li>uno</li><li>dos</li></ul>");
  EXPECT_EQ(html::sanitize("<li>suelto</li>"), "suelto");
  EXPECT_EQ(html::sanitize("<p>uno<p>dos"), "<p>uno</p><p>dos</p>");
  EXPECT_EQ(html::sanitize("<strong><p>x</p></strong>y"), "<strong></strong><p>x</p>y");
  EXPECT_EQ(html::sanitize("</p></strong>texto</ul>"), "texto");
  std::string deep;
  for (int i = 0; i < 40; ++i) deep += "<em>";
  const std::string clean = html::sanitize(deep + "hondo");
  EXPECT_EQ(std::count(clean.begin(), clean.end(), '<'), 32) << clean;
}

TEST(UnitHtmlSanitizer, LinksKeepOnlyHttpsMailtoAndInAppTargets) {
  EXPECT_EQ(html::sanitize("<a href=\"https://ok.example/a?b=1&amp;c=2\" onclick=x>sitio</a>"),
            "<a href=\"https://ok.example/a?b=1&amp;c=2\" rel=\"noopener noreferrer nofollow\" "
            "target=\"_blank\">sitio</a>");
  EXPECT_EQ(
      html::sanitize("<a href=\"mailto:personas@demo.local\">correo</a>"),
      "<a href=\"mailto:personas@demo.local\" rel=\"noopener noreferrer nofollow\">correo</a>");
  EXPECT_EQ(html::sanitize("<a href=\"/benefits_page\" target=\"_top\">beneficios</a>"),
            "<a href=\"/benefits_page\" rel=\"noopener noreferrer nofollow\">beneficios</a>");
  for (const char* bad : {"javascript:alert(1)", "JaVaScRiPt:alert(1)", "jav&#x09;ascript:alert(1)",
                          "&#106;avascript:alert(1)", " javascript:alert(1)", "data:text/html,x",
                          "http://plain.example", "//evil.example", "/\\evil.example",
                          "https:///evil", "vbscript:x", ""}) {
    EXPECT_EQ(html::sanitize(std::string("<a href=\"") + bad + "\">texto</a>"), "texto") << bad;
  }
  EXPECT_EQ(html::sanitize("<a href=\"https://a.example\">uno<a href=\"https://b.example\">dos"),
            "<a href=\"https://a.example\" rel=\"noopener noreferrer nofollow\" "
            "target=\"_blank\">uno</a><a href=\"https://b.example\" rel=\"noopener noreferrer "
            "nofollow\" target=\"_blank\">dos</a>");
}

TEST(UnitHtmlSanitizer, EntitiesAreDecodedThenEscapedOnce) {
  EXPECT_EQ(html::sanitize("Tom &amp; Jerry &lt;3 &#x1F600; &#233;xito &nbsp;fin"),
            "Tom &amp; Jerry &lt;3 \U0001F600 \u00E9xito \u00A0fin");
  EXPECT_EQ(html::sanitize("5 < 6 > 4 & \"comillas\""), "5 &lt; 6 &gt; 4 &amp; \"comillas\"");
  EXPECT_EQ(html::sanitize("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "&lt;script&gt;alert(1)&lt;/script&gt;");
  EXPECT_EQ(html::sanitize("&#0;&#xD800;&#x110000;&unknown;"), "\uFFFD\uFFFD\uFFFD&amp;unknown;");
  EXPECT_EQ(html::sanitize(std::string("a\0b\x01"
                                       "c",
                                       5)),
            "abc");
}

TEST(UnitHtmlSanitizer, VisibleTextIsWhatAReaderSees) {
  EXPECT_EQ(html::visible_text(html::sanitize("<p>Hola &amp; <b>chao</b></p><p>2</p>")),
            "Hola & chao\n2\n");
  EXPECT_EQ(html::visible_text(html::sanitize("<script>x</script><p> </p>")), " \n");
}

TEST(UnitHtmlSanitizer, SafeLinksForButtons) {
  EXPECT_TRUE(html::safe_link("https://ok.example"));
  EXPECT_TRUE(html::safe_link("/forms/encuesta"));
  EXPECT_FALSE(html::safe_link("javascript:alert(1)"));
  EXPECT_FALSE(html::safe_link("https://ok.example/a b"));
  EXPECT_FALSE(html::safe_link("//evil.example"));
}

}  // namespace
}  // namespace aplauso
