// The route table of evaluations (the handlers follow in the next commit; contract first).
#if 0
  table.add(Method::kGet, "/org/evaluations/templates", ...);
  table.add(Method::kGet, "/org/evaluations/cycles", ...);
  table.add(Method::kPost, "/org/evaluations/cycles", ...);
  table.add(Method::kGet, "/org/evaluations/cycles/{cycle_id}", ...);
  table.add(Method::kPatch, "/org/evaluations/cycles/{cycle_id}", ...);
  table.add(Method::kDelete, "/org/evaluations/cycles/{cycle_id}", ...);
  table.add(Method::kPut, "/org/evaluations/cycles/{cycle_id}/forms/{direction}", ...);
  table.add(Method::kGet, "/org/evaluations/cycles/{cycle_id}/participants", ...);
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/participants", ...);
  table.add(Method::kDelete, "/org/evaluations/participants/{participant_id}", ...);
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/launch", ...);
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/advance", ...);
  table.add(Method::kPost, "/org/evaluations/reviews/{review_id}/reopen", ...);
  table.add(Method::kPut, "/org/evaluations/participants/{participant_id}/leader", ...);
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/remind", ...);
  table.add(Method::kGet, "/org/evaluations/cycles/{cycle_id}/export", ...);
  table.add(Method::kGet, "/org/evaluations/cycles/{cycle_id}/calibration", ...);
  table.add(Method::kPut, "/org/evaluations/participants/{participant_id}/rating", ...);
  table.add(Method::kGet, "/org/evaluations/participants/{participant_id}/history", ...);
  table.add(Method::kPost, "/org/evaluations/cycles/{cycle_id}/share", ...);
  table.add(Method::kGet, "/evaluations", ...);
  table.add(Method::kGet, "/evaluations/reviews/{review_id}", ...);
  table.add(Method::kPut, "/evaluations/reviews/{review_id}", ...);
  table.add(Method::kPost, "/evaluations/reviews/{review_id}/submit", ...);
  table.add(Method::kPost, "/evaluations/reviews/{review_id}/decline", ...);
  table.add(Method::kGet, "/evaluations/reviews/{review_id}/evidence", ...);
  table.add(Method::kGet, "/evaluations/participants/{participant_id}/nominations", ...);
  table.add(Method::kPost, "/evaluations/participants/{participant_id}/nominations", ...);
  table.add(Method::kPost, "/evaluations/nominations/{nomination_id}/approve", ...);
  table.add(Method::kPost, "/evaluations/nominations/{nomination_id}/reject", ...);
  table.add(Method::kPost, "/evaluations/nominations/{nomination_id}/decline", ...);
  table.add(Method::kGet, "/evaluations/participants/{participant_id}/packet", ...);
  table.add(Method::kPost, "/evaluations/participants/{participant_id}/share", ...);
  table.add(Method::kPost, "/evaluations/participants/{participant_id}/acknowledge", ...);
  table.add(Method::kGet, "/evaluations/participants/{participant_id}/packet.pdf", ...);
#endif
