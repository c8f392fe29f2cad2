// The search flood of bench/search-flood, in a process of its own (forked by run.ts) so that its
// work does not delay the party's measurements: `connections` loops, each sending the attack
// search again as soon as the last one answered, until told to stop. Each loop comes from one
// address (X-Forwarded-For, the cloud trusting one proxy), or every loop from its own. Node's
// fetch opens as many connections as there are requests in flight.
export interface FloodOrders {
  url: string;
  connections: number;
  /** "one": every loop from one address; "many": each loop from an address of its own. */
  addresses: "one" | "many";
  path: string;
}

export interface FloodReport {
  /** Answers by HTTP status ("error" for a failed request). */
  statuses: Record<string, number>;
  seconds: number;
}

const orders = JSON.parse(process.argv[2] ?? "{}") as FloodOrders;
const statuses: Record<string, number> = {};
let stopping = false;
process.on("message", (message) => {
  if (message === "stop") stopping = true;
});

const started = performance.now();
await Promise.all(
  Array.from({ length: orders.connections }, async (_, i) => {
    const address = orders.addresses === "one" ? "203.0.113.7" : `10.77.${i >> 8}.${i & 255}`;
    while (!stopping) {
      let status: string;
      try {
        const response = await fetch(orders.url + orders.path, {
          headers: { "X-Forwarded-For": address },
        });
        await response.arrayBuffer();
        status = String(response.status);
      } catch {
        status = "error";
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }),
);
const report: FloodReport = { statuses, seconds: (performance.now() - started) / 1000 };
process.send?.(report);
process.disconnect?.();
