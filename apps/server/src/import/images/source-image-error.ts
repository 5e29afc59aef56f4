/** A source picture that could not be fetched or decoded; the message is the operator's summary line. */
export class SourceImageError extends Error {}
