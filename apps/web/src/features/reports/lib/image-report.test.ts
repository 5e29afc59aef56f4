import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@carddogam/contract/messages';
import { debounce, imageReportError, INITIAL_CROP, UPLOAD_DEBOUNCE_MS, WEBP_QUALITY } from './image-report';

describe('§2.6 image report rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the §9 constants', () => {
    expect(INITIAL_CROP).toMatchObject({ width: 100, height: 100 });
    expect(WEBP_QUALITY).toBe(0.5);
    expect(UPLOAD_DEBOUNCE_MS).toBe(500);
  });

  it('asks for the image first, then the release nation', () => {
    expect(imageReportError(false, null)).toBe(MSG.imageRequired);
    expect(imageReportError(true, null)).toBe(MSG.imageNationRequired);
    expect(imageReportError(true, 'jp')).toBeNull();
  });

  it('sends once, 500 ms after the last of several quick clicks', () => {
    const send = vi.fn();
    const later = debounce(send, UPLOAD_DEBOUNCE_MS);
    later('a');
    vi.advanceTimersByTime(300);
    later('b');
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('b');
    later('c');
    later.cancel();
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
