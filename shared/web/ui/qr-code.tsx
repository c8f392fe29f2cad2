// A QR code drawn dark on white with the standard 4-module quiet zone, so phone cameras read it
// on a dark stage from across the room.
import { useMemo } from "react";
import { qrPath } from "./qr-matrix";
import "./qr-code.css";

const QUIET_ZONE = 4;

export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg
      className={`qr-code ${className ?? ""}`}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#0b0614" />
    </svg>
  );
}
