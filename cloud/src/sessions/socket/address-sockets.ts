// Sockets open per client address on this instance (an IPv6 /64 counts as one, client-address.ts).
// A party behind one router opens a few dozen; the cap is far past that, and bounds what one
// machine with a script can hold open (docs/decisions.md, "No guest can starve the party").

export interface AddressSockets {
  /** Takes a place for a socket of `address`: false when the address has `max` open already. */
  reserve(address: string): boolean;
  /** Gives back a place when its socket has closed. */
  release(address: string): void;
  open(address: string): number;
}

export function createAddressSockets(max: number): AddressSockets {
  const open = new Map<string, number>();
  return {
    reserve(address) {
      const now = open.get(address) ?? 0;
      if (now >= max) return false;
      open.set(address, now + 1);
      return true;
    },
    release(address) {
      const now = open.get(address) ?? 0;
      if (now <= 1) open.delete(address);
      else open.set(address, now - 1);
    },
    open: (address) => open.get(address) ?? 0,
  };
}
