/**
 * localStorage that never throws: private browsing, a full quota or a value written by an older version
 * must not break a page, so failures read as "nothing stored" and writes are best effort.
 */

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  try {
    const storage = store();
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** Every stored key, for clean-ups by prefix. */
export function listKeys(): string[] {
  const storage = store();
  if (!storage) return [];
  try {
    return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}
