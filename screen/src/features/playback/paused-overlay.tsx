// Paused or stopped: a black overlay (500 ms fade) with the logo bouncing off the walls, 240×120
// px, 2 × 1.5 px per frame, changing colour on each bounce (docs/product.md#player). The logo moves
// by requestAnimationFrame outside React's render: one style write per frame.
import { useEffect, useRef } from "react";
import {
  BOUNCE_FADE_MS,
  BOUNCE_LOGO_HEIGHT,
  BOUNCE_LOGO_WIDTH,
  bounceColor,
  initialBounceState,
  OVERLAY_FADE_MS,
  step,
} from "./bounce/bounce-physics";

export function PausedOverlay({ visible, label }: { visible: boolean; label: string }) {
  const areaRef = useRef<HTMLDivElement>(null);
  const logoRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!visible) return;
    const area = areaRef.current;
    const logo = logoRef.current;
    if (!area || !logo) return;
    const size = () => ({ width: area.clientWidth, height: area.clientHeight });
    let state = initialBounceState(size());
    let frame = 0;
    const draw = () => {
      state = step(state, size());
      logo.style.transform = `translate(${state.x}px, ${state.y}px)`;
      logo.style.color = bounceColor(state);
      logo.dataset.colorIndex = String(state.colorIndex);
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  return (
    <div
      ref={areaRef}
      className={`paused-overlay ${visible ? "paused-overlay-visible" : ""}`}
      style={{ transition: `opacity ${OVERLAY_FADE_MS}ms ease` }}
      aria-hidden={!visible}
      data-testid="paused-overlay"
    >
      {visible && (
        <p className="visually-hidden" role="status">
          {label}
        </p>
      )}
      <div
        ref={logoRef}
        className="bouncing-logo"
        data-testid="bouncing-logo"
        style={{
          width: BOUNCE_LOGO_WIDTH,
          height: BOUNCE_LOGO_HEIGHT,
          opacity: visible ? 1 : 0,
          transition: `opacity ${BOUNCE_FADE_MS}ms ease`,
        }}
      >
        <svg viewBox="0 0 240 120" width="240" height="120" aria-hidden="true">
          <path
            d="M74 20v52a17 17 0 1 1-8-14V36l-24 6v42a17 17 0 1 1-8-14V30z"
            fill="currentColor"
          />
          <text
            x="92"
            y="78"
            fill="currentColor"
            fontSize="44"
            fontWeight="900"
            fontFamily="system-ui, sans-serif"
          >
            Encore
          </text>
        </svg>
      </div>
    </div>
  );
}
