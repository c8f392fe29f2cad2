// CONTRACT §5: during the auto-next delay the screen names the next song and who added it.
import { cleanArtist, cleanTitle } from "@encore/shared";
import { upNextAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";

export function UpNextCard() {
  const next = useAtomValue(upNextAtom);
  if (!next) return null;
  return (
    <div className="up-next" role="status" data-testid="up-next">
      <span className="up-next-label">Up next</span>
      <span className="up-next-title">{cleanTitle(next.title)}</span>
      <span className="up-next-artist">{cleanArtist(next.artist)}</span>
      <span className="up-next-singer">
        <Avatar
          name={next.added_by_user.name}
          pictureUrl={next.added_by_user.avatar}
          size="2.4rem"
        />
        <span>
          Sung by <strong>{next.added_by_user.name}</strong>
        </span>
      </span>
    </div>
  );
}
