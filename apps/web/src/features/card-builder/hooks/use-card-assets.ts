import { useEffect, useMemo, useState } from 'react';
import { ENERGY_ICON_TYPES, type EnergyIconType } from '../../../components/card/energy/energy-types';
import { energySvgDataUrl } from '../lib/energy-svg';
import type { CardAssets } from '../lib/render-card';

/** The symbols are drawn at up to 48 px; a 96 px source stays sharp on the 2× card. */
const ICON_SOURCE_SIZE = 96;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('decode'));
    image.src = src;
  });
}

/** The energy symbols as images, each added once it has loaded. */
function useEnergyIcons(): CardAssets['icons'] {
  const [icons, setIcons] = useState<CardAssets['icons']>({});
  useEffect(() => {
    let live = true;
    for (const type of ENERGY_ICON_TYPES) {
      loadImage(energySvgDataUrl(type, ICON_SOURCE_SIZE))
        .then((image) => {
          if (live) setIcons((current) => ({ ...current, [type as EnergyIconType]: image }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, []);
  return icons;
}

/** The picture of the card, or null until (or unless) it loads. */
function useArtImage(src: string | null): CardAssets['art'] {
  const [art, setArt] = useState<{ src: string; value: CardAssets['art'] } | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    loadImage(src)
      .then((image) => {
        if (live) setArt({ src, value: { image, width: image.naturalWidth, height: image.naturalHeight } });
      })
      .catch(() => {
        if (live) setArt({ src, value: null });
      });
    return () => {
      live = false;
    };
  }, [src]);
  return src && art?.src === src ? art.value : null;
}

/** The site's font stack as the page body uses it, so the card's Hangul looks like the rest of the site. */
function pageFontFamily(): string {
  const family = typeof document === 'undefined' ? '' : getComputedStyle(document.body).fontFamily;
  return family || 'sans-serif';
}

/**
 * Web fonts load by the characters a page shows (Pretendard comes in subsets), and a canvas does not wait
 * for them: the card is drawn again whenever fonts finish loading, after asking for the faces its texts need.
 */
function useFontVersion(text: string, family: string): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const fonts = document.fonts as FontFaceSet | undefined;
    if (!fonts?.addEventListener) return;
    const bump = () => setVersion((v) => v + 1);
    fonts.addEventListener('loadingdone', bump);
    return () => fonts.removeEventListener('loadingdone', bump);
  }, []);
  useEffect(() => {
    const fonts = document.fonts as FontFaceSet | undefined;
    if (typeof fonts?.load !== 'function' || !text) return;
    let live = true;
    Promise.all([fonts.load(`700 40px ${family}`, text), fonts.load(`400 24px ${family}`, text)])
      .then((faces) => {
        if (live && faces.some((list) => list.length > 0)) setVersion((v) => v + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, family]);
  return version;
}

/** Everything the canvas paints with besides the draft, and a number that changes when it should repaint. */
export function useCardAssets(
  artSrc: string | null,
  text: string,
): { assets: CardAssets; fontVersion: number } {
  const icons = useEnergyIcons();
  const art = useArtImage(artSrc);
  const [fontFamily] = useState(pageFontFamily);
  const fontVersion = useFontVersion(text, fontFamily);
  const assets = useMemo(() => ({ icons, art, fontFamily }), [icons, art, fontFamily]);
  return { assets, fontVersion };
}
