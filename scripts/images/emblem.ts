// The brand mark: a shea nut cradled by two shea leaves. One colour, so it can be printed on a lid,
// stamped on the logo or knocked out of the app icon.

import { n } from './svg-doc';

/** A leaf from its stalk at (0, 0) to its tip at (tx, ty), bowed to one side. */
function leafPath(tx: number, ty: number, bow: number): string {
  const len = Math.hypot(tx, ty);
  const nx = (-ty / len) * bow;
  const ny = (tx / len) * bow;
  return (
    `M0 0 C${n(tx * 0.25 + nx)} ${n(ty * 0.25 + ny)} ${n(tx * 0.7 + nx)} ${n(ty * 0.7 + ny)} ${n(tx)} ${n(ty)} ` +
    `C${n(tx * 0.7 - nx * 0.5)} ${n(ty * 0.7 - ny * 0.5)} ${n(tx * 0.3 - nx * 0.5)} ${n(ty * 0.3 - ny * 0.5)} 0 0Z`
  );
}

interface EmblemPaths {
  /** The nut, with its scar cut out (even-odd fill). */
  nut: string;
  /** Both leaves with their midribs cut out, drawn from a stalk at (0, 0); shift down by 0.4 * size. */
  leaves: string;
}

/** The mark's path data for a mark `size` tall centred on (0, 0). */
export function emblemPaths(size: number): EmblemPaths {
  const s = size;
  const nut =
    `M0 ${n(-s * 0.36)} C${n(s * 0.2)} ${n(-s * 0.36)} ${n(s * 0.24)} ${n(-s * 0.08)} ${n(s * 0.21)} ${n(s * 0.06)} ` +
    `C${n(s * 0.17)} ${n(s * 0.2)} ${n(s * 0.08)} ${n(s * 0.25)} 0 ${n(s * 0.25)} ` +
    `C${n(-s * 0.08)} ${n(s * 0.25)} ${n(-s * 0.17)} ${n(s * 0.2)} ${n(-s * 0.21)} ${n(s * 0.06)} ` +
    `C${n(-s * 0.24)} ${n(-s * 0.08)} ${n(-s * 0.2)} ${n(-s * 0.36)} 0 ${n(-s * 0.36)}Z`;
  // The pale scar of the kernel, as a crescent cut out of the nut's right flank.
  const scar =
    `M${n(s * 0.05)} ${n(-s * 0.26)} C${n(s * 0.16)} ${n(-s * 0.22)} ${n(s * 0.17)} ${n(-s * 0.02)} ${n(s * 0.12)} ${n(s * 0.12)} ` +
    `C${n(s * 0.1)} ${n(-s * 0.02)} ${n(s * 0.1)} ${n(-s * 0.16)} ${n(s * 0.05)} ${n(-s * 0.26)}Z`;
  // Leaves open wide to either side, like hands holding the nut up, not like a bud.
  const tip = (dir: number): [number, number] => [dir * s * 0.56, -s * 0.36];
  const leaf = (dir: number) => leafPath(...tip(dir), dir * -s * 0.15);
  // Each midrib is a thin sliver cut out of its leaf (even-odd fill), so it shows in one colour.
  const rib = (dir: number) => {
    const [tx, ty] = tip(dir);
    return (
      `M${n(tx * 0.12)} ${n(ty * 0.12)} Q${n(tx * 0.5 - dir * s * 0.02)} ${n(ty * 0.5 - s * 0.06)} ${n(tx * 0.86)} ${n(ty * 0.86)} ` +
      `Q${n(tx * 0.5 - dir * s * 0.02)} ${n(ty * 0.5 - s * 0.035)} ${n(tx * 0.12)} ${n(ty * 0.12)}Z`
    );
  };
  return { nut: `${nut} ${scar}`, leaves: `${leaf(-1)} ${rib(-1)} ${leaf(1)} ${rib(1)}` };
}

/** The mark in one colour, centred on (cx, cy). */
export function emblem(cx: number, cy: number, size: number, colour: string): string {
  const paths = emblemPaths(size);
  return (
    `<g transform="translate(${n(cx)} ${n(cy)})">` +
    `<path transform="translate(0 ${n(size * 0.4)})" d="${paths.leaves}" fill="${colour}" fill-rule="evenodd"/>` +
    `<path d="${paths.nut}" fill="${colour}" fill-rule="evenodd"/>` +
    `</g>`
  );
}
