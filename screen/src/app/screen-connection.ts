// The screen's one session connection (device "screen"), shared by every page. The cloud learns
// who the TV is from the login cookie at the socket's handshake, so a sign-in or sign-out on the
// TV reconnects it: songs the host queues from the TV then carry the account's name and picture.
import { deviceId } from "@encore/web/lib/device-id";
import { reconnectOnSignInChange } from "@encore/web/session/follow-sign-in";
import { createSessionConnection } from "@encore/web/session/session-connection";

export const screenConnection = createSessionConnection({ device: "screen", deviceId: deviceId() });

reconnectOnSignInChange(screenConnection);
