/** A member's 명함 page, the address that is shared (its HTML carries the 명함 picture as og:image). */
export const businessCardHref = (userId: string) => `/businesscard?user_id=${encodeURIComponent(userId)}`;
