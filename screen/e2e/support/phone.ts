// A phone in the party, as the remote will be: a socket.io client of the session protocol.
import { io, type Socket } from "socket.io-client";

export interface SessionState {
  code: string;
  device_count: number;
  playing: boolean;
  current_song: { db_id: number; youtube_id: string; queue_id: string; title: string } | null;
  queue: { db_id: number; queue_id: string; title: string }[];
}

export class Phone {
  private constructor(
    private readonly socket: Socket,
    private readonly baseUrl: string,
    readonly code: string,
  ) {}

  static async join(baseUrl: string, code: string, name = "Ana"): Promise<Phone> {
    const socket = io(baseUrl, {
      path: "/ws",
      transports: ["websocket"],
      query: { device: "remote", device_id: `phone-${name}-${Math.random()}`, name },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("SESSION_JOINED", () => resolve());
      socket.once("ERROR", (error: { message: string }) => reject(new Error(error.message)));
      socket.on("connect", () => socket.emit("JOIN_SESSION", { code }));
    });
    return new Phone(socket, baseUrl, code);
  }

  /** Sends a command and waits for the cloud's acknowledgement. */
  async send(event: string, data: Record<string, unknown> = {}): Promise<void> {
    const ack = (await this.socket.timeout(5000).emitWithAck(event, data)) as {
      ok: boolean;
      message?: string;
    };
    if (!ack.ok) throw new Error(`${event} refused: ${ack.message}`);
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
