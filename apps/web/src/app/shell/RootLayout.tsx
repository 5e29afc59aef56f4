import { AdsSettingsProvider } from '../../features/banners';
import { AppLayout } from './AppLayout';
import { IpBlockedScreen } from './IpBlockedScreen';
import { useIpBanned } from './ip-ban';

/** The root route: a banned visitor sees only the blocking message; everyone else gets the site. */
export function RootLayout() {
  const banned = useIpBanned();
  if (banned) return <IpBlockedScreen />;
  return (
    <AdsSettingsProvider>
      <AppLayout />
    </AdsSettingsProvider>
  );
}
