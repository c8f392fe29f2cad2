// One channel of the list: its box ticks at once (the cloud keeps the choice; a refusal puts the
// box back), its songbook and handle, whether it was imported, and its removal.
import type { AdminChannel } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { useEffect, useState } from "react";

interface Props {
  channel: AdminChannel;
  /** Resolves whether the cloud kept the choice. */
  onSelect: (selected: boolean) => Promise<boolean>;
  onRemove: () => void;
}

export function ChannelRow({ channel, onSelect, onRemove }: Props) {
  const t = useT();
  const [selected, setSelected] = useState(channel.selected);
  useEffect(() => setSelected(channel.selected), [channel.selected]);
  const toggle = (on: boolean) => {
    setSelected(on);
    void onSelect(on).then((kept) => {
      if (!kept) setSelected(!on);
    });
  };
  return (
    <li className="admin-item">
      <label className="admin-check">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span className="admin-item-text">
          <strong>{channel.songbook}</strong>
          <span className="admin-dim">
            {channel.handle} · {channel.prefix}
          </span>
        </span>
      </label>
      {channel.imported && <span className="admin-tag">{t("screen.admin.karaoke.imported")}</span>}
      <button
        type="button"
        className="button button-ghost"
        aria-label={t("screen.admin.karaoke.removeChannel", { songbook: channel.songbook })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}
