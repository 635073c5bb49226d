// The connection as pages show it: online or not, and whether a newer build of the shop is
// installed and waiting, with how to switch to it (set by lib/service-worker.ts once the page is
// interactive). Kept tiny: every page's first script carries it.
import { useSyncExternalStore } from 'react';

let activate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerNewVersion(switchToIt: () => void): void {
  activate = switchToIt;
  for (const listener of listeners) listener();
}

/** The function that reloads into the new version, or null while none is waiting. */
export function useNewVersion(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => activate,
    () => null,
  );
}

/** Online or not, as the browser knows it; true in the server render. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}
