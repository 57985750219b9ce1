import QRCode from 'qrcode';

/** A QR code drawn as inline SVG at build time (no image request, no client script). */
export async function QrCode({ value, label }: { value: string; label: string }) {
  const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return (
    <div
      role="img"
      aria-label={label}
      className="size-44 bg-white p-2"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
