// The demo organisation's suggestions and ideas (suggestions_module.cpp installs it).
#pragma once

#include <cstdint>

#include "api/demo.h"

namespace aplauso::suggestions {

class SuggestionService;
class IdeaService;

/// Categories (Procesos, Bienestar, Tecnología, Oficina); four suggestions in different states
/// (an anonymous one, an identified one, one implemented with its reason, one archived); an open
/// campaign "¿Cómo reducimos las reuniones?" with five ideas, votes and comments, one accepted
/// (its points paid through the ledger by the same call people use).
void seed_demo_suggestions(const SuggestionService& box, const IdeaService& ideas, DemoOrg& demo,
                           std::int64_t now_ms);

}  // namespace aplauso::suggestions
