import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Figure = styled.figure`
  margin: 0;
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 9pt;

  img, span[aria-hidden] { display: block; width: 28mm; height: 28mm; margin-bottom: 1mm; }
`;

/**
 * The booking reference as a QR code (scanned at the warehouse), with the ref printed under it.
 * `qrcode` is imported when the page shows, so it stays out of the page's first chunk.
 */
export function ReferenceQr({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSrc(null);
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      // Without the code the printed ref under it still identifies the booking.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Figure>
      {src ? <img src={src} alt={`QR code of booking reference ${value}`} /> : <span aria-hidden="true" />}
      <figcaption>{value}</figcaption>
    </Figure>
  );
}
