import { t } from "./translate";
import { createElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "./test-language";
import { messageWithElements } from "./message-with-elements";

beforeAll(() => speak("en"));

/** The parts as text, an element shown as <its text>. */
function parts(node: ReactNode): string[] {
  return (node as ReactElement<{ children: ReactNode }>[]).map((fragment) => {
    const child = fragment.props.children;
    return isValidElement<{ children: string }>(child)
      ? `<${child.props.children}>`
      : String(child);
  });
}

describe("a message with elements inside", () => {
  it("puts each element where the message has its argument", () => {
    const name = createElement("bdi", null, "Ana");
    const wait = createElement("span", null, "in about 3 min");
    expect(parts(messageWithElements(t, "screen.upNext.afterThat", { name, wait }))).toEqual([
      "After that: ",
      "<Ana>",
      " · ",
      "<in about 3 min>",
    ]);
  });

  it("keeps the text around an element and fills the other arguments", () => {
    const email = createElement("a", null, "support@encore.party");
    expect(parts(messageWithElements(t, "screen.about.supportText", { email }))).toEqual([
      "Questions or ideas? Sign in and leave a feedback from the account menu, or write to ",
      "<support@encore.party>",
      ".",
    ]);
  });
});
