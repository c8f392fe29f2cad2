// Limits of a live session (docs/protocol.md#socket-limits).

export const MAX_QUEUE_LENGTH = 500;
export const MAX_DEVICES_PER_SESSION = 50;
/**
 * Devices are counted by the device_id each one chooses, so sockets are capped too: twice the
 * devices (a phone's second tab, a reconnection whose old socket has not timed out yet), and a few
 * per device_id, so that reusing a joined id does not let a crowd in (docs/decisions.md).
 */
export const MAX_SOCKETS_PER_SESSION = 2 * MAX_DEVICES_PER_SESSION;
export const MAX_SOCKETS_PER_DEVICE = 5;
/** The largest command a client may send, as JSON; larger ones are refused with ERROR. */
export const MAX_COMMAND_BYTES = 8 * 1024;
/** How long the cloud remembers an op_id, so a command retried after a reconnect applies once. */
export const OP_ID_MEMORY_MS = 10 * 60 * 1000;
export const MAX_OP_ID_LENGTH = 64;
