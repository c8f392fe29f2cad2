// Google sign-in with OpenID Connect (openid-client): the authorization code flow with PKCE,
// state and nonce. The issuer is Google's, or OIDC_ISSUER (tests use a local provider).
import { stateWithReturnPath } from "@encore/shared";
import * as oidc from "openid-client";
import { HttpError, badRequest } from "../http/errors.js";
import type { Logger } from "../logger.js";
import type { OidcFlowSecrets } from "./oidc-flows.js";

export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  pictureUrl: string | undefined;
}

export interface GoogleSignIn {
  /**
   * The provider's address to send the browser to, and the secrets the callback checks. The state
   * carries `returnTo`, an app's own path, for the screen's /auth/callback (return-path.ts).
   */
  start(returnTo?: string): Promise<{ authUrl: string; flow: OidcFlowSecrets }>;
  /**
   * Exchanges the code (checking state, nonce and PKCE) for the ID token's identity. `iss` is the
   * issuer the provider named in its redirect (RFC 9207), when the screen passed it on.
   */
  finish(
    code: string,
    state: string,
    flow: OidcFlowSecrets,
    iss?: string | undefined,
  ): Promise<GoogleIdentity>;
}

export interface GoogleSignInOptions {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** PUBLIC_URL/auth/callback: the screen's route, which posts code and state to the API. */
  redirectUri: string;
}

export const GOOGLE_MESSAGES = {
  notConfigured: "Google sign-in is not configured",
  expired: "Google sign-in expired or was started in another browser. Please try again.",
  unavailable: "Google sign-in is unavailable right now. Please try again later.",
  failed: "Google sign-in failed. Please try again.",
} as const;

const SCOPE = "openid email profile";

const unavailable = () =>
  new HttpError(503, { message: GOOGLE_MESSAGES.unavailable, code: "google_unavailable" });

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export function createGoogleSignIn(options: GoogleSignInOptions, logger: Logger): GoogleSignIn {
  let configuration: Promise<oidc.Configuration> | undefined;

  /** Discovery once, retried after a failure. Plain http is allowed only for a local issuer. */
  function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(options.issuer);
    configuration ??= oidc
      .discovery(
        issuer,
        options.clientId,
        options.clientSecret,
        undefined,
        issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        logger.error({ reason: String(error) }, "OpenID discovery failed");
        throw unavailable();
      });
    return configuration;
  }

  return {
    async start(returnTo) {
      const config = await discover();
      const flow = {
        state: stateWithReturnPath(oidc.randomState(), returnTo),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce,
      });
      return { authUrl: url.href, flow };
    },

    async finish(code, state, flow, iss) {
      const config = await discover();
      const callback = new URL(options.redirectUri);
      callback.searchParams.set("code", code);
      callback.searchParams.set("state", state);
      // A provider that announces RFC 9207 must name itself in the redirect. With one provider
      // configured there is nobody to mix it up with, so a screen that passes on only code and
      // state (POST /auth/callback, docs/protocol.md#calls) is taken to be answering ours; an iss
      // it does pass on must match.
      callback.searchParams.set("iss", iss ?? config.serverMetadata().issuer);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        // The reason names the check that failed, never the code or tokens.
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown";
        logger.warn({ reason }, "Google sign-in refused");
        throw badRequest(GOOGLE_MESSAGES.failed, "google_sign_in_failed");
      }
      if (!claims) throw badRequest(GOOGLE_MESSAGES.failed, "google_sign_in_failed");
      return {
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        name: text(claims.name),
        pictureUrl: text(claims.picture),
      };
    },
  };
}
