// During the auto-next delay the screen names the next song and who sings it, and the singer after
// them with their wait (docs/product.md#wait-times).
import { cleanArtist, cleanTitle } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { queueAtom, upNextAtom } from "@encore/web/session/session-atoms";
import { queueWaitsAtom } from "@encore/web/session/wait-atoms";
import { waitText } from "@encore/web/session/wait-text";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { messageWithElements } from "@encore/web/i18n/message-with-elements";
import "./up-next.css";

export function UpNextCard() {
  const t = useT();
  const next = useAtomValue(upNextAtom);
  if (!next) return null;
  return (
    <div className="up-next" role="status" data-testid="up-next">
      <span className="up-next-label">{t("screen.upNext.label")}</span>
      <span className="up-next-title">{cleanTitle(next.title)}</span>
      <span className="up-next-artist">{cleanArtist(next.artist)}</span>
      <span className="up-next-singer">
        <Avatar
          name={next.added_by_user.name}
          pictureUrl={next.added_by_user.avatar}
          size="2.4rem"
        />
        <span>
          {messageWithElements(t, "screen.upNext.sungBy", {
            name: <strong className="up-next-singer-name">{next.added_by_user.name}</strong>,
          })}
        </span>
      </span>
      <AfterThat />
    </div>
  );
}

/** The song after the next one: its singer and wait. */
function AfterThat() {
  const t = useT();
  const queue = useAtomValue(queueAtom);
  const waits = useAtomValue(queueWaitsAtom);
  const after = queue[1];
  const wait = waits[1];
  if (!after || !wait) return null;
  return (
    <span className="up-next-after" data-testid="up-next-after">
      {messageWithElements(t, "screen.upNext.afterThat", {
        name: <bdi className="up-next-after-name">{after.added_by_user.name}</bdi>,
        wait: <span className="up-next-after-wait">{waitText(wait)}</span>,
      })}
    </span>
  );
}
