import { useEffect, useRef } from 'react';

const serviceWorker = () => import('../../lib/service-worker');

/**
 * Starts the service worker once the page is interactive (its code loads then, not with the page),
 * and has it forget the pages it kept whenever they would now be drawn otherwise: someone signed
 * in or out on this phone, or data saver was switched.
 */
export function OfflineSupport({ signedIn, dataSaver }: { signedIn: boolean; dataSaver: boolean }) {
  useEffect(() => {
    // Vite's dev server has no built service worker to serve.
    if (import.meta.env.PROD) void serviceWorker().then((sw) => sw.registerServiceWorker());
  }, []);
  const drawnFor = `${signedIn} ${dataSaver}`;
  const before = useRef(drawnFor);
  useEffect(() => {
    if (before.current !== drawnFor) void serviceWorker().then((sw) => sw.forgetKeptPages());
    before.current = drawnFor;
  }, [drawnFor]);
  return null;
}
