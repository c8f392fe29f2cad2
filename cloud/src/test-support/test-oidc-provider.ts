// A real OpenID provider on a free port (oidc-provider), standing in for Google through
// OIDC_ISSUER. Its sign-in screen is replaced by a test hook: whoever the test names signs in and
// consents. authorize() plays the browser between the auth_url and the redirect back.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Adapter, type AdapterPayload, type JWK } from "oidc-provider";

export const OIDC_CLIENT_ID = "encore-test-client";
export const OIDC_CLIENT_SECRET = "encore-test-client-secret-0123456789";

export interface GoogleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface TestOidcProvider {
  issuer: string;
  /** The environment that points the service's Google sign-in here. */
  env: Record<string, string>;
  /** Who signs in at the provider's next sign-in screen. */
  signInAs(account: GoogleAccount): void;
  /** Follows the browser's redirects from an auth_url to the redirect back to the service. */
  authorize(authUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/** The provider's storage, in memory and per provider (what its quick-start adapter does, quietly). */
function memoryAdapter(store: Map<string, AdapterPayload>) {
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUserCode(userCode: string) {
      return [...store.values()].find((p) => p.userCode === userCode);
    }
    async findByUid(uid: string) {
      return [...store.values()].find((p) => p.uid === uid);
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

export async function startTestOidcProvider(
  redirectUri: string,
  port = 0,
): Promise<TestOidcProvider> {
  const accounts = new Map<string, GoogleAccount>();
  let next: GoogleAccount | undefined;
  // Listen first: the issuer's address holds the port.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function interact(p: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await p.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      if (!next) throw new Error("the test named nobody to sign in at the provider");
      accounts.set(next.sub, next);
      await p.interactionFinished(req, res, { login: { accountId: next.sub } });
      return;
    }
    const grant = new p.Grant({
      accountId: details.session?.accountId as string,
      clientId: details.params.client_id as string,
    });
    grant.addOIDCScope(String(details.params.scope));
    await p.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(new Map()),
    ttl: {
      Session: 3600,
      Interaction: 600,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    jwks: {
      keys: [{ ...(privateKey.export({ format: "jwk" }) as JWK), alg: "RS256", use: "sig" }],
    },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    pkce: { required: () => true, methods: ["S256"] },
    // Like Google: the ID token itself carries email, email_verified, name and picture.
    conformIdTokenClaims: false,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
  });
  const handle = provider.callback();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith("/interaction/")) {
      interact(provider, req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void handle(req, res);
  });

  return {
    issuer,
    env: {
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      OIDC_ISSUER: issuer,
    },
    signInAs(account) {
      next = account;
    },
    async authorize(authUrl) {
      // The browser at the provider: its own cookies, redirect after redirect.
      const jar = new Map<string, string>();
      let url = new URL(authUrl);
      for (let hop = 0; hop < 10; hop++) {
        const response = await fetch(url, {
          redirect: "manual",
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ""] = line.split(";");
          const eq = pair.indexOf("=");
          jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
        }
        const location = response.headers.get("location");
        if (!location) {
          throw new Error(
            `provider stopped at ${url} (${response.status}): ${await response.text()}`,
          );
        }
        url = new URL(location, url);
        if (url.href.startsWith(redirectUri)) return url;
      }
      throw new Error("too many redirects at the provider");
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
