// The screen's one session connection (device "screen"), shared by every page.
import { deviceId } from "@encore/web/lib/device-id";
import { createSessionConnection } from "@encore/web/session/session-connection";

export const screenConnection = createSessionConnection({ device: "screen", deviceId: deviceId() });
