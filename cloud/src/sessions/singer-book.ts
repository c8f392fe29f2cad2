// Which singer each person of a party is (docs/protocol.md#singers): the cloud issues singers and
// keeps, in the session, which person-keys map to which. A person-key is an HMAC of the device
// (`d:`) or, when signed in, of the account (`a:`), keyed by the party's secret (singers.ts).
// Pure, for the session machine: the join handler asks it when a socket joins, and writes only
// when the book changes.
import type { Transition } from "./session-transition.js";

/** The keys of the person joining: their device's, and their account's when signed in. */
export interface PersonKeys {
  device: string;
  account: string | null;
}

/** person-key → singer. */
export type SingerBook = Readonly<Record<string, string>>;

/** People a party remembers; past it the oldest are forgotten (the state stays small). */
export const MAX_PEOPLE = 400;

export interface SingerChoice {
  singer: string;
  /** The book with this person in it; the same object when nothing changed (no write). */
  book: SingerBook;
  /** A singer the party did not have before: what the limits on new singers count. */
  issued: boolean;
  /** The device's songs and host role go to the account's singer (a second device signed in). */
  moved: { from: string; to: string } | null;
}

/**
 * A person's first singer is the HMAC in their key, as singers were before the cloud kept them,
 * so the songs of a session from then stay theirs.
 */
const firstSingerOf = (key: string) => key.slice(2);

/** Whether a signed-in account already sings as this singer. */
function accountSings(book: SingerBook, singer: string): boolean {
  return Object.entries(book).some(([key, value]) => key.startsWith("a:") && value === singer);
}

function withPeople(book: SingerBook, entries: Record<string, string>): SingerBook {
  const next: Record<string, string> = { ...book };
  for (const [key, value] of Object.entries(entries)) {
    delete next[key];
    next[key] = value;
  }
  const keys = Object.keys(next);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PEOPLE))) delete next[key];
  return next;
}

/**
 * The singer of a person joining: a device keeps its singer; an account signing in adopts its
 * device's (unless another account sings as it), or, when the account already sings here from
 * another device, the device's songs and host role move to the account's; signing out, the
 * device keeps the singer it had.
 */
export function chooseSinger(book: SingerBook, person: PersonKeys): SingerChoice {
  const ofDevice = book[person.device];
  const same = (singer: string): SingerChoice => ({ singer, book, issued: false, moved: null });
  if (person.account === null) {
    if (ofDevice !== undefined) return same(ofDevice);
    const singer = firstSingerOf(person.device);
    return {
      singer,
      book: withPeople(book, { [person.device]: singer }),
      issued: true,
      moved: null,
    };
  }
  const ofAccount = book[person.account];
  if (ofAccount !== undefined) {
    if (ofDevice === ofAccount) return same(ofAccount);
    const moved =
      ofDevice !== undefined && !accountSings(book, ofDevice)
        ? { from: ofDevice, to: ofAccount }
        : null;
    return {
      singer: ofAccount,
      book: withPeople(book, { [person.device]: ofAccount }),
      issued: false,
      moved,
    };
  }
  if (ofDevice !== undefined && !accountSings(book, ofDevice))
    return {
      singer: ofDevice,
      book: withPeople(book, { [person.account]: ofDevice }),
      issued: false,
      moved: null,
    };
  const singer = firstSingerOf(person.account);
  return {
    singer,
    book: withPeople(book, { [person.account]: singer, [person.device]: singer }),
    issued: true,
    moved: null,
  };
}

/**
 * The session machine's KNOW_PERSON: the person is written into the book, and when their device
 * joins its account's singer, its waiting songs and host role go along (every device is sent the
 * queue). The song on now keeps its singer, as every device saw it start.
 */
export function knowPerson(t: Transition, person: PersonKeys): void {
  const s = t.state;
  const choice = chooseSinger(s.people, person);
  s.people = choice.book;
  const moved = choice.moved;
  if (!moved) return;
  if (s.hosts.includes(moved.from))
    s.hosts = [...new Set(s.hosts.map((host) => (host === moved.from ? moved.to : host)))];
  if (!s.queue.some((item) => item.added_by_user.singer === moved.from)) return;
  s.queue = s.queue.map((item) =>
    item.added_by_user.singer === moved.from
      ? { ...item, added_by_user: { ...item.added_by_user, singer: moved.to } }
      : item,
  );
  t.queueChanged("QUEUE_REORDERED");
}
