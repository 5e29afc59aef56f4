/** The record pages of a member, by their id. */
export const recordHref = (userId: string) => `/record?user_id=${encodeURIComponent(userId)}`;
export const recordCaptureHref = (userId: string) => `/record_capture?user_id=${encodeURIComponent(userId)}`;
