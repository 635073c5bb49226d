// A small full-length figure: a woman walking with a basket of shea nuts on her head, in a long
// printed wrap. Drawn with her feet at (0, 0); she stands about 420 px tall.

import { darken, lighten } from '../color';

export interface WalkerColours {
  skin: string;
  dress: string;
  wrap: string;
  basket: string;
}

export function walkingWoman(c: WalkerColours): string {
  const skinShade = darken(c.skin, 0.25);
  const dress = 'M-36 -268 C-44 -210 -50 -150 -70 -8 Q0 4 74 -8 C56 -150 46 -210 38 -268 Q0 -278 -36 -268Z';
  const hemBands =
    `<path d="M-66 -40 Q0 -30 70 -40 M-63 -60 Q0 -50 67 -60" stroke="${c.wrap}" stroke-width="8" fill="none"/>` +
    `<path d="M-40 -190 Q0 -180 42 -190" stroke="${c.wrap}" stroke-width="10" fill="none"/>`;
  // The fold of the wrap where it crosses, and the lift of the stride.
  const folds = `<path d="M10 -186 C20 -130 30 -70 46 -10 M-14 -150 C-20 -100 -30 -60 -40 -10" stroke="${darken(c.dress, 0.3)}" stroke-opacity="0.6" stroke-width="3" fill="none"/>`;
  const basket =
    `<path d="M-70 -372 Q0 -360 70 -372 C64 -340 40 -326 0 -326 C-40 -326 -64 -340 -70 -372Z" fill="${c.basket}"/>` +
    `<path d="M-64 -358 Q0 -346 64 -358 M-56 -342 Q0 -332 56 -342" stroke="${darken(c.basket, 0.35)}" stroke-width="3" fill="none"/>` +
    `<path d="M-60 -372 C-50 -396 -20 -402 0 -400 C24 -404 52 -394 62 -372Z" fill="#6e4122"/>` +
    `<circle cx="-30" cy="-384" r="9" fill="#8a5a35"/><circle cx="-6" cy="-392" r="9" fill="#7a4b2a"/><circle cx="20" cy="-388" r="9" fill="#8a5a35"/><circle cx="40" cy="-378" r="8" fill="#7a4b2a"/>` +
    `<path d="M-70 -372 Q0 -360 70 -372" stroke="${lighten(c.basket, 0.3)}" stroke-width="4" fill="none"/>`;
  return (
    // Legs and feet under the hem, mid-stride.
    `<path d="M-24 -10 L-34 -2 M22 -10 L36 -4" stroke="${skinShade}" stroke-width="12" stroke-linecap="round"/>` +
    // The arm down, behind the body.
    `<path d="M-34 -258 C-50 -220 -54 -190 -50 -150" stroke="${skinShade}" stroke-width="15" stroke-linecap="round" fill="none"/>` +
    `<path d="${dress}" fill="${c.dress}"/>` +
    hemBands +
    folds +
    `<rect x="-9" y="-296" width="18" height="32" fill="${skinShade}"/>` +
    `<ellipse cx="0" cy="-312" rx="22" ry="27" fill="${c.skin}"/>` +
    `<path d="M8 -330 Q20 -318 14 -300" stroke="${skinShade}" stroke-width="3" fill="none" opacity="0.5"/>` +
    // A flat cloth ring under the basket.
    `<ellipse cx="0" cy="-336" rx="28" ry="9" fill="${c.wrap}"/>` +
    basket +
    // The arm raised to steady the basket.
    `<path d="M34 -258 C60 -280 70 -310 56 -350" stroke="${c.skin}" stroke-width="15" stroke-linecap="round" fill="none"/>`
  );
}
