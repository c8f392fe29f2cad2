// A QR code as an SVG path (qrcode-generator makes the matrix): one path of unit squares, so the
// code stays sharp at any size on any TV.
import qrcode from "qrcode-generator";

export interface QrPath {
  /** Modules per side, quiet zone excluded. */
  size: number;
  /** `M x y h1 v1 h-1 z` for every dark module. */
  path: string;
}

export function qrPath(text: string): QrPath {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size, path: parts.join("") };
}
