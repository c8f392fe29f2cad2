// What a host sees in a terminal: the banner's facts, and the cloud run in a real pseudo-terminal
// (util-linux `script`) printing it with readable log lines, stopped with Ctrl+C.
import { spawn, spawnSync } from "node:child_process";
import { rm } from "node:fs/promises";
import { stripVTControlCharacters } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { startBanner, type BannerFacts } from "./start-banner.js";
import { CLOUD_SRC, REPO_ROOT } from "./test-support/run-entry.js";
import { makeDataDir } from "./test-support/test-server.js";
import { withTestDatabase } from "./test-support/test-postgres.js";
import { certificateWarning } from "./tls/certificate-warning.js";

const facts: BannerFacts = {
  url: "http://127.0.0.1:8080",
  publicUrl: "http://192.168.1.20:8080",
  database: "/home/tv/encore/data/encore.sqlite",
  outbox: "/home/tv/encore/data/outbox",
  host: "0.0.0.0",
};

describe("startBanner", () => {
  it("names the big screen's address, the phones' and where the data lives", () => {
    expect(startBanner(facts)).toBe(
      [
        "Encore is running.",
        "  Big screen:  http://192.168.1.20:8080   (on this computer also http://localhost:8080)",
        "  Phones:      http://192.168.1.20:8080/remote/   (or scan the QR code on the big screen)",
        "  Data:        /home/tv/encore/data/encore.sqlite",
        "  Mails:       written to /home/tv/encore/data/outbox (SMTP_URL is not set)",
        "Press Ctrl+C to stop.",
      ].join("\n"),
    );
  });

  it("offers only PUBLIC_URL with TLS, and leaves the mail line out when mail is sent", () => {
    const banner = startBanner({
      ...facts,
      url: "https://127.0.0.1:8443",
      publicUrl: "https://encore.home:8443",
      outbox: null,
    });
    expect(banner).toContain("  Big screen:  https://encore.home:8443\n");
    expect(banner).toContain("  Phones:      https://encore.home:8443/remote/ ");
    expect(banner).not.toContain("Mails:");
  });

  it("says when phones cannot reach it", () => {
    expect(startBanner({ ...facts, host: "127.0.0.1" })).toContain(
      "  Phones:      not reachable: HOST=127.0.0.1 is this computer only",
    );
    const local = startBanner({ ...facts, publicUrl: "http://localhost:8080" });
    expect(local).toContain("PUBLIC_URL=http://localhost:8080 is this computer only");
    expect(local).toContain("  Big screen:  http://localhost:8080\n");
  });
});

describe("certificateWarning", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const file = { certFile: "/etc/encore/cert.pem" };
  it("is quiet while the certificate has weeks left, and names the day when it has not", () => {
    expect(certificateWarning({ ...file, validTo: new Date("2026-07-01T00:00:00Z") }, now)).toBe(
      null,
    );
    expect(certificateWarning({ ...file, validTo: new Date("2026-06-03T00:00:00Z") }, now)).toBe(
      "the certificate in TLS_CERT_FILE expires on 2026-06-03 (in 2 days): renew it and restart",
    );
    expect(certificateWarning({ ...file, validTo: new Date("2026-05-01T00:00:00Z") }, now)).toBe(
      "the certificate in TLS_CERT_FILE expired on 2026-05-01: browsers will refuse it; renew it and restart",
    );
  });
});

const hasScript = spawnSync("script", ["--version"]).status === 0;

describe("the cloud in a terminal", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0)) await step();
  });

  it.skipIf(!hasScript)(
    "prints the banner and readable log lines, and stops on Ctrl+C",
    async () => {
      const dataDir = await makeDataDir();
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      const env = await withTestDatabase({
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        SEED_CATALOGUE: "0",
        LOG_LEVEL: "info",
        PUBLIC_URL: "http://192.168.1.20:8080",
      });
      // exec: the shell script starts gives way to the cloud, so Ctrl+C reaches the cloud alone (a
      // shell left waiting may die of the SIGINT itself, and script then reports 130).
      const command = `exec "${process.execPath}" --conditions=source --import tsx "${CLOUD_SRC}/main.ts"`;
      // -q: no "Script started" line; -e: script's exit code is the cloud's; the log to nowhere.
      const child = spawn("script", ["-qec", command, "/dev/null"], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        stdio: "pipe",
      });
      cleanup.push(async () => void child.kill("SIGKILL"));
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      const deadline = Date.now() + 30_000;
      while (!output.includes("Press Ctrl+C to stop.") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const local = /on this computer also (http:\/\/localhost:\d+)/.exec(output)?.[1];
      expect(local, output).toBeDefined();
      const health = await fetch(`${local?.replace("localhost", "127.0.0.1")}/api/health`);
      expect(health.status).toBe(200);

      child.stdin.write("\u0003"); // Ctrl+C, as the terminal sends it
      expect(await exited).toBe(0);
      const text = stripVTControlCharacters(output); // without colours
      expect(text).toContain("Big screen:  http://192.168.1.20:8080");
      expect(text).toContain("Phones:      not reachable: HOST=127.0.0.1 is this computer only");
      expect(text).toContain(`Data:        ${env.DATABASE_URL ? "postgres" : dataDir}`);
      expect(text).toMatch(/\[\d\d:\d\d:\d\d\] INFO: shutting down/);
      // Not one JSON log line.
      expect(text).not.toContain('{"level"');
    },
    60_000,
  );
});
