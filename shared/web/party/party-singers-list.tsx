// The host's list of the party's singers (docs/product.md#the-host, "Singers"), on a host phone's
// Me tab and in the screen's party settings: each with `Merge into…` (one person who became two
// singers: pick the other) and `Remove` (asked first: their waiting songs go too). The steps open
// in the row, not in a second dialog, so a TV remote's Up/Down/Enter reach them as any button
// and Escape backs out of a step before it closes anything.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useT } from "../i18n/translate";
import { currentSongAtom, queueAtom } from "../session/session-atoms";
import { useAtomValue } from "../store/store";
import { mergeTargets, partySingers, type PartySinger } from "./party-singers";
import "./party-singers.css";

export interface PartySingersListProps {
  onMerge: (singer: string, into: string) => void;
  onRemove: (singer: string) => void;
}

type Step = { kind: "merge" | "remove"; singer: string } | null;

export function PartySingersList({ onMerge, onRemove }: PartySingersListProps) {
  const t = useT();
  const singers = partySingers(useAtomValue(currentSongAtom), useAtomValue(queueAtom));
  const [step, setStep] = useState<Step>(null);
  // A step of a singer who left the queue meanwhile ends.
  const open = step && singers.some((one) => one.singer === step.singer) ? step : null;
  return (
    <section className="party-singers" aria-label={t("common.party.singers.heading")}>
      <h3 className="party-singers-heading">{t("common.party.singers.heading")}</h3>
      {singers.length === 0 ? (
        <p className="party-singers-none">{t("common.party.singers.none")}</p>
      ) : (
        <ul className="party-singers-list">
          {singers.map((singer) => (
            <SingerRow
              key={singer.singer}
              singer={singer}
              others={mergeTargets(singers, singer.singer)}
              step={open?.singer === singer.singer ? open.kind : null}
              onStep={(kind) => setStep(kind ? { kind, singer: singer.singer } : null)}
              onMerge={(into) => {
                setStep(null);
                onMerge(singer.singer, into);
              }}
              onRemove={() => {
                setStep(null);
                onRemove(singer.singer);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SingerRow({
  singer,
  others,
  step,
  onStep,
  onMerge,
  onRemove,
}: {
  singer: PartySinger;
  others: PartySinger[];
  step: "merge" | "remove" | null;
  onStep: (kind: "merge" | "remove" | null) => void;
  onMerge: (into: string) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const stepStart = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const hadStep = useRef(false);
  useEffect(() => {
    // The focus goes into a step when it opens, and back to its button when it closes.
    if (step) stepStart.current?.querySelector<HTMLButtonElement>("button")?.focus();
    else if (hadStep.current && stepStart.current === null) opener.current?.focus();
    hadStep.current = step !== null;
  }, [step]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !step) return;
    // Escape backs out of the step; the dialog around stays open.
    event.preventDefault();
    event.stopPropagation();
    onStep(null);
  };
  const status = singer.singingNow
    ? t("common.party.singers.singingNow")
    : t("common.party.singers.waiting", { count: singer.waiting });
  return (
    <li className="party-singer" aria-label={singer.name} onKeyDown={onKeyDown}>
      <div className="party-singer-row">
        <span className="party-singer-text">
          <span className="party-singer-name">{singer.name}</span>
          <span className="party-singer-status">{status}</span>
        </span>
        <span className="party-singer-actions">
          {others.length > 0 && (
            <button
              type="button"
              className="button button-ghost party-singer-action"
              aria-expanded={step === "merge"}
              onClick={(event) => {
                opener.current = event.currentTarget;
                onStep(step === "merge" ? null : "merge");
              }}
            >
              {t("common.party.singers.merge")}
            </button>
          )}
          <button
            type="button"
            className="button button-ghost party-singer-action party-singer-remove"
            aria-expanded={step === "remove"}
            onClick={(event) => {
              opener.current = event.currentTarget;
              onStep(step === "remove" ? null : "remove");
            }}
          >
            {t("common.party.singers.remove")}
          </button>
        </span>
      </div>
      {step === "merge" && (
        <div className="party-singer-step" ref={stepStart} role="group">
          <p className="party-singer-question">
            {t("common.party.singers.mergeInto", { name: singer.name })}
          </p>
          <div className="party-singer-choices">
            {others.map((other) => (
              <button
                key={other.singer}
                type="button"
                className="button party-singer-choice"
                onClick={() => onMerge(other.singer)}
              >
                {other.name}
              </button>
            ))}
            <button type="button" className="button button-ghost" onClick={() => onStep(null)}>
              {t("common.cancel")}
            </button>
          </div>
        </div>
      )}
      {step === "remove" && (
        <div className="party-singer-step" ref={stepStart} role="group">
          <p className="party-singer-question">
            {t("common.party.singers.removeQuestion", {
              name: singer.name,
              count: singer.waiting,
            })}
          </p>
          <div className="party-singer-choices">
            {/* The safe answer first: Enter on a step that just opened keeps everything. */}
            <button type="button" className="button button-ghost" onClick={() => onStep(null)}>
              {t("common.cancel")}
            </button>
            <button type="button" className="button party-singer-danger" onClick={onRemove}>
              {t("common.party.singers.removeConfirm")}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
