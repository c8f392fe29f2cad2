// The add-to-queue side panel (spec §2), opened from the player: search (300 ms debounce, the
// §5 rules), each result with its code, `In Queue`, `Add` / `Added`; the queue below it with
// remove buttons (hidden in landscape).
import {
  cleanArtist,
  cleanTitle,
  displayCode,
  prepareSearchText,
  SEARCH_DEBOUNCE_QUEUE_PANEL_MS,
  type Song,
} from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { currentSongAtom, queueAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Dialog } from "@encore/web/ui/dialog";
import { FavoriteToggle } from "@encore/web/ui/favorite-toggle";
import { useEffect, useMemo, useState } from "react";
import { debounce } from "../../lib/debounce";
import { useQueuePanelKeys } from "./use-queue-panel-keys";
import { command } from "./player-commands";

export function AddToQueuePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queue = useAtomValue(queueAtom);
  const current = useAtomValue(currentSongAtom);
  const [text, setText] = useState("");
  const [results, setResults] = useState<Song[]>([]);
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const search = useMemo(
    () =>
      debounce((value: string) => {
        // Spec §5: the panel searches only when the text is non-empty, and only valid text.
        const prepared = prepareSearchText(value);
        if (value.trim() === "" || !prepared.ok) {
          setResults([]);
          setSearching(false);
          return;
        }
        api.search({ q: prepared.text, limit: 50 }).then(
          (answer) => {
            setResults(answer.results.flatMap((group) => group.songs));
            setProblem(null);
            setSearching(false);
          },
          () => {
            setProblem("Failed to search songs");
            setSearching(false);
          },
        );
      }, SEARCH_DEBOUNCE_QUEUE_PANEL_MS),
    [],
  );
  useEffect(() => () => search.cancel(), [search]);

  const queued = new Set(queue.map((item) => item.db_id));
  const onKeyDown = useQueuePanelKeys(onClose);
  return (
    <Dialog
      open={open}
      title="Add to Queue"
      onClose={onClose}
      variant="side-panel"
      className="queue-panel"
      onKeyDown={onKeyDown}
    >
      <label className="visually-hidden" htmlFor="queue-panel-search">
        Search songs
      </label>
      <input
        id="queue-panel-search"
        className="queue-panel-search"
        type="search"
        placeholder="Search by title, artist, or code"
        value={text}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setSearching(event.target.value.trim() !== "");
          search(event.target.value);
        }}
      />
      {searching && (
        <p className="queue-panel-status" role="status">
          Searching songs...
        </p>
      )}
      {problem && (
        <p className="queue-panel-status" role="alert">
          {problem}
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
              {inQueue && <span className="badge">In Queue</span>}
              <FavoriteToggle song={song} />
              <button
                type="button"
                className="button"
                data-result-index={results.indexOf(song)}
                disabled={inQueue}
                onClick={() => void command("QUEUE_SONG", { song: { db_id: song.db_id } })}
              >
                {inQueue ? "Added" : "Add"}
              </button>
            </li>
          );
        })}
      </ul>
      <section className="queue-panel-queue">
        <h3>Queue ({queue.length + (current ? 1 : 0)})</h3>
        <ol>
          {queue.map((item, index) => (
            <li key={item.queue_id}>
              <span className="queue-entry-title">{cleanTitle(item.title)}</span>
              <button
                type="button"
                className="queue-entry-remove"
                data-queue-index={index}
                aria-label={`Remove ${cleanTitle(item.title)}`}
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
