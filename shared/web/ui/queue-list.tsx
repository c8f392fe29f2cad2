// The queue as both apps show it: who added each song, drag to reorder (@dnd-kit sortable with
// pointer, touch and keyboard sensors, a handle with `touch-action: none`), remove. Moves name
// the item's queue_id so two devices acting at once never move the wrong song. An app may add to
// each entry (`decorate`): a heading above it, a line under it, buttons, and why this device may
// not move or remove it (the control is then disabled, the reason its description).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { cleanArtist, cleanTitle, type QueueItem } from "@encore/shared";
import { useId, type ReactNode } from "react";
import { useT } from "../i18n/translate";
import { Avatar } from "./avatar";
import { moveTarget } from "./queue-moves";
import "./queue-list.css";

export interface QueueListProps {
  items: QueueItem[];
  orientation: "horizontal" | "vertical";
  onMove: (from: number, to: number, queueId: string) => void;
  onRemove: (index: number, queueId: string) => void;
  /** Marks the items this device added (the remote's "your songs"). */
  isMine?: (item: QueueItem) => boolean;
  /** What the app adds to the entry of `item`, at `index` in the queue. */
  decorate?: (item: QueueItem, index: number) => QueueEntryExtras;
}

/** An app's additions to one entry; each is optional. */
export interface QueueEntryExtras {
  /** A heading shown above the entry (the first song of a group). */
  heading?: string | null;
  /** A line under the artist and singer. */
  note?: ReactNode;
  /** Buttons shown before Remove. */
  actions?: ReactNode;
  /** Why this device may not move the item: its handle is disabled and says so. */
  moveBlocked?: string | null;
  /** Why this device may not remove the item: its Remove is disabled and says so. */
  removeBlocked?: string | null;
}

const NO_EXTRAS: QueueEntryExtras = {};

export function QueueList({
  items,
  orientation,
  onMove,
  onRemove,
  isMine,
  decorate,
}: QueueListProps) {
  const t = useT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.queue_id);

  function onDragEnd(event: DragEndEvent) {
    const move = moveTarget(
      ids,
      String(event.active.id),
      event.over ? String(event.over.id) : null,
    );
    if (move) onMove(move.from, move.to, move.queueId);
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={ids}
        strategy={
          orientation === "horizontal" ? horizontalListSortingStrategy : verticalListSortingStrategy
        }
      >
        <ol className={`queue-list queue-list-${orientation}`} aria-label={t("common.queue.label")}>
          {items.map((item, index) => (
            <QueueEntry
              key={item.queue_id}
              item={item}
              position={index + 1}
              mine={isMine?.(item) ?? false}
              extras={decorate?.(item, index) ?? NO_EXTRAS}
              onRemove={() => onRemove(index, item.queue_id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function QueueEntry({
  item,
  position,
  mine,
  extras,
  onRemove,
}: {
  item: QueueItem;
  position: number;
  mine: boolean;
  extras: QueueEntryExtras;
  onRemove: () => void;
}) {
  const t = useT();
  const { heading, note, actions, moveBlocked, removeBlocked } = extras;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.queue_id,
    disabled: Boolean(moveBlocked),
  });
  const moveReasonId = useId();
  const removeReasonId = useId();
  const title = cleanTitle(item.title);
  return (
    <li
      ref={setNodeRef}
      className={`queue-entry ${isDragging ? "queue-entry-dragging" : ""} ${mine ? "queue-entry-mine" : ""} ${heading ? "queue-entry-headed" : ""}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-queue-id={item.queue_id}
    >
      {heading && <h3 className="queue-entry-heading">{heading}</h3>}
      <button
        type="button"
        className="queue-entry-handle"
        aria-label={t("common.queue.reorder", { title, position })}
        {...attributes}
        {...listeners}
        disabled={Boolean(moveBlocked)}
        aria-describedby={moveBlocked ? moveReasonId : attributes["aria-describedby"]}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {moveBlocked && (
        <span id={moveReasonId} className="visually-hidden">
          {moveBlocked}
        </span>
      )}
      <Avatar name={item.added_by_user.name} pictureUrl={item.added_by_user.avatar} />
      <span className="queue-entry-text">
        <span className="queue-entry-title" title={title}>
          {title}
        </span>
        <span
          className="queue-entry-meta"
          title={`${cleanArtist(item.artist)} · ${item.added_by_user.name}`}
        >
          <bdi>{cleanArtist(item.artist)}</bdi> · <bdi>{item.added_by_user.name}</bdi>
        </span>
        {note && <span className="queue-entry-note">{note}</span>}
      </span>
      {actions}
      <button
        type="button"
        className="queue-entry-remove"
        aria-label={t("common.queue.remove", { title })}
        disabled={Boolean(removeBlocked)}
        aria-describedby={removeBlocked ? removeReasonId : undefined}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      {removeBlocked && (
        <span id={removeReasonId} className="visually-hidden">
          {removeBlocked}
        </span>
      )}
    </li>
  );
}
