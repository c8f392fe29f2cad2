// Where a person's picture may come from: Google's avatar host over https, nothing else.
export function isAllowedPictureUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === "https:" &&
      (parsed.hostname === "googleusercontent.com" ||
        parsed.hostname.endsWith(".googleusercontent.com"))
    );
  } catch {
    return false;
  }
}
