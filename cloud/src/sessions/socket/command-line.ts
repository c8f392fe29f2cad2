// The line of a session's commands waiting on this instance, shared fairly among its devices
// (docs/decisions.md, "No guest can starve the party"). While the line has room, any command
// waits in it. Once it is full, a device still gets in while it holds fewer than its share (the
// line's length over the most devices a session may have): a guest sending from ten sockets
// fills only its own shares, and a phone sending now and then is never turned away. The line
// then holds at most its length plus one share per device. The screen's own playback commands
// always get in.

/** Who a command is counted against: its device_id and its client address together. */
export function deviceKey(deviceId: string, addressKey: string): string {
  return `${addressKey} ${deviceId}`;
}

export interface CommandLines {
  /**
   * Takes a place for a command of `device` in session `code`: false when it is refused for load.
   * `always`: the command is taken whatever the line holds (the screen's own).
   */
  enter(code: string, device: string, always?: boolean): boolean;
  /** Gives back the place of an answered command. */
  leave(code: string, device: string): void;
  /** Commands of the session waiting now. */
  waiting(code: string): number;
}

interface Line {
  total: number;
  perDevice: Map<string, number>;
}

/** `share`: the places a device always has, once the line holds `maxWaiting` (at least 1). */
export function createCommandLines(maxWaiting: number, share: number): CommandLines {
  const lines = new Map<string, Line>();
  const places = Math.max(1, Math.floor(share));
  return {
    enter(code, device, always = false) {
      const line = lines.get(code) ?? { total: 0, perDevice: new Map<string, number>() };
      const mine = line.perDevice.get(device) ?? 0;
      if (!always && line.total >= maxWaiting && mine >= places) return false;
      line.total += 1;
      line.perDevice.set(device, mine + 1);
      lines.set(code, line);
      return true;
    },
    leave(code, device) {
      const line = lines.get(code);
      if (!line) return;
      const mine = line.perDevice.get(device) ?? 0;
      if (mine <= 1) line.perDevice.delete(device);
      else line.perDevice.set(device, mine - 1);
      line.total = Math.max(0, line.total - 1);
      if (line.total === 0) lines.delete(code);
    },
    waiting: (code) => lines.get(code)?.total ?? 0,
  };
}
