type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-earth-700 text-shea-50 hover:bg-earth-800 active:bg-earth-900',
  secondary: 'border border-earth-700 bg-surface/60 text-earth-700 hover:bg-shea-200',
  ghost: 'text-earth-700 underline-offset-4 hover:underline',
};

const SIZES: Record<Size, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
};

/** Class names for anything that looks like a button (a real button or a link). */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
