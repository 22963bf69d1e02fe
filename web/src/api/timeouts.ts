// Request time limits of spec §9, in milliseconds.

/** Default limit of every call. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Post feed pages (GET /post, GET /post/{id}). */
export const FEED_TIMEOUT_MS = 15_000;
/** Admin communications list (GET /admin/communications). */
export const ADMIN_COMMUNICATIONS_TIMEOUT_MS = 60_000;
/** Profile photo blob (GET /user/profile-photo/downgrade/{id}). */
export const PROFILE_PHOTO_TIMEOUT_MS = 10_000;
