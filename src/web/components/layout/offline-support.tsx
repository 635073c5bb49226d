import { useEffect, useRef } from 'react';

const serviceWorker = () => import('../../lib/service-worker');

/**
 * Starts the service worker once the page is interactive (its code loads then, not with the page),
 * and has it forget the pages it kept whenever someone signs in or out on this phone.
 */
export function OfflineSupport({ signedIn }: { signedIn: boolean }) {
  useEffect(() => {
    // Vite's dev server has no built service worker to serve.
    if (import.meta.env.PROD) void serviceWorker().then((sw) => sw.registerServiceWorker());
  }, []);
  const before = useRef(signedIn);
  useEffect(() => {
    if (before.current !== signedIn) void serviceWorker().then((sw) => sw.forgetKeptPages());
    before.current = signedIn;
  }, [signedIn]);
  return null;
}
