import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adsSettingsQuery } from '../api/banner-queries';

/** The ads-banner settings loaded at start (§2.1): which placements show a banner. */
export interface AdsSettings {
  isShown: (placement: string) => boolean;
}

/** Until the settings arrive, or if they cannot be loaded, no banner shows. */
const NOTHING_SHOWN: AdsSettings = { isShown: () => false };

const AdsSettingsContext = createContext<AdsSettings>(NOTHING_SHOWN);

export function AdsSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(adsSettingsQuery);
  const settings = useMemo<AdsSettings>(() => {
    if (!data) return NOTHING_SHOWN;
    const shown = new Set(data.filter((row) => row.is_show === 1).map((row) => row.type));
    return { isShown: (placement) => shown.has(placement) };
  }, [data]);
  return <AdsSettingsContext.Provider value={settings}>{children}</AdsSettingsContext.Provider>;
}

export function useAdsSettings(): AdsSettings {
  return useContext(AdsSettingsContext);
}
