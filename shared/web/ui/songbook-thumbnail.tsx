// A songbook's thumbnail: decorative (no alt text), none without a URL, and hidden when it fails
// to load, so a broken image never shows.
export function SongbookThumbnail({ src }: { src: string | null | undefined }) {
  if (!src) return null;
  return <img src={src} alt="" onError={(event) => (event.currentTarget.style.display = "none")} />;
}
