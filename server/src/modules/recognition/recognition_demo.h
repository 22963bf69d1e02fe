// The demo organisation's recognitions (api/demo.h).
#pragma once

#include "api/demo.h"

namespace aplauso::recognition {

class CatalogService;
class SendService;

/// Four recognition types and four values, each with its English version (shown to people who
/// read English, Valentina), and three recognitions sent through the same path as the API's, so
/// the demo feed is real data; records "recognition.type:<name>" and "recognition.value:<name>".
void seed_demo_recognition(const CatalogService& catalog, const SendService& sender, DemoOrg& demo);

}  // namespace aplauso::recognition
