// The newest import, live: its state when the tab opens (an import goes on when the page is
// closed), then every change the cloud streams while it runs (docs/admin.md, Server-Sent Events).
import { adminImportStateSchema, type AdminImportState } from "@encore/shared";
import { useCallback, useEffect, useState } from "react";
import { adminApi } from "./admin-api";

const EVENTS_URL = "/api/admin/imports/events";

export function useImportEvents(): {
  state: AdminImportState | null;
  /** Follows a new import the operator just started. */
  follow: (started: AdminImportState) => void;
} {
  const [state, setState] = useState<AdminImportState | null>(null);
  const [listening, setListening] = useState(false);

  useEffect(() => {
    let live = true;
    adminApi.currentImport().then(
      ({ import: current }) => {
        if (!live) return;
        setState(current);
        if (current?.status === "running") setListening(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!listening) return;
    const source = new EventSource(EVENTS_URL);
    source.addEventListener("import", (event) => {
      const parsed = adminImportStateSchema.safeParse(
        readJson((event as MessageEvent<string>).data),
      );
      if (!parsed.success) return;
      setState(parsed.data);
      if (parsed.data.status !== "running") {
        source.close();
        setListening(false);
      }
    });
    return () => source.close();
  }, [listening]);

  const follow = useCallback((started: AdminImportState) => {
    setState(started);
    setListening(started.status === "running");
  }, []);

  return { state, follow };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
