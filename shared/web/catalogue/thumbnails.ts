// The video platform's thumbnail of a song (i.ytimg.com, allowed by the CSP's img-src).
export function songThumbnail(youtubeId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/mqdefault.jpg`;
}
