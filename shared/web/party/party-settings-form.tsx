// The three party settings as a form a host changes (docs/product.md#the-host): two switches and
// a choice of songs per singer, each with its one line. Every change is sent at once through
// `onChange` (UPDATE_SETTINGS names only what changed); the values shown are the party's, as the
// cloud last said them, so a refused change springs back.
import type { PartySettings, PartySettingsChange } from "@encore/shared";
import { useId } from "react";
import { formatNumber } from "../i18n/format";
import type { MessageKey } from "../i18n/message-key";
import { useT } from "../i18n/translate";
import "./party-settings.css";

/** Each setting's label and its one line, the same on the screen's dialog and on a host phone. */
const SETTING_KEYS = {
  fair_turns: { label: "common.party.fairTurns.label", line: "common.party.fairTurns.line" },
  host_controls: {
    label: "common.party.hostControls.label",
    line: "common.party.hostControls.line",
  },
  max_waiting_per_singer: {
    label: "common.party.maxWaiting.label",
    line: "common.party.maxWaiting.line",
  },
} as const satisfies Record<keyof PartySettings, { label: MessageKey; line: MessageKey }>;

/** The choices of "Songs per singer": 0 is no limit. */
const MAX_WAITING_CHOICES = [0, 1, 2, 3, 5, 10, 20] as const;

interface PartySettingsFormProps {
  settings: PartySettings;
  onChange: (change: PartySettingsChange) => void;
  /** Guests see the settings and cannot change them. */
  disabled?: boolean;
}

export function PartySettingsForm({
  settings,
  onChange,
  disabled = false,
}: PartySettingsFormProps) {
  const t = useT();
  return (
    <div className="party-settings" role="group" aria-label={t("common.party.settings")}>
      <SettingSwitch
        name="fair_turns"
        checked={settings.fair_turns}
        disabled={disabled}
        onChange={(fair_turns) => onChange({ fair_turns })}
      />
      <SettingSwitch
        name="host_controls"
        checked={settings.host_controls}
        disabled={disabled}
        onChange={(host_controls) => onChange({ host_controls })}
      />
      <MaxWaitingChoice
        value={settings.max_waiting_per_singer}
        disabled={disabled}
        onChange={(max_waiting_per_singer) => onChange({ max_waiting_per_singer })}
      />
    </div>
  );
}

function SettingSwitch({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: "fair_turns" | "host_controls";
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const lineId = useId();
  const keys = SETTING_KEYS[name];
  return (
    <label className="party-setting">
      <input
        type="checkbox"
        role="switch"
        className="party-setting-switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={lineId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="party-setting-text">
        <span className="party-setting-label">{t(keys.label)}</span>
        <span className="party-setting-line" id={lineId}>
          {t(keys.line)}
        </span>
      </span>
    </label>
  );
}

function MaxWaitingChoice({
  value,
  disabled,
  onChange,
}: {
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const t = useT();
  const selectId = useId();
  const lineId = useId();
  const keys = SETTING_KEYS.max_waiting_per_singer;
  // A value set elsewhere (another host) that is not among the choices still shows.
  const choices = MAX_WAITING_CHOICES.includes(value as (typeof MAX_WAITING_CHOICES)[number])
    ? MAX_WAITING_CHOICES
    : [...MAX_WAITING_CHOICES, value].sort((a, b) => a - b);
  return (
    <div className="party-setting">
      <span className="party-setting-text">
        <label className="party-setting-label" htmlFor={selectId}>
          {t(keys.label)}
        </label>
        <span className="party-setting-line" id={lineId}>
          {t(keys.line)}
        </span>
      </span>
      <select
        id={selectId}
        className="party-setting-select"
        value={value}
        disabled={disabled}
        aria-describedby={lineId}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 0 ? t("common.party.noLimit") : formatNumber(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
