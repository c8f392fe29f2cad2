// Lint rule: no text a person reads is written in the apps' code; it comes from the message
// catalogues (shared/messages/, docs/languages.md). Flags letters in JSX text, in string
// expressions among JSX children, and in the attributes people read or hear (aria-label, title,
// placeholder, alt, and props named like labels, titles and messages). With `sentences`, for the
// apps' plain modules, it also flags any string that reads like words for people (a capital, then
// more words: "Song added", "Try again."), the texts a module would hand to a toast or a banner.
// A string passed to a call, such as a message key in t("remote.queue.round") or a log line, is
// not text and is never flagged.

const LETTER = /\p{L}/u;
/** Two or more words, the first capitalised: how a text for people looks, unlike a token. */
const SENTENCE = /^\p{Lu}[\p{L}'’]*(\s+[\p{L}\p{N}'’,.!?…:—-]+)+$/u;
const VISIBLE_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "title",
  "placeholder",
  "alt",
  "label",
  "heading",
  "message",
  "description",
  "text",
  "hint",
  "caption",
  "legend",
]);
const VISIBLE_PROP_SUFFIX = /(Label|Text|Title|Message|Heading|Hint|Description)$/;

/** Attributes whose names look visible but whose values are tokens, never shown. */
const TOKEN_ATTRIBUTES = new Set(["enterKeyHint"]);

const isVisibleAttribute = (name) =>
  !TOKEN_ATTRIBUTES.has(name) && (VISIBLE_ATTRIBUTES.has(name) || VISIBLE_PROP_SUFFIX.test(name));

/** @type {import("eslint").Rule.RuleModule} */
export const noVisibleLiterals = {
  meta: {
    type: "problem",
    docs: { description: "Visible text comes from the message catalogues" },
    schema: [
      {
        type: "object",
        properties: {
          allow: { type: "array", items: { type: "string" } },
          sentences: { type: "boolean" },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      literal:
        "“{{text}}” is text a person reads: put it in shared/messages/en.json and show it with t() (docs/languages.md).",
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const sentences = context.options[0]?.sentences === true;
    const flag = (node, raw) => {
      const text = raw.trim();
      if (!LETTER.test(text) || allowed.has(text)) return;
      context.report({ node, messageId: "literal", data: { text: text.slice(0, 40) } });
    };
    /** The string literals of an expression that end up shown: not those passed to a call. */
    const checkExpression = (node) => {
      if (!node) return;
      switch (node.type) {
        case "Literal":
          if (typeof node.value === "string") flag(node, node.value);
          return;
        case "TemplateLiteral":
          for (const quasi of node.quasis) flag(quasi, quasi.value.cooked ?? "");
          for (const expression of node.expressions) checkExpression(expression);
          return;
        case "ConditionalExpression":
          checkExpression(node.consequent);
          checkExpression(node.alternate);
          return;
        case "LogicalExpression":
          checkExpression(node.left);
          checkExpression(node.right);
          return;
        case "BinaryExpression":
          if (node.operator === "+") {
            checkExpression(node.left);
            checkExpression(node.right);
          }
          return;
        default:
          return;
      }
    };
    /** Whether a literal is an argument of a call, a key, an import or a type: not shown. */
    const notShown = (node) => {
      for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
        if (
          ["CallExpression", "NewExpression", "ImportDeclaration", "ExportAllDeclaration"].includes(
            parent.type,
          )
        )
          return true;
        if (parent.type === "ExportNamedDeclaration" && parent.source === child) return true;
        if (parent.type === "TSLiteralType" || parent.type.startsWith("JSX")) return true;
        if (
          (parent.type === "Property" || parent.type === "TSPropertySignature") &&
          parent.key === child
        )
          return true;
        if (parent.type === "MemberExpression" && parent.property === child) return true;
      }
      return false;
    };
    return {
      Literal(node) {
        if (!sentences || typeof node.value !== "string") return;
        const text = node.value.trim();
        if (SENTENCE.test(text) && !allowed.has(text) && !notShown(node))
          context.report({ node, messageId: "literal", data: { text: text.slice(0, 40) } });
      },
      JSXText(node) {
        flag(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === "JSXElement" || node.parent.type === "JSXFragment")
          checkExpression(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXNamespacedName" ? node.name.name.name : node.name.name;
        if (!isVisibleAttribute(name) || !node.value) return;
        if (node.value.type === "Literal") checkExpression(node.value);
        else if (node.value.type === "JSXExpressionContainer")
          checkExpression(node.value.expression);
      },
    };
  },
};

export default { rules: { "no-visible-literals": noVisibleLiterals } };
