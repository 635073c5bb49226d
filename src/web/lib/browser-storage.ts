// The browser's local and session storage, guarded once for all its users. Storage may be missing
// (the server render has no window), refuse to be read (Safari's private mode, a site-data policy)
// or refuse a write (the quota): then a read gives the caller's fallback, a write or removal is
// skipped, and the shop keeps working from memory.

export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage {
  // Reading the property itself throws where storage is blocked, and window is absent on the server.
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

function parsedOr<T>(text: string | null, parse: (text: string) => T, fallback: T): T {
  if (text === null) return fallback;
  try {
    return parse(text);
  } catch {
    return fallback; // a garbled value (bad JSON) is as good as none
  }
}

/** What `key` holds, read by `parse`; `fallback` when nothing is stored or readable. */
export function storedValue<T>(kind: StorageKind, key: string, parse: (text: string) => T, fallback: T): T {
  let text: string | null;
  try {
    text = storageOf(kind).getItem(key);
  } catch {
    return fallback;
  }
  return parsedOr(text, parse, fallback);
}

export function store(kind: StorageKind, key: string, text: string): void {
  try {
    storageOf(kind).setItem(key, text);
  } catch {
    // Full or blocked: the value is not kept past this page.
  }
}

export function forget(kind: StorageKind, key: string): void {
  try {
    storageOf(kind).removeItem(key);
  } catch {
    // Blocked: there was nothing kept to forget.
  }
}

/** A value kept in local storage, in the shape React's useSyncExternalStore reads. */
export interface StoredState<T> {
  subscribe: (listener: () => void) => () => void;
  /** Read from storage once, then held in memory: it stays right when storage refuses a write. */
  get: () => T;
  /** The server and the hydration pass cannot see storage. */
  getServer: () => T;
  set: (next: T) => void;
}

export interface StoredFormat<T> {
  parse: (text: string) => T;
  /** The text to keep, or null to remove the key. */
  text: (value: T) => string | null;
  /** Before anything is stored, and whenever storage cannot be read. */
  empty: T;
}

/** `key` in local storage as a state other tabs' changes reach. Browser only, but for `getServer`. */
export function storedState<T>(key: string, format: StoredFormat<T>): StoredState<T> {
  const { parse, text, empty } = format;
  const listeners = new Set<() => void>();
  let held: { value: T } | null = null;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    // Another tab changed the key, or cleared its storage (key null): take its version.
    if (event.key === null) held = null;
    else if (event.key === key) held = { value: parsedOr(event.newValue, parse, empty) };
    else return;
    emit();
  };

  const get = () => {
    held ??= { value: storedValue('local', key, parse, empty) };
    return held.value;
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    get,
    getServer: () => empty,
    set(next) {
      held = { value: next };
      const kept = text(next);
      if (kept === null) forget('local', key);
      else store('local', key, kept);
      emit();
    },
  };
}
