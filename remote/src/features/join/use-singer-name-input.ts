// A singer name being typed, on the name step and on the Me tab: its text, the error under it
// (gone with the next keystroke), and saving it once it reads as a name (join-rules.ts).
import { useState } from "react";
import { setSingerName } from "../../app/identity-atoms";
import { readNameInput } from "./join-rules";

export interface SingerNameInput {
  value: string;
  error: string | null;
  change: (next: string) => void;
  /** Saves the typed name and returns it as saved; or shows why it is no name and returns null. */
  save: () => string | null;
}

export function useSingerNameInput(initial: string): SingerNameInput {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    error,
    change(next) {
      setValue(next);
      setError(null);
    },
    save() {
      const input = readNameInput(value);
      if (!input.ok) {
        setError(input.message);
        return null;
      }
      setSingerName(input.name);
      return input.name;
    },
  };
}
