// A face seen from the front: an egg-shaped head lit from our left, with closed or open eyes,
// a broad nose and full lips. Drawn around the head's centre at (0, 0); the face is 228 px tall.

import { darken, lighten, mix } from '../color';
import type { Ids } from '../svg-doc';
import type { Person } from './person';

export const FACE_OUTLINE =
  'M0 -112 C52 -112 84 -82 86 -32 C88 8 82 48 62 78 C44 102 24 116 0 117 ' +
  'C-24 116 -44 102 -62 78 C-82 48 -88 8 -86 -32 C-84 -82 -52 -112 0 -112Z';

export function skinDefs(id: Ids, skin: string): string {
  return (
    `<linearGradient id="${id('skin')}" x1="0" y1="0" x2="1" y2="0.25">` +
    `<stop offset="0" stop-color="${lighten(skin, 0.16)}"/><stop offset="0.45" stop-color="${skin}"/>` +
    `<stop offset="1" stop-color="${darken(skin, 0.28)}"/></linearGradient>` +
    `<radialGradient id="${id('glow')}" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="#ffe6c4" stop-opacity="0.35"/><stop offset="1" stop-color="#ffe6c4" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id('blush')}" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="#c0503c" stop-opacity="0.28"/><stop offset="1" stop-color="#c0503c" stop-opacity="0"/></radialGradient>`
  );
}

function eyes(person: Person, lash: string): string {
  if (person.eyes === 'closed') {
    // Lowered lids: a soft downward curve with a few lashes, the look of someone at ease.
    const eye = (dir: number) =>
      `<path d="M${dir * 58} -4 Q${dir * 37} 9 ${dir * 15} -3" stroke="${lash}" stroke-width="3.6" fill="none" stroke-linecap="round"/>` +
      `<path d="M${dir * 52} 1 l${dir * 5} 6 M${dir * 44} 4 l${dir * 3} 7 M${dir * 36} 5 l${dir * 1} 7" stroke="${lash}" stroke-width="2" stroke-linecap="round"/>` +
      `<path d="M${dir * 56} -10 Q${dir * 37} -2 ${dir * 17} -9" stroke="${darken(person.skin, 0.35)}" stroke-opacity="0.45" stroke-width="2" fill="none"/>`;
    return eye(-1) + eye(1);
  }
  const eye = (dir: number) => {
    const almond = `M${dir * 60} -2 Q${dir * 38} -20 ${dir * 14} -4 Q${dir * 38} 10 ${dir * 60} -2Z`;
    return (
      `<path d="${almond}" fill="#f4ece2"/>` +
      `<circle cx="${dir * 36}" cy="-4" r="10.5" fill="#2a160c"/>` +
      `<circle cx="${dir * 36}" cy="-4" r="5" fill="#120905"/>` +
      `<circle cx="${dir * 36 - 3.5}" cy="-8" r="3" fill="#fff" opacity="0.9"/>` +
      `<path d="M${dir * 62} -3 Q${dir * 38} -24 ${dir * 12} -5" stroke="${lash}" stroke-width="4.5" fill="none" stroke-linecap="round"/>` +
      `<path d="M${dir * 60} -4 l${dir * 8} -6" stroke="${lash}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M${dir * 56} -18 Q${dir * 37} -30 ${dir * 16} -18" stroke="${darken(person.skin, 0.3)}" stroke-opacity="0.4" stroke-width="2" fill="none"/>`
    );
  };
  return eye(-1) + eye(1);
}

/** The face: skin, features and soft light. Hair is drawn around it by hair.ts. */
export function face(id: Ids, person: Person): string {
  const { skin, lips } = person;
  const shadow = darken(skin, 0.32);
  const lash = mix(darken(skin, 0.75), '#120a06', 0.5);
  const brow = (dir: number) =>
    `<path d="M${dir * 64} -30 Q${dir * 44} -46 ${dir * 16} -36" stroke="${lash}" stroke-opacity="0.85" stroke-width="5.5" fill="none" stroke-linecap="round"/>`;
  const nose =
    `<path d="M8 -2 Q12 20 17 34" stroke="${shadow}" stroke-opacity="0.35" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M-19 40 Q-22 50 -10 51 Q-4 55 0 53 Q4 55 10 51 Q22 50 19 40" stroke="${shadow}" stroke-opacity="0.75" stroke-width="3.2" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="-4" cy="30" rx="5" ry="12" fill="#fff" opacity="0.12"/>`;
  const mouth =
    `<path d="M-30 75 Q-16 62 -3 68 Q0 66 3 68 Q16 62 30 75 Q14 77 0 76 Q-14 77 -30 75Z" fill="${darken(lips, 0.15)}"/>` +
    `<path d="M-28 75 Q0 77 28 75 Q20 93 0 94 Q-20 93 -28 75Z" fill="${lips}"/>` +
    `<path d="M-30 75 Q0 79 30 75" stroke="${darken(lips, 0.55)}" stroke-width="2.2" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="-6" cy="84" rx="9" ry="3.5" fill="#fff" opacity="0.22"/>`;
  // A smile lifts the corners and lets the cheeks round up under the eyes.
  const smile = person.smile
    ? `<path d="M-34 71 Q-38 66 -40 62 M34 71 Q38 66 40 62" stroke="${darken(lips, 0.45)}" stroke-width="2.6" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="-48" cy="28" rx="20" ry="10" fill="url(#${id('glow')})"/><ellipse cx="48" cy="28" rx="20" ry="10" fill="url(#${id('glow')})"/>`
    : '';
  return (
    `<path d="${FACE_OUTLINE}" fill="url(#${id('skin')})"/>` +
    // Shadow down the far side of the face and under the cheekbone.
    `<path d="M58 -80 C84 -40 86 20 66 70 C52 96 30 112 6 116 C40 96 62 60 66 20 C68 -20 66 -50 58 -80Z" fill="${shadow}" opacity="0.35"/>` +
    `<ellipse cx="-40" cy="-52" rx="40" ry="26" fill="url(#${id('glow')})"/>` +
    `<ellipse cx="-50" cy="22" rx="30" ry="20" fill="url(#${id('glow')})"/>` +
    `<ellipse cx="-50" cy="36" rx="24" ry="14" fill="url(#${id('blush')})"/>` +
    `<ellipse cx="52" cy="36" rx="24" ry="14" fill="url(#${id('blush')})"/>` +
    brow(-1) +
    brow(1) +
    eyes(person, lash) +
    nose +
    mouth +
    smile
  );
}
