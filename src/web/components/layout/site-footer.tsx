import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { brandPictures } from '../../../core/brand-images';
import { BRAND_IMAGES, LOGO_SIZE } from '../../../core/images';
import { DEFAULT_BRAND } from '../../../core/shop-settings-values';
import { FOOTER_LINK_GROUPS } from '../../content/footer-links';
import { useShopSettings } from '../../lib/shop-settings-context';
import { FacebookIcon, InstagramIcon } from '../ui/social-icons';
import { PageContainer } from '../ui/page-container';
import { DataSaverSwitch } from './data-saver-switch';
import { NewsletterForm } from './newsletter-form';

const SOCIAL_LINK =
  'inline-flex size-10 items-center justify-center rounded-full border border-earth-700 text-shea-100 transition-colors hover:border-gold-300 hover:text-gold-300';

interface SiteFooterProps {
  email: string;
  publicUrl: string;
}

export function SiteFooter({ email, publicUrl }: SiteFooterProps) {
  const siteHost = publicUrl.replace(/^https?:\/\//, '');
  const { store, brand } = useShopSettings();
  const uploaded = brandPictures(brand.logo).logo;
  return (
    <footer className="on-dark mt-section bg-earth-950 text-shea-200">
      <PageContainer className="grid gap-10 py-14 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-3">
          {/* The owner's logo on a light plate (it is drawn for the light header); the shipped
              drawing spells SPEC's name, so another name without a logo is set in letters. */}
          {uploaded ? (
            <span className="inline-flex rounded-control bg-shea-50 p-2">
              <img
                src={uploaded.src}
                alt={brand.shopName}
                width={uploaded.width}
                height={uploaded.height}
                loading="lazy"
                className="h-10 w-auto max-w-full object-contain"
              />
            </span>
          ) : brand.shopName === DEFAULT_BRAND.shopName ? (
            <img
              src={BRAND_IMAGES.logoOnDark}
              alt={brand.shopName}
              width={LOGO_SIZE.width}
              height={LOGO_SIZE.height}
              loading="lazy"
              className="h-10 w-auto font-display text-2xl font-semibold text-shea-50"
            />
          ) : (
            <p className="font-display text-2xl font-semibold text-shea-50">{brand.shopName}</p>
          )}
          {brand.slogan && <p className="mt-3 font-display text-gold-300 italic">{brand.slogan}</p>}
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Pure African shea butter, whipped by hand in small batches for skin and hair that feel cared for.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Follow us">
            <li>
              <a href={store.instagramUrl} target="_blank" rel="noopener noreferrer" className={SOCIAL_LINK}>
                <InstagramIcon />
                <span className="sr-only">Instagram (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={store.facebookUrl} target="_blank" rel="noopener noreferrer" className={SOCIAL_LINK}>
                <FacebookIcon />
                <span className="sr-only">Facebook (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>

        <nav
          id="site-footer-nav"
          aria-label="Footer"
          className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-5"
        >
          {FOOTER_LINK_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="font-sans text-sm font-semibold tracking-wide text-shea-50 uppercase">
                {group.title}
              </h2>
              <ul className="mt-3 space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="inline-block py-1 text-sm hover:text-gold-300 hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section aria-labelledby="newsletter-heading" className="lg:col-span-4">
          <h2 id="newsletter-heading" className="text-xl text-shea-50">
            Join our community
          </h2>
          <p className="mt-2 mb-4 text-sm leading-relaxed">
            Skin-care rituals, new arrivals and members-only offers, straight to your inbox.
          </p>
          <NewsletterForm />
        </section>
      </PageContainer>

      <div className="border-t border-earth-800">
        <PageContainer className="flex flex-col gap-3 pt-6 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between sm:pb-6 sm:pr-24">
          <p>
            © {new Date().getFullYear()} {brand.legalName || brand.shopName}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <DataSaverSwitch />
            <a
              href={`mailto:${email}`}
              className="inline-flex items-center gap-2 hover:text-gold-300 hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {email}
            </a>
            <a href={publicUrl} className="hover:text-gold-300 hover:underline">
              {siteHost}
            </a>
          </div>
        </PageContainer>
      </div>
    </footer>
  );
}
