import frauncesDisplay from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';
import { useEffect, useMemo, useState } from 'react';
import stylesheet from './app.css?url';
import interVariable from './fonts/inter-latin-wght-400-700.woff2?url';
import {
  isRouteErrorResponse,
  type LinkDescriptor,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { brandPictures, type BrandPictures } from '../core/brand-images';
import { OFFLINE_PAGE } from '../core/offline-pages';
import { THEME_COLOR } from '../core/web-manifest';
import type { Route } from './+types/root';
import { NotFoundPage } from './components/errors/not-found-page';
import { ErrorPage } from './components/errors/error-page';
import { ConnectionNotices } from './components/layout/connection-notices';
import { OfflineSupport } from './components/layout/offline-support';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { WhatsAppButton } from './components/layout/whatsapp-button';
import { CartProvider } from './lib/cart-context';
import { CartSheetLoader } from './components/cart/cart-sheet-loader';
import { CurrencyProvider } from './lib/currency-context';
import { ShopSettingsProvider } from './lib/shop-settings-context';
import { defaultSettings, toPublicSettings } from '../core/shop-settings-values';
import { shownAnnouncement } from '../core/content-pages';
import { AnnouncementBar } from './components/ui/announcement-bar';
import { Toaster } from './components/ui/toast';
import { useHydrated } from './components/ui/use-hydrated';
import { WishlistProvider } from './lib/wishlist-context';
import { currencyFromCookieHeader } from '../core/currency-cookie';
import { offeredCurrency } from '../core/offered-currencies';
import { getUser } from './lib/auth.server';
import { DATA_SAVER_COOKIE, HYDRATED_ATTRIBUTE, wantsDataSaver } from '../core/data-saver';
import { DataSaverContext, type DataSaver } from './lib/data-saver-context';
import { rememberInCookie } from './lib/preference-cookie';
import { headerAccount } from './lib/header-account';
import { brandOf } from './lib/meta';
import { brandColourStyle } from './lib/brand-style';

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of the head, ahead of the dozens of
  // module preloads it hoists there: on a slow connection the one render-blocking file goes first.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' } as LinkDescriptor,
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/** The tab's and the home screen's icons: the owner's logo's once uploaded (BrandIcons below). */
function BrandIcons({ pictures }: { pictures: BrandPictures }) {
  return (
    <>
      {pictures.svgIcon && <link rel="icon" href={pictures.svgIcon} type="image/svg+xml" />}
      <link rel="icon" href={pictures.favicon32} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={pictures.appleTouchIcon} />
    </>
  );
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page Not Found' : status === 403 ? 'Not Available' : 'Something went wrong';
  return [{ title: `${title} | ${brandOf(matches).shopName}` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { maxLineQuantity, unpaidUnitsPerProduct } = context.services.orders.limits;
  const settings = toPublicSettings(await context.services.settings.read(), {
    perOrder: maxLineQuantity,
    unpaid: unpaidUnitsPerProduct,
  });
  const content = await context.services.content.published();
  return {
    shop: { email: settings.store.email, whatsappNumber: settings.store.whatsappNumber },
    /** The owner's settings every page may quote (kept in memory until the owner saves). */
    settings,
    // Decided per request from the kept content: the page cache keeps a page no longer than
    // until the bar's next start or end (server/pages/register.ts), so a shared page honours the dates.
    announcement: shownAnnouncement(content.announcement, new Date()),
    publicUrl: context.publicUrl,
    // Read on the server so the first paint already shows the shopper's currency. Nothing else
    // about an anonymous shopper is read here: pages stay the same for all of them, and cacheable.
    // A currency the owner switched off since the shopper chose it shows as KES.
    currency: offeredCurrency(
      currencyFromCookieHeader(request.headers.get('Cookie')),
      settings.currencies.enabled,
    ),
    // Like the currency, read here so the first paint is already light; the page cache keys by it.
    dataSaver: wantsDataSaver(request.headers.get('Cookie'), request.headers.get('Save-Data')),
    // The offline page is kept on the phone for whoever uses it next: it names nobody.
    account: new URL(request.url).pathname === OFFLINE_PAGE ? null : headerAccount(getUser({ context })),
  };
}

// The root data seeds client state (currency) that the browser keeps up to date itself;
// signing in or out changes it (a form posted to /login or /logout), and so does the owner's save
// of the settings every page quotes (the shop's name, colour, contact details).
export function shouldRevalidate({ formMethod, formAction }: ShouldRevalidateFunctionArgs) {
  if (!formMethod || formMethod.toUpperCase() === 'GET' || !formAction) return false;
  const path = new URL(formAction, 'http://shop.invalid').pathname;
  return path === '/login' || path === '/logout' || path === '/admin/settings';
}

// Used when the root loader itself failed, so the shell can still render.
const FALLBACK_SETTINGS = toPublicSettings(defaultSettings());
const FALLBACK_SHOP = {
  email: FALLBACK_SETTINGS.store.email,
  whatsappNumber: FALLBACK_SETTINGS.store.whatsappNumber,
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const shop = data?.shop ?? FALLBACK_SHOP;
  // The owner's console is a place to work: no shoppers' footer or chat button over its lists.
  const { pathname } = useLocation();
  const inConsole = /^\/admin(\/|$)/.test(pathname);
  // The rider's drop page stands alone (DESIGN §10): no shop chrome around one parcel's details.
  const standalone = /^\/deliver\/[^/]+$/.test(pathname);
  // The switch's choice in this page's life; until then what the server read.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const dataSaver = useMemo<DataSaver>(
    () => ({
      on: chosen ?? data?.dataSaver ?? false,
      choose: (on) => {
        rememberInCookie(DATA_SAVER_COOKIE, on ? 'on' : 'off');
        setChosen(on);
      },
    }),
    [chosen, data?.dataSaver],
  );
  return (
    <DataSaverContext.Provider value={dataSaver}>
      {/* Data saver draws text in the phone's own fonts (app.css), so none is downloaded. */}
      <html
        lang="en"
        data-saver={dataSaver.on ? '' : undefined}
        style={brandColourStyle((data?.settings ?? FALLBACK_SETTINGS).brand.mainColour)}
      >
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={THEME_COLOR} />
          <Meta />
          <Links />
          <BrandIcons pictures={brandPictures((data?.settings ?? FALLBACK_SETTINGS).brand.logo)} />
          {/* The body text (every weight, one file) and the headline font are needed for the first paint. */}
          {!dataSaver.on && (
            <>
              <link rel="preload" href={interVariable} as="font" type="font/woff2" crossOrigin="anonymous" />
              <link
                rel="preload"
                href={frauncesDisplay}
                as="font"
                type="font/woff2"
                crossOrigin="anonymous"
              />
            </>
          )}
        </head>
        <body className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-full bg-earth-700 px-4 py-2 text-shea-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          <ShopSettingsProvider settings={data?.settings ?? FALLBACK_SETTINGS}>
            <WishlistProvider>
              <CurrencyProvider initialCurrency={data?.currency ?? 'KES'}>
                <CartProvider>
                  <ConnectionNotices />
                  {!inConsole && !standalone && data?.announcement && (
                    <AnnouncementBar {...data.announcement} />
                  )}
                  {!standalone && <SiteHeader account={data?.account ?? null} />}
                  <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                    {children}
                  </main>
                  {!inConsole && !standalone && (
                    <SiteFooter email={shop.email} publicUrl={data?.publicUrl ?? '/'} />
                  )}
                  {!inConsole && !standalone && <WhatsAppButton whatsappNumber={shop.whatsappNumber} />}
                  {!standalone && <CartSheetLoader />}
                  <Toaster />
                  <HydrationMarker />
                  <OfflineSupport signedIn={Boolean(data?.account)} dataSaver={dataSaver.on} />
                </CartProvider>
              </CurrencyProvider>
            </WishlistProvider>
          </ShopSettingsProvider>
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </DataSaverContext.Provider>
  );
}

/** Present once the page is interactive, so browser tests know when clicks will be handled. */
function HydrationMarker() {
  return useHydrated() ? <span {...{ [HYDRATED_ATTRIBUTE]: '' }} hidden /> : null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page's data could not be fetched for want of a connection: load it as a whole page, which
  // the service worker answers with the kept copy or the offline page.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return <OfflineReload />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorPage title="Not available to your account">
        {typeof error.data === 'string' ? error.data : 'This page is not available to your account.'} If you
        think you should have access, please get in touch.
      </ErrorPage>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorPage status={status} details={details} />;
}

function OfflineReload() {
  useEffect(() => {
    if (navigator.serviceWorker?.controller) window.location.reload();
  }, []);
  return (
    <ErrorPage title="You are offline">
      This page could not be loaded without a connection. It opens as soon as you are back online.
    </ErrorPage>
  );
}
