// What the deck screens show from the deck settings: the notices, the offered tags and seasons, and the
// builder's standard check. The setting screens themselves are loaded by the route table.
export { DeckNotices } from './components/DeckNotices';
export { OfferedTags } from './components/OfferedTags';
export { SeasonInput } from './components/SeasonInput';
export { StandardLegalityNotice } from './components/StandardLegalityNotice';
