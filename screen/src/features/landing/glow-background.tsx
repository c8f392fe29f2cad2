// The landing's glow circles: 4 to 18, drawn anew every 45 s (docs/product.md#landing).
import { useEffect, useState } from "react";
import { generateGlowCircles, GLOW_REGENERATE_MS } from "./glow-circles";

export function GlowBackground() {
  const [circles, setCircles] = useState(() => generateGlowCircles());
  useEffect(() => {
    const timer = setInterval(() => setCircles(generateGlowCircles()), GLOW_REGENERATE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="glow-layer" aria-hidden="true" data-testid="glow-layer">
      {circles.map((circle) => (
        <span
          key={`${circle.id}-${circle.leftPct}`}
          className="glow-circle"
          style={{
            left: `${circle.leftPct}%`,
            top: `${circle.topPct}%`,
            width: `${circle.sizeVmin}vmin`,
            height: `${circle.sizeVmin}vmin`,
            background: circle.color,
            filter: `blur(${circle.blurPx}px)`,
            opacity: circle.opacity,
            animationDelay: `${circle.delayMs}ms`,
            animationDuration: `${circle.durationMs}ms`,
          }}
        />
      ))}
    </div>
  );
}
