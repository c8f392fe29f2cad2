// A Server-Sent Events client for tests, over node:http as any client would read the stream: the
// answer's status and headers, each event as it arrives (and the comments between them), and
// whether the server ended the stream. It asks for compression, so a compressed stream shows.
import { request, type IncomingHttpHeaders } from "node:http";

export interface StreamEvent {
  event: string;
  data: string;
  /** Milliseconds since the stream opened. */
  at: number;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The next event from the `index`th on (waits for it), or rejects after timeoutMs. */
  event(index: number, timeoutMs?: number): Promise<StreamEvent>;
  /** The client goes away (the page closes). */
  close(): void;
}

export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const opened = Date.now();
    const req = request(
      url,
      { headers: { accept: "text/event-stream", "accept-encoding": "gzip, br", ...headers } },
      (res) => {
        const events: StreamEvent[] = [];
        const comments: string[] = [];
        const waiting = new Set<() => void>();
        let buffer = "";
        let over = false;
        const wake = () => {
          for (const wakeUp of [...waiting]) wakeUp();
        };
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = "message";
            const data: string[] = [];
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) comments.push(line.slice(1).trim());
              else if (line.startsWith("event:")) event = line.slice(6).trim();
              else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0)
              events.push({ event, data: data.join("\n"), at: Date.now() - opened });
          }
          wake();
        });
        const ended = new Promise<void>((done) => {
          const finish = () => {
            over = true;
            wake();
            done();
          };
          res.on("end", finish);
          res.on("close", finish);
          res.on("error", finish);
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          comments,
          ended,
          event(index, timeoutMs = 10_000) {
            return new Promise((found, failed) => {
              const check = () => {
                const event = events[index];
                if (event) {
                  cleanup();
                  found(event);
                } else if (over) {
                  cleanup();
                  failed(new Error(`the stream ended after ${events.length} events`));
                }
              };
              const timer = setTimeout(() => {
                cleanup();
                failed(new Error(`no event ${index} within ${timeoutMs} ms`));
              }, timeoutMs);
              const cleanup = () => {
                clearTimeout(timer);
                waiting.delete(check);
              };
              waiting.add(check);
              check();
            });
          },
          close() {
            req.destroy();
          },
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}
