import { useLocation } from 'react-router';
import type { HeaderAccount } from '../../lib/header-account';
import { PageContainer } from '../ui/page-container';
import { AccountMenu } from './account-menu';
import { useShopSettings } from '../../lib/shop-settings-context';
import { BrandMark } from './brand-mark';
import { HeaderActions } from './header-actions';
import { MainNav } from './main-nav';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { navPathOf } from './nav-links';

export function SiteHeader({ account }: { account: HeaderAccount | null }) {
  const location = useLocation();
  const pathname = navPathOf(location.pathname, location.search);
  const { slogan } = useShopSettings().brand;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur-sm">
      <PageContainer className="flex h-16 items-center gap-0.5 sm:gap-3 lg:h-20">
        <MobileNavDrawer pathname={pathname} account={account} />
        <BrandMark />
        <div className="mx-auto">
          <MainNav pathname={pathname} />
        </div>
        <HeaderActions />
        {account && <AccountMenu account={account} />}
      </PageContainer>
      {/* On phones the slogan gets its own line rather than squeezing the icons. */}
      {slogan && (
        <p className="-mt-1 pb-2 text-center font-display text-xs text-ink-muted italic sm:hidden">
          {slogan}
        </p>
      )}
    </header>
  );
}
