// The add-to-queue side panel (docs/product.md#add-to-queue-panel), opened from the player: search
// (300 ms debounce, the rules of docs/product.md#search-input), each result with its code,
// `In Queue`, `Add` / `Added`; the queue below it with remove buttons (hidden in landscape). The
// song playing counts as queued (docs/screen.md).
import {
  cleanArtist,
  cleanTitle,
  displayCode,
  prepareSearchText,
  SEARCH_DEBOUNCE_QUEUE_PANEL_MS,
  type Song,
} from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { useT } from "@encore/web/i18n/translate";
import { currentSongAtom, queueAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Dialog } from "@encore/web/ui/dialog";
import { FavoriteToggle } from "@encore/web/ui/favorite-toggle";
import { useEffect, useMemo, useRef, useState } from "react";
import { debounce } from "../../lib/debounce";
import { useQueuePanelKeys } from "./use-queue-panel-keys";
import { command } from "./player-commands";

export function AddToQueuePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const queue = useAtomValue(queueAtom);
  const current = useAtomValue(currentSongAtom);
  const [text, setText] = useState("");
  const [results, setResults] = useState<Song[]>([]);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);

  const search = useMemo(
    () =>
      debounce((value: string) => {
        // The panel searches only when the text is non-empty, and only valid text.
        const prepared = prepareSearchText(value);
        if (value.trim() === "" || !prepared.ok) {
          setResults([]);
          setSearching(false);
          return;
        }
        api.search({ q: prepared.text, limit: 50 }).then(
          (answer) => {
            setResults(answer.results.flatMap((group) => group.songs));
            setFailed(false);
            setSearching(false);
          },
          () => {
            setFailed(true);
            setSearching(false);
          },
        );
      }, SEARCH_DEBOUNCE_QUEUE_PANEL_MS),
    [],
  );
  useEffect(() => () => search.cancel(), [search]);

  // The search field takes the focus once the dialog is shown: `showModal()` (the child's effect,
  // run before this one) would otherwise leave it on the first button, the close button.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const queued = new Set([...(current ? [current.db_id] : []), ...queue.map((item) => item.db_id)]);
  const onKeyDown = useQueuePanelKeys(onClose);
  return (
    <Dialog
      open={open}
      title={t("screen.queuePanel.title")}
      onClose={onClose}
      variant="side-panel"
      className="queue-panel"
      onKeyDown={onKeyDown}
    >
      <label className="visually-hidden" htmlFor="queue-panel-search">
        {t("screen.search.label")}
      </label>
      <input
        id="queue-panel-search"
        className="queue-panel-search"
        type="search"
        placeholder={t("screen.search.placeholder")}
        title={t("screen.search.placeholder")}
        ref={inputRef}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSearching(event.target.value.trim() !== "");
          search(event.target.value);
        }}
      />
      {searching && (
        <p className="queue-panel-status" role="status">
          {t("screen.search.searching")}
        </p>
      )}
      {failed && (
        <p className="queue-panel-status" role="alert">
          {t("screen.errors.search")}
        </p>
      )}
      <ul className="queue-panel-results">
        {results.map((song) => {
          const inQueue = queued.has(song.db_id);
          return (
            <li key={song.db_id} className="queue-panel-result">
              <span className="song-code-inline">{displayCode(song)}</span>
              <span className="queue-entry-text">
                <span className="queue-entry-title">{cleanTitle(song.title)}</span>
                <span className="queue-entry-meta">{cleanArtist(song.artist)}</span>
              </span>
              {inQueue && <span className="badge">{t("screen.queuePanel.inQueue")}</span>}
              <FavoriteToggle song={song} />
              {/* aria-disabled, not disabled: an Added button keeps its place in the arrow-key
                  walk through the results, and Enter on it does nothing. */}
              <button
                type="button"
                className="button"
                data-result-index={results.indexOf(song)}
                aria-disabled={inQueue}
                onClick={() => {
                  if (!inQueue) void command("QUEUE_SONG", { song: { db_id: song.db_id } });
                }}
              >
                {inQueue ? t("screen.queuePanel.added") : t("screen.queuePanel.add")}
              </button>
            </li>
          );
        })}
      </ul>
      <section className="queue-panel-queue">
        <h3>{t("screen.queuePanel.queue", { count: queue.length + (current ? 1 : 0) })}</h3>
        <ol>
          {current && (
            <li className="queue-panel-now">
              <span className="queue-entry-title">{cleanTitle(current.title)}</span>
              <span className="queue-now-label">{t("screen.now")}</span>
            </li>
          )}
          {queue.map((item, index) => (
            <li key={item.queue_id}>
              <span className="queue-entry-title">{cleanTitle(item.title)}</span>
              <button
                type="button"
                className="queue-entry-remove"
                data-queue-index={index}
                aria-label={t("screen.queuePanel.remove", { title: cleanTitle(item.title) })}
                onClick={() => void command("REMOVE_SONG", { index, queue_id: item.queue_id })}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      </section>
    </Dialog>
  );
}
