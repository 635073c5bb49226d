// A stand-in catalogue covering every packaging kind, for previewing the drawings while the real
// seed list (src/server/db/seed/products.ts) is being written, and for the generator's own test.

import type { ImageProduct } from './image-product';

export const SAMPLE_PRODUCTS: ImageProduct[] = [
  {
    slug: 'whipped-shea-body-butter',
    name: 'Whipped Shea Body Butter',
    size: '250 g',
    packaging: 'jar',
    palette: { body: '#8a4b1f', lid: '#c49a4a', label: '#f7efe0', labelText: '#3d2616', contents: '#f1e2bf' },
  },
  {
    slug: 'overnight-repair-balm',
    name: 'Shea & Marula Overnight Repair Balm',
    size: '50 g',
    packaging: 'jar',
    palette: { body: '#efe7da', lid: '#3d2616', label: '#3d2616', labelText: '#f3e4c4', contents: '#f2e3c0' },
  },
  {
    slug: 'raw-unrefined-shea-butter',
    name: 'Raw Unrefined Shea Butter',
    size: '500 g',
    packaging: 'tub',
    palette: { body: '#e6d6b8', lid: '#5b3a24', label: '#4a2e1a', labelText: '#f1dfb8', contents: '#ecd9a6' },
  },
  {
    slug: 'shea-baobab-face-serum',
    name: 'Shea & Baobab Face Serum',
    size: '30 ml',
    packaging: 'dropper',
    palette: { body: '#7a431c', lid: '#2c2420', label: '#efe6d4', labelText: '#3b2a1e', contents: '#d9a441' },
  },
  {
    slug: 'shea-coconut-hair-oil',
    name: 'Shea & Coconut Hair Oil',
    size: '100 ml',
    packaging: 'bottle',
    palette: { body: '#2f4a3a', lid: '#c49a4a', label: '#f4ecdc', labelText: '#2f4a3a', contents: '#e8c66a' },
  },
  {
    slug: 'shea-hand-cream',
    name: 'Shea Hand Cream',
    size: '75 ml',
    packaging: 'tube',
    palette: { body: '#f1e7d6', lid: '#7d9468', label: '#7d9468', labelText: '#fbf7ee', contents: '#f6eedf' },
  },
  {
    slug: 'heritage-gift-set',
    name: 'The Heritage Ritual Gift Set',
    size: '3 pieces',
    packaging: 'box',
    palette: { body: '#4a2e1a', lid: '#3d2616', label: '#f5ecd9', labelText: '#3d2616', contents: '#c49a4a' },
  },
  {
    slug: 'lavender-shea-soap',
    name: 'Lavender Shea Soap',
    size: '120 g',
    packaging: 'bar',
    palette: { body: '#d8c3a0', lid: '#6b4226', label: '#f7efe0', labelText: '#4a3626', contents: '#cdbfdc' },
  },
  {
    slug: 'shea-body-lotion',
    name: 'Shea Body Lotion',
    size: '250 ml',
    packaging: 'pump',
    palette: { body: '#b5c4a3', lid: '#f4efe6', label: '#fbf7ef', labelText: '#41513a', contents: '#f6efe2' },
  },
];
