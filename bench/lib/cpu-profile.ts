// A V8 CPU profile (Chrome's or Node's --cpu-prof) in words: where the time went.
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function label(frame: CallFrame): string {
  const file = frame.url.split("/").pop() ?? "";
  if (!frame.url) return frame.functionName || "(program)";
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber}`;
}

/**
 * Prints the functions with the most time, inclusive and self, then what each busy stretch (samples
 * with no idle between them) longer than `stretchMin` ms spent its time on.
 */
export function printProfile(
  profile: Profile,
  { top = 30, stretchMin = 50, stretchTop = 14, unit = "ms" } = {},
): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const own = label(node.callFrame);
    self.set(own, (self.get(own) ?? 0) + delta);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) break;
      const name = label(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  });
  const print = (title: string, table: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, time] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${time.toFixed(1).padStart(8)} ms  ${name}`);
    }
  };
  print(`Inclusive (${unit})`, inclusive);
  print(`Self (${unit})`, self);

  // The busy stretches (samples with no idle between them): what each long one spent its time on.
  const stacks = (id: number): string[] => {
    const names: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame) names.push(label(frame));
    }
    return [...new Set(names)];
  };
  interface Stretch {
    start: number;
    end: number;
    time: Map<string, number>;
  }
  let clock = 0;
  let stretch: Stretch | null = null;
  const stretches: Stretch[] = [];
  for (const [index, id] of profile.samples.entries()) {
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const name = label(
      byId.get(id)?.callFrame ?? { functionName: "", url: "", lineNumber: 0, columnNumber: 0 },
    );
    if (name === "(idle)") {
      if (stretch) stretches.push(stretch);
      stretch = null;
    } else {
      stretch ??= { start: clock, end: clock, time: new Map() };
      stretch.end = clock + delta;
      for (const frame of stacks(id))
        stretch.time.set(frame, (stretch.time.get(frame) ?? 0) + delta);
    }
    clock += delta;
  }
  console.log(
    `\nBusy stretches over ${stretchMin} ms (from the profile's start; the top inclusive entries)`,
  );
  for (const item of stretches.filter((entry) => entry.end - entry.start > stretchMin)) {
    const spent = [...item.time]
      .filter(([name]) => !["(root)", "(program)"].includes(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, stretchTop)
      .map(([name, time]) => `${name} ${time.toFixed(0)}`);
    console.log(
      `  ${item.start.toFixed(0)} +${(item.end - item.start).toFixed(0)} ms: ${spent.join(" · ")}`,
    );
  }
}
