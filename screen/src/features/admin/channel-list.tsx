// The channels to import, one songbook each: ticked or not, added by address or @handle, removed;
// and the Import button for the ticked ones.
import type { AdminChannel, AdminImportState } from "@encore/shared";
import { cloudErrorOf, errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { TextField } from "@encore/web/ui/text-field";
import { useState, type FormEvent } from "react";
import { adminApi } from "./admin-api";
import { ChannelRow } from "./channel-row";

interface Props {
  channels: readonly AdminChannel[];
  hasKey: boolean;
  running: boolean;
  onChange: () => void;
  onImport: (started: AdminImportState) => void;
}

export function ChannelList({ channels, hasKey, running, onChange, onImport }: Props) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(errorText(cloudErrorOf(error)));
  /** Whether it worked; a refusal is said above the list. */
  const act = (action: Promise<unknown>): Promise<boolean> =>
    action.then(
      () => {
        setProblem(null);
        onChange();
        return true;
      },
      (error: unknown) => {
        fail(error);
        return false;
      },
    );
  const selected = channels.filter((channel) => channel.selected).length;

  const start = () => {
    adminApi.startImport().then(({ import: started }) => {
      setProblem(null);
      onImport(started);
    }, fail);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-channels-title">
      <div className="admin-section-head">
        <h2 id="admin-channels-title">{t("screen.admin.karaoke.channelsTitle")}</h2>
        <button
          type="button"
          className="button"
          disabled={!hasKey || running || selected === 0}
          onClick={start}
        >
          {t("screen.admin.karaoke.import", { count: selected })}
        </button>
      </div>
      <p className="admin-dim">{t("screen.admin.karaoke.channelsIntro")}</p>
      {selected === 0 && <p className="admin-dim">{t("screen.admin.karaoke.noneSelected")}</p>}
      <p className="admin-error" role="alert">
        {problem}
      </p>
      <ul className="admin-list admin-channels" aria-labelledby="admin-channels-title">
        {channels.map((channel) => (
          <ChannelRow
            key={channel.handle}
            channel={channel}
            onSelect={(on) => act(adminApi.selectChannel(channel.handle, on))}
            onRemove={() => act(adminApi.removeChannel(channel.handle))}
          />
        ))}
      </ul>
      <AddChannelForm onAdd={(text) => act(adminApi.addChannel(text))} />
    </section>
  );
}

function AddChannelForm({ onAdd }: { onAdd: (text: string) => Promise<boolean> }) {
  const t = useT();
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    void onAdd(text.trim()).then((added) => added && setText(""));
  };
  return (
    <form className="admin-search" onSubmit={submit}>
      <TextField
        label={t("screen.admin.karaoke.addLabel")}
        value={text}
        onChange={setText}
        inputProps={{ spellCheck: false, autoCapitalize: "none" }}
      />
      <button type="submit" className="button button-ghost">
        {t("screen.admin.karaoke.add")}
      </button>
    </form>
  );
}
