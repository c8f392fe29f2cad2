// The one jotai store of an app: created here once, written from outside React by the socket
// connection and the API actions, read by components through these hooks. No other module imports
// jotai, so every piece of state is reachable from this file.
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from "jotai";

export const store = createStore();

export { atom, Provider, useAtom, useAtomValue, useSetAtom };
export type { Atom, PrimitiveAtom, WritableAtom } from "jotai";
