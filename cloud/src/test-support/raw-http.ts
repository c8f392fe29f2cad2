// Raw HTTP for tests whose request a well-behaved client would never send: bodies cut short,
// encodings that lie. Answers whatever the server says, or that it closed without a word.
import { request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? "POST", headers: init.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", reject);
    });
    // The server may answer and close before reading the whole body; that is not the test's error.
    req.on("error", reject);
    req.end(init.body);
  });
}

/** The first 100 bytes of the gzip of a 20 MB JSON string: the request that once killed it. */
export function truncatedBomb(gzip: (input: Buffer) => Buffer): Buffer {
  const json = Buffer.from(JSON.stringify("a".repeat(20_000_000)));
  return gzip(json).subarray(0, 100);
}
