// GET /api/config tells the apps whether the catalogue is still the bundled demo.
import { afterEach, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer | undefined;
afterEach(() => server?.close());

describe("GET /api/config", () => {
  it("says demo_catalogue while the catalogue is the bundled demo, and not once songs are added", async () => {
    server = await startTestServer({ SEED_CATALOGUE: "1" });
    const demo = await server.request("/api/config");
    expect(demo.body).toMatchObject({ demo_catalogue: true, google_sign_in: false });
    await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
    const own = await server.request("/api/config");
    expect(own.body).toMatchObject({ demo_catalogue: false });
  });

  it("an empty catalogue is not the demo", async () => {
    server = await startTestServer({ SEED_CATALOGUE: "0" });
    expect((await server.request("/api/config")).body).toMatchObject({ demo_catalogue: false });
  });
});
