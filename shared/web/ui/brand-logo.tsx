// The Encore wordmark: a note in a gradient badge, then the name.
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={`brand-logo ${className ?? ""}`}>
      <svg className="brand-logo-mark" viewBox="6 9 36 46" aria-hidden="true">
        <defs>
          <linearGradient id="encore-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff3d8b" />
            <stop offset="1" stopColor="#7c4dff" />
          </linearGradient>
        </defs>
        <path
          d="M38 12v26.5a9 9 0 1 1-4-7.5V18l-12 3v21.5a9 9 0 1 1-4-7.5V16z"
          fill="url(#encore-logo-gradient)"
        />
      </svg>
      <span className="brand-logo-name">Encore</span>
    </span>
  );
}
