// A calabash bowl heaped with raw shea butter and a carved wooden spoon, the traditional way
// the butter is kept and sold in markets.

import { darken, lighten } from '../color';
import { n, type Ids } from '../svg-doc';

/** Drawn with the bowl's rim centred on (x, y); `r` is the rim's half-width. */
export function calabashBowl(id: Ids, x: number, y: number, r: number): string {
  const rimRy = r * 0.26;
  const shell = '#b0733a';
  const butter = '#f0dfae';
  const defs =
    `<radialGradient id="${id('gourd')}" cx="0.32" cy="0.25" r="0.9">` +
    `<stop offset="0" stop-color="${lighten(shell, 0.3)}"/><stop offset="0.55" stop-color="${shell}"/><stop offset="1" stop-color="${darken(shell, 0.5)}"/></radialGradient>` +
    `<radialGradient id="${id('butter')}" cx="0.38" cy="0.3" r="0.8">` +
    `<stop offset="0" stop-color="${lighten(butter, 0.55)}"/><stop offset="0.6" stop-color="${butter}"/><stop offset="1" stop-color="${darken(butter, 0.14)}"/></radialGradient>`;
  const bowl = `M${n(x - r)} ${n(y)} C${n(x - r)} ${n(y + r * 0.95)} ${n(x + r)} ${n(y + r * 0.95)} ${n(x + r)} ${n(y)}Z`;
  // The heap of butter, rising in soft scooped lumps above the rim.
  const heap =
    `M${n(x - r * 0.94)} ${n(y)} C${n(x - r * 0.9)} ${n(y - r * 0.3)} ${n(x - r * 0.55)} ${n(y - r * 0.42)} ${n(x - r * 0.3)} ${n(y - r * 0.4)} ` +
    `C${n(x - r * 0.15)} ${n(y - r * 0.62)} ${n(x + r * 0.2)} ${n(y - r * 0.6)} ${n(x + r * 0.32)} ${n(y - r * 0.42)} ` +
    `C${n(x + r * 0.6)} ${n(y - r * 0.44)} ${n(x + r * 0.9)} ${n(y - r * 0.28)} ${n(x + r * 0.94)} ${n(y)}Z`;
  const scoops =
    `<path d="M${n(x - r * 0.5)} ${n(y - r * 0.3)} q${n(r * 0.2)} ${n(-r * 0.12)} ${n(r * 0.38)} ${n(-r * 0.02)} M${n(x + r * 0.05)} ${n(y - r * 0.4)} q${n(r * 0.2)} ${n(-r * 0.06)} ${n(r * 0.34)} ${n(r * 0.08)} ` +
    `M${n(x - r * 0.2)} ${n(y - r * 0.12)} q${n(r * 0.25)} ${n(-r * 0.1)} ${n(r * 0.5)} ${n(0)}" stroke="${darken(butter, 0.22)}" stroke-opacity="0.5" stroke-width="${n(r * 0.02)}" fill="none" stroke-linecap="round"/>` +
    `<path d="M${n(x - r * 0.6)} ${n(y - r * 0.26)} q${n(r * 0.14)} ${n(-r * 0.1)} ${n(r * 0.3)} ${n(-r * 0.1)}" stroke="#fff" stroke-opacity="0.75" stroke-width="${n(r * 0.025)}" fill="none" stroke-linecap="round"/>`;
  // A carved spoon resting in the butter, handle out to the right.
  const spoon =
    `<path d="M${n(x + r * 0.1)} ${n(y - r * 0.36)} L${n(x + r * 1.25)} ${n(y - r * 0.86)}" stroke="#7a4a26" stroke-width="${n(r * 0.07)}" stroke-linecap="round"/>` +
    `<path d="M${n(x + r * 0.1)} ${n(y - r * 0.36)} L${n(x + r * 1.25)} ${n(y - r * 0.86)}" stroke="#b07a48" stroke-width="${n(r * 0.025)}" stroke-linecap="round" transform="translate(${n(-r * 0.01)} ${n(-r * 0.015)})"/>`;
  const pattern =
    `<path d="M${n(x - r * 0.92)} ${n(y + r * 0.16)} Q${n(x)} ${n(y + r * 0.42)} ${n(x + r * 0.92)} ${n(y + r * 0.16)} ` +
    `M${n(x - r * 0.8)} ${n(y + r * 0.38)} Q${n(x)} ${n(y + r * 0.62)} ${n(x + r * 0.8)} ${n(y + r * 0.38)}" stroke="${darken(shell, 0.45)}" stroke-opacity="0.55" stroke-width="${n(r * 0.018)}" fill="none"/>` +
    `<path d="M${n(x - r * 0.6)} ${n(y + r * 0.3)} l${n(r * 0.08)} ${n(r * 0.1)} l${n(r * 0.08)} ${n(-r * 0.1)} l${n(r * 0.08)} ${n(r * 0.1)} l${n(r * 0.08)} ${n(-r * 0.1)} ` +
    `M${n(x + r * 0.1)} ${n(y + r * 0.33)} l${n(r * 0.08)} ${n(r * 0.1)} l${n(r * 0.08)} ${n(-r * 0.1)} l${n(r * 0.08)} ${n(r * 0.1)} l${n(r * 0.08)} ${n(-r * 0.1)}" stroke="${darken(shell, 0.45)}" stroke-opacity="0.5" stroke-width="${n(r * 0.014)}" fill="none"/>`;
  return (
    `<defs>${defs}</defs>` +
    `<ellipse cx="${n(x + r * 0.15)}" cy="${n(y + r * 0.7)}" rx="${n(r * 1.15)}" ry="${n(r * 0.16)}" fill="#2a170a" opacity="0.28"/>` +
    `<path d="${bowl}" fill="url(#${id('gourd')})"/>` +
    pattern +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(rimRy)}" fill="${darken(shell, 0.35)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.94)}" ry="${n(rimRy * 0.8)}" fill="url(#${id('butter')})"/>` +
    `<path d="${heap}" fill="url(#${id('butter')})"/>` +
    scoops +
    spoon +
    `<path d="M${n(x - r)} ${n(y)} A${n(r)} ${n(rimRy)} 0 0 0 ${n(x + r)} ${n(y)}" stroke="${lighten(shell, 0.25)}" stroke-width="${n(r * 0.035)}" fill="none"/>`
  );
}
