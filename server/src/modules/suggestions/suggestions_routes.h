// The route table of the suggestions module (suggestions_module.cpp installs it).
#pragma once

#include "api/routes.h"

namespace aplauso::suggestions {

class SuggestionService;
class IdeaService;
class RecognitionIdeas;

/// The suggestion box (/suggestions), ideas campaigns and the generator (/ideas).
void register_routes(RouteTable& table, const SuggestionService& box, const IdeaService& ideas,
                     const RecognitionIdeas& generator);

}  // namespace aplauso::suggestions
