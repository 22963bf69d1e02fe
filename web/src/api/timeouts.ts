// The default request time limit of spec §9, in milliseconds. The limits spec §9 gives one
// module's calls (post feeds 15 s, the admin communications list 60 s, a profile photo 10 s) are
// beside those calls, in the module's api/.

/** Default limit of every call. */
export const REQUEST_TIMEOUT_MS = 30_000;
