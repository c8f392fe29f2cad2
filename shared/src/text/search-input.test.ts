import { describe, expect, it } from "vitest";
import { isValidSearchText, prepareSearchText, sanitizeSearchText } from "./search-input.js";

describe("sanitizeSearchText", () => {
  it.each([
    ["  hello   world  ", "hello world"],
    ["<b>queen</b>", "queen"],
    ["<script>alert(1)</script>abba", "abba"],
    ["javascript:alert(1) toto", "alert(1) toto"],
    ["data:text/html,hi", "text/html,hi"],
    ["a\u0000b\u0007c", "abc"],
    ["line\nbreak\ttab", "line break tab"],
    ["<img src=x onerror=alert(1)>adele", "adele"],
    ["unclosed <script tag", "unclosed script tag"],
    ["Beyoncé", "Beyoncé"],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeSearchText(input)).toBe(expected);
  });

  it("truncates to 100 characters", () => {
    expect(sanitizeSearchText("x".repeat(5000))).toHaveLength(100);
    // Emoji are single characters for the limit and are never cut in half.
    const emoji = sanitizeSearchText("🎤".repeat(150));
    expect(Array.from(emoji)).toHaveLength(100);
    expect(emoji).toBe("🎤".repeat(100));
  });
});

describe("isValidSearchText", () => {
  it.each(["a", "queen", " adele ", "PL12", "x".repeat(100), "AC/DC"])("accepts %j", (q) => {
    expect(isValidSearchText(q)).toBe(true);
  });

  it.each([
    "metadata: x",
    "Medieval (Live)",
    "Bigdata:",
    "mydocument.txt",
    "Sidewindow.",
    "Moonload=",
    "Ryanonclick=",
    "Tonerror=",
    "Ajavascript:",
    "Novbscript:",
  ])("accepts %j: a forbidden word only counts as a word of its own", (q) => {
    expect(isValidSearchText(q)).toBe(true);
    expect(prepareSearchText(q)).toEqual({ ok: true, text: q });
  });

  it.each([
    "",
    "   ",
    "x".repeat(101),
    "<script>",
    "JavaScript:void(0)",
    "data:text",
    "vbscript:msgbox",
    "<img onload=x>",
    "onclick=steal()",
    "onerror=1",
    "eval(1)",
    "document.cookie",
    "window.location",
    "metadata data:text",
    "Medieval eval (1)",
    "x.document.cookie",
    "(window . x)",
  ])("refuses %j", (q) => {
    expect(isValidSearchText(q)).toBe(false);
  });
});

describe("prepareSearchText", () => {
  it("sends the sanitised text", () => {
    expect(prepareSearchText("  <i>hello</i>  ")).toEqual({ ok: true, text: "hello" });
  });

  it("refuses what is empty after sanitising or still dangerous", () => {
    expect(prepareSearchText("<b></b>")).toEqual({
      ok: false,
      code: "search_text_empty",
      message: "Search text is empty",
    });
    expect(prepareSearchText("document.cookie")).toEqual({
      ok: false,
      code: "search_text_not_allowed",
      message: "Search text is not allowed",
    });
  });
});
