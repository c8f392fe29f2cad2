// Limits of a live session (issue: live sessions, §5).

export const MAX_QUEUE_LENGTH = 500;
export const MAX_DEVICES_PER_SESSION = 50;
/** The largest command a client may send, as JSON; larger ones are refused with ERROR. */
export const MAX_COMMAND_BYTES = 8 * 1024;
/** How long the cloud remembers an op_id, so a command retried after a reconnect applies once. */
export const OP_ID_MEMORY_MS = 10 * 60 * 1000;
export const MAX_OP_ID_LENGTH = 64;
