// Turns a parsed client event into a session request, with who added the song from the handshake.
import type { AddedByUser, ClientEvents, SessionCommandName } from "@encore/shared";
import type { SessionRequest } from "../session-service.js";
import type { SocketData } from "./socket-types.js";

export function addedBy(data: SocketData): AddedByUser {
  return { name: data.name, avatar: data.pictureUrl, singer: data.singer };
}

export function toRequest<E extends SessionCommandName>(
  event: E,
  payload: ClientEvents[E],
  data: SocketData,
): SessionRequest {
  const p = payload as ClientEvents[SessionCommandName];
  switch (event) {
    case "QUEUE_SONG":
    case "PLAY_SONG": {
      const { song } = p as ClientEvents["QUEUE_SONG"];
      return { type: event, song, addedBy: addedBy(data) };
    }
    case "REMOVE_SONG": {
      const { index, queue_id } = p as ClientEvents["REMOVE_SONG"];
      return { type: "REMOVE_SONG", index, queueId: queue_id };
    }
    case "REORDER_QUEUE": {
      const { from, to, queue_id } = p as ClientEvents["REORDER_QUEUE"];
      return { type: "REORDER_QUEUE", from, to, queueId: queue_id };
    }
    case "SONG_ENDED":
    case "VIDEO_ERROR": {
      const { queue_id } = p as ClientEvents["SONG_ENDED"];
      return { type: event, queueId: queue_id };
    }
    case "DEFER_SONG": {
      const { queue_id } = p as ClientEvents["DEFER_SONG"];
      return { type: "DEFER_SONG", queueId: queue_id };
    }
    case "HOST_UNLOCK":
      return { type: "HOST_UNLOCK", pin: (p as ClientEvents["HOST_UNLOCK"]).pin };
    case "UPDATE_SETTINGS":
      return { type: "UPDATE_SETTINGS", change: (p as ClientEvents["UPDATE_SETTINGS"]).settings };
    case "VIDEO_INFO": {
      const { queue_id, duration_s } = p as ClientEvents["VIDEO_INFO"];
      return { type: "VIDEO_INFO", queueId: queue_id, durationS: duration_s };
    }
    case "UNDO":
      return { type: "UNDO", undoId: (p as ClientEvents["UNDO"]).undo_id };
    case "MERGE_SINGER": {
      const { singer, into } = p as ClientEvents["MERGE_SINGER"];
      return { type: "MERGE_SINGER", singer, into };
    }
    case "REMOVE_SINGER":
      return { type: "REMOVE_SINGER", singer: (p as ClientEvents["REMOVE_SINGER"]).singer };
    default:
      return { type: event } as SessionRequest;
  }
}
