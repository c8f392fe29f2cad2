// The undo feature's public entry: the Undo toasts (the cloud's offers and the phone's own undo
// of a song it removed), and where the queue puts that own undo.
export { localUndoAtom, type LocalUndo } from "./undo-atoms";
export { UndoToasts } from "./undo-toasts";
