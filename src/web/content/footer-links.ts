export interface FooterLinkGroup {
  title: string;
  links: { href: string; label: string }[];
}

/** SPEC §2 footer links, grouped the way shoppers look for them. */
export const FOOTER_LINK_GROUPS: FooterLinkGroup[] = [
  {
    title: 'Shop',
    links: [
      { href: '/products', label: 'All Products' },
      { href: '/#benefits', label: 'Our Benefits' },
      { href: '/login', label: 'Reseller Portal' },
      { href: '/resellers', label: 'Become a Reseller' },
    ],
  },
  {
    title: 'Help',
    links: [
      { href: '/track-order', label: 'Track Order' },
      { href: '/shipping-info', label: 'Shipping Information' },
      { href: '/return-policy', label: 'Return Policy' },
      { href: '/faq', label: 'FAQ' },
      { href: '/privacy', label: 'Privacy Policy' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/contact', label: 'Contact Us' },
    ],
  },
];
