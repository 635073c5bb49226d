// A graceful hand seen from the back, fingers together and pointing left, with its forearm
// running off to the right. Drawn with the wrist at (0, 0); about 560 px long.

import { darken, lighten } from '../color';
import { n, type Ids } from '../svg-doc';

export function handDefs(id: Ids, skin: string): string {
  return (
    `<linearGradient id="${id('handSkin')}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${lighten(skin, 0.16)}"/><stop offset="0.55" stop-color="${skin}"/><stop offset="1" stop-color="${darken(skin, 0.3)}"/></linearGradient>` +
    `<linearGradient id="${id('fingerSkin')}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${lighten(skin, 0.1)}"/><stop offset="1" stop-color="${darken(skin, 0.22)}"/></linearGradient>`
  );
}

/** One finger from its knuckle at (x, y), `length` long, bending down by `droop` degrees. */
function finger(
  id: Ids,
  x: number,
  y: number,
  length: number,
  width: number,
  droop: number,
  skin: string,
): string {
  const w = width / 2;
  const tip = width * 0.42;
  const shape =
    `M0 ${-w} C${n(-length * 0.5)} ${n(-w * 1.02)} ${n(-length + tip * 1.2)} ${n(-tip)} ${n(-length + tip * 0.6)} ${n(-tip)} ` +
    `Q${n(-length)} ${n(-tip * 0.9)} ${n(-length)} 0 Q${n(-length)} ${n(tip * 0.95)} ${n(-length + tip * 0.7)} ${n(tip)} ` +
    `C${n(-length * 0.5)} ${n(w * 0.98)} ${n(-length * 0.2)} ${n(w)} 0 ${n(w)}Z`;
  const nail =
    `<path d="M${n(-length + tip * 0.5)} ${n(-tip * 0.75)} Q${n(-length + tip * 0.05)} 0 ${n(-length + tip * 0.5)} ${n(tip * 0.6)} ` +
    `L${n(-length + tip * 2.1)} ${n(tip * 0.55)} Q${n(-length + tip * 2.4)} 0 ${n(-length + tip * 2.1)} ${n(-tip * 0.7)}Z" fill="${lighten(skin, 0.3)}" opacity="0.55"/>`;
  const joints =
    `<path d="M${n(-length * 0.36)} ${n(-w * 0.5)} q-4 ${n(w * 0.5)} 0 ${n(w)} M${n(-length * 0.68)} ${n(-w * 0.45)} q-3 ${n(w * 0.45)} 0 ${n(w * 0.9)}" ` +
    `stroke="${darken(skin, 0.35)}" stroke-opacity="0.35" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(-droop)})">` +
    `<path d="${shape}" fill="url(#${id('fingerSkin')})"/>` +
    `<path d="${shape}" fill="none" stroke="${darken(skin, 0.3)}" stroke-opacity="0.45" stroke-width="1.6"/>` +
    nail +
    joints +
    `</g>`
  );
}

export function hand(id: Ids, skin: string): string {
  // Fingers far to near: little finger at the back, index finger at the front. Seen from the
  // thumb side, they lie close together, the far ones curling down a little more.
  const fingers = [
    finger(id, -150, -30, 128, 24, 16, skin),
    finger(id, -160, -16, 164, 26, 11, skin),
    finger(id, -164, 0, 182, 27, 7, skin),
    finger(id, -160, 16, 172, 27, 4, skin),
  ].join('');
  // The back of the hand runs out over the finger roots in a soft point, so there is no seam.
  const back =
    'M520 -58 C360 -60 160 -48 40 -44 C-40 -48 -110 -48 -150 -40 C-176 -34 -200 -10 -196 6 ' +
    'C-190 20 -176 28 -160 32 C-120 42 -40 46 40 44 C160 56 360 66 520 70Z';
  const thumb =
    `<path d="M-40 28 C-80 34 -120 40 -146 44 C-162 47 -160 62 -144 62 C-110 60 -64 56 -20 48Z" fill="url(#${id('fingerSkin')})" ` +
    `stroke="${darken(skin, 0.3)}" stroke-opacity="0.45" stroke-width="1.6"/>` +
    `<path d="M-150 48 Q-158 54 -150 59 L-134 58 Q-136 50 -142 47Z" fill="${lighten(skin, 0.3)}" opacity="0.5"/>`;
  const knuckles =
    `<path d="M-150 -36 q-8 3 -12 10 M-164 -20 q-8 3 -12 10 M-172 -4 q-8 3 -12 10" stroke="${darken(skin, 0.3)}" stroke-opacity="0.3" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    `<path d="M-120 -40 C-60 -44 40 -40 200 -48" stroke="${lighten(skin, 0.35)}" stroke-opacity="0.4" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    // Tendons and the wrist bone, barely there.
    `<path d="M-10 -24 C-50 -28 -90 -28 -130 -24 M-10 -6 C-60 -8 -100 -4 -140 0" stroke="${darken(skin, 0.2)}" stroke-opacity="0.16" stroke-width="3" fill="none"/>` +
    `<ellipse cx="30" cy="-32" rx="12" ry="7" fill="${lighten(skin, 0.25)}" opacity="0.35"/>`;
  return thumb + fingers + `<path d="${back}" fill="url(#${id('handSkin')})"/>` + knuckles;
}
