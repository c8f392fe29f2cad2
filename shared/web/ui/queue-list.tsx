// The queue as both apps show it: who added each song, drag to reorder (@dnd-kit sortable with
// pointer, touch and keyboard sensors, a handle with `touch-action: none`), remove. Moves name
// the item's queue_id so two devices acting at once never move the wrong song.
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
}

export function QueueList({ items, orientation, onMove, onRemove, isMine }: QueueListProps) {
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
        <ol className={`queue-list queue-list-${orientation}`} aria-label="Queue">
          {items.map((item, index) => (
            <QueueEntry
              key={item.queue_id}
              item={item}
              position={index + 1}
              mine={isMine?.(item) ?? false}
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
  onRemove,
}: {
  item: QueueItem;
  position: number;
  mine: boolean;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.queue_id,
  });
  const title = cleanTitle(item.title);
  return (
    <li
      ref={setNodeRef}
      className={`queue-entry ${isDragging ? "queue-entry-dragging" : ""} ${mine ? "queue-entry-mine" : ""}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-queue-id={item.queue_id}
    >
      <button
        type="button"
        className="queue-entry-handle"
        aria-label={`Reorder ${title}, position ${position}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <Avatar name={item.added_by_user.name} pictureUrl={item.added_by_user.avatar} />
      <span className="queue-entry-text">
        <span className="queue-entry-title">{title}</span>
        <span className="queue-entry-meta">
          {cleanArtist(item.artist)} · {item.added_by_user.name}
        </span>
      </span>
      <button
        type="button"
        className="queue-entry-remove"
        aria-label={`Remove ${title}`}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
