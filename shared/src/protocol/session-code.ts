// Session codes (docs/protocol.md#session-codes): six characters from an alphabet without
// look-alikes (no 0/O, 1/I/L), shown as ABC-234, typed with or without the dash, in any case.

export const SESSION_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const SESSION_CODE_LENGTH = 6;

const VALID_CODE = new RegExp(`^[${SESSION_CODE_ALPHABET}]{${SESSION_CODE_LENGTH}}$`);

/** 'abc-234', ' ABC 234 ' → 'ABC234'; null when it cannot be a session code. */
export function normalizeSessionCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return VALID_CODE.test(code) ? code : null;
}

/** 'ABC234' → 'ABC-234'. */
export function formatSessionCode(code: string): string {
  const half = SESSION_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}
