// A person's picture, or their initial on a colour of their name. Pictures are shown only from the
// account's picture host (Google's avatars): any other URL is a tracking pixel waiting to happen on
// the TV (docs/security.md, "Held before"), so it falls back to the initial.
import { useState } from "react";
import { isAllowedPictureUrl } from "./picture-policy";
import "./avatar.css";

const COLORS = ["#ff3d8b", "#7c4dff", "#2de2e6", "#ffb627", "#34d399", "#4d8dff"];

function colorOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum + char.charCodeAt(0)) % 997;
  return COLORS[sum % COLORS.length] ?? "#7c4dff";
}

export function Avatar({
  name,
  pictureUrl,
  size = "1.8em",
}: {
  name: string;
  pictureUrl: string | null;
  size?: string;
}) {
  const [failed, setFailed] = useState(false);
  const initial = (name.trim()[0] ?? "?").toUpperCase();
  if (pictureUrl && !failed && isAllowedPictureUrl(pictureUrl)) {
    return (
      <img
        className="avatar"
        src={pictureUrl}
        alt=""
        width={32}
        height={32}
        style={{ width: size, height: size }}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className="avatar avatar-initial"
      aria-hidden="true"
      style={{ width: size, height: size, background: colorOf(name) }}
    >
      {initial}
    </span>
  );
}
