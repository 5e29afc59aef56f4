// The banner placements of §2.22, for the shell, the pages and the screens that show one.
export { bannerKeys } from './api/keys';
export { AdsSettingsProvider } from './components/ads-settings';
export { Banner } from './components/Banner';
export { LazyEventBanner as EventBanner } from './components/LazyEventBanner';
