// The socket's handshake: its query parsed at the edge, who it is (handshake-identity.ts), and a
// cap on the sockets one client address holds open.
import { handshakeSchema, problem } from "@encore/shared";
import { describeZodError } from "../../http/validate.js";
import { addressKey, clientAddress } from "../../security/client-address.js";
import { createAddressSockets } from "./address-sockets.js";
import { identify } from "./handshake-identity.js";
import type { SessionHandlerDeps } from "./session-handler-deps.js";
import { ERRORS, handshakeError } from "./socket-errors.js";
import type { SessionServer } from "./socket-types.js";

/**
 * Sockets one client address may hold open (per instance): a party behind one router has a few
 * dozen; a script past this is refused at the handshake with ERRORS.addressBusy.
 */
export const MAX_SOCKETS_PER_ADDRESS = 200;

export function registerHandshake(
  io: SessionServer,
  deps: Pick<SessionHandlerDeps, "accountOf" | "trustProxy" | "maxSocketsPerAddress" | "logger">,
): void {
  const maxPerAddress = deps.maxSocketsPerAddress ?? MAX_SOCKETS_PER_ADDRESS;
  const addressSockets = createAddressSockets(maxPerAddress);

  io.use((socket, next) => {
    const parsed = handshakeSchema.safeParse(socket.handshake.query);
    if (!parsed.success) {
      next(
        handshakeError(
          problem("invalid_handshake", `Invalid handshake: ${describeZodError(parsed.error)}`),
        ),
      );
      return;
    }
    // The query's picture_url is never used: a picture comes from the account only.
    const { device, device_id, name } = parsed.data;
    identify(socket.request, name, deps.accountOf).then(
      (identity) => {
        socket.data = {
          device,
          deviceId: device_id ?? socket.id,
          ...identity,
          addressKey: addressKey(clientAddress(socket.request, deps.trustProxy)),
          sessionCode: null,
          screen: false,
          singer: "",
        };
        const address = socket.data.addressKey;
        if (socket.conn.readyState !== "open") return next(handshakeError(ERRORS.internal));
        if (!addressSockets.reserve(address))
          return next(handshakeError(ERRORS.addressBusy(maxPerAddress)));
        socket.conn.once("close", () => addressSockets.release(address));
        next();
      },
      (error: unknown) => {
        deps.logger.error({ err: error }, "could not read a socket's login session");
        next(handshakeError(ERRORS.internal));
      },
    );
  });
}
