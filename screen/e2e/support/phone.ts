// A phone in the party, as the remote will be: a socket.io client of the session protocol.
import { io, type Socket } from "socket.io-client";

export interface SessionState {
  code: string;
  device_count: number;
  playing: boolean;
  current_song: {
    db_id: number;
    youtube_id: string;
    queue_id: string;
    title: string;
    added_by_user: { name: string; avatar: string | null; singer?: string };
    duration_s?: number | null;
  } | null;
  queue: { db_id: number; queue_id: string; title: string }[];
}

/** The party's settings (docs/protocol.md#fair-turns-and-the-host), as a device is told them. */
export interface PartySettings {
  fair_turns: boolean;
  host_controls: boolean;
  max_waiting_per_singer: number;
}

/** What SESSION_JOINED told this phone: the session, its settings, and whether it is host. */
export interface JoinedState extends SessionState {
  settings?: PartySettings;
  is_host?: boolean;
  host_pin?: string;
}

export class Phone {
  /** The party's settings as this phone last heard them (SESSION_JOINED, SETTINGS_CHANGED). */
  settings: PartySettings | undefined;

  private constructor(
    private readonly socket: Socket,
    private readonly baseUrl: string,
    readonly code: string,
    /** What SESSION_JOINED said when this phone joined. */
    readonly joined: JoinedState,
  ) {
    this.settings = joined.settings;
    socket.on("SETTINGS_CHANGED", (data: { settings: PartySettings }) => {
      this.settings = data.settings;
    });
  }

  static async join(baseUrl: string, code: string, name = "Ana"): Promise<Phone> {
    const socket = io(baseUrl, {
      path: "/ws",
      transports: ["websocket"],
      query: { device: "remote", device_id: `phone-${name}-${Math.random()}`, name },
    });
    const joined = await new Promise<JoinedState>((resolve, reject) => {
      socket.once("SESSION_JOINED", (data: JoinedState) => resolve(data));
      socket.once("ERROR", (error: { message: string }) => reject(new Error(error.message)));
      socket.on("connect", () => socket.emit("JOIN_SESSION", { code }));
    });
    return new Phone(socket, baseUrl, code, joined);
  }

  /** Sends a command and waits for the cloud's acknowledgement. */
  async send(event: string, data: Record<string, unknown> = {}): Promise<void> {
    const ack = (await this.socket.timeout(5000).emitWithAck(event, data)) as {
      ok: boolean;
      message?: string;
    };
    if (!ack.ok) throw new Error(`${event} refused: ${ack.message}`);
  }

  /** Gives a host PIN: the refusal's code, or null when it was right. */
  async tryPin(pin: string): Promise<string | null> {
    const ack = (await this.socket.timeout(5000).emitWithAck("HOST_UNLOCK", { pin })) as {
      ok: boolean;
      code?: string;
    };
    return ack.ok ? null : (ack.code ?? "unknown");
  }

  queue(dbId: number): Promise<void> {
    return this.send("QUEUE_SONG", { song: { db_id: dbId } });
  }

  /** The session as the cloud has it (GET /api/sessions/{code}). */
  async state(): Promise<SessionState> {
    const response = await fetch(`${this.baseUrl}/api/sessions/${this.code}`);
    return (await response.json()) as SessionState;
  }

  leave(): void {
    this.socket.close();
  }
}
