import QRCode from 'qrcode';

/** A QR code of `value` as SVG markup, drawn on the server (no image request, no client script). */
export function qrSvg(value: string): Promise<string> {
  return QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The QR code's SVG (from qrSvg) inline, named for assistive technology. */
export function QrCode({ svg, label }: { svg: string; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className="size-44 bg-white p-2"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
