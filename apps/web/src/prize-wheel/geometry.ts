/** The wheel's drawing: segment wedges on a circle of radius 100 centred at (0, 0), the first at the top. */

export const WHEEL_COLOURS = ['#d62d2d', '#f5b301', '#2563eb', '#15803d', '#7c3aed', '#db2777'];
export const WHEEL_TEXT_COLOURS = ['#ffffff', '#0f1115', '#ffffff', '#ffffff', '#ffffff', '#ffffff'];

const point = (degrees: number, radius: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(Math.cos(radians) * radius).toFixed(3)} ${(Math.sin(radians) * radius).toFixed(3)}`;
};

/** The SVG path of segment `index` of `count`, clockwise from the top. */
export function wedgePath(index: number, count: number, radius = 100): string {
  const span = 360 / count;
  const from = index * span;
  const large = span > 180 ? 1 : 0;
  return `M0 0 L${point(from, radius)} A${radius} ${radius} 0 ${large} 1 ${point(from + span, radius)} Z`;
}

/** The angle (clockwise from the top) of the middle of a segment. */
export const segmentMiddle = (index: number, count: number) => (index + 0.5) * (360 / count);

/**
 * The SVG transform of a segment's label: along the radius, at `radius` from the centre, reading left to right
 * wherever the wheel stands (`rotation`, its turn clockwise): outward on the right half, inward on the left half,
 * so no label reads upside down when the wheel stops.
 */
export function labelTransform(index: number, count: number, rotation: number, radius = 62): string {
  const middle = segmentMiddle(index, count);
  const standing = (((middle + rotation) % 360) + 360) % 360;
  return `rotate(${middle}) translate(0 -${radius}) rotate(${standing < 180 ? -90 : 90})`;
}

/**
 * The wheel's rotation to stop with `segment` under the pointer at the top, after at least `turns` whole turns
 * from where it stands now (so every spin visibly spins forward).
 */
export function landingRotation(current: number, segment: number, count: number, turns = 5): number {
  const target = 360 - segmentMiddle(segment, count);
  const base = Math.ceil(current / 360) * 360 + turns * 360;
  return base + target;
}
