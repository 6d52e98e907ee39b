import { useMemo } from 'react';
import QRCode from 'qrcode';

/**
 * A QR code drawn locally as SVG, for the player site's app downloads and the console's authenticator set-up:
 * no third-party QR service ever sees the link (an otpauth URL carries a secret). Dark on white in both
 * themes, because many phone scanners cannot read inverted codes.
 */
export function QrCode({ value, label, size }: { value: string; label: string; size: number }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(y, x)) d += `M${x + 2} ${y + 2}h1v1h-1z`;
      }
    }
    return { d, view: modules.size + 4 };
  }, [value]);
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.view} ${path.view}`}
      shapeRendering="crispEdges"
    >
      <rect width={path.view} height={path.view} fill="#ffffff" />
      <path d={path.d} fill="#0f1115" />
    </svg>
  );
}
