// Mounts an app into the page's #root, in strict mode, with the stage and name styles both apps
// share (each app's main imports its own theme after this), once the language it speaks is loaded
// (docs/languages.md).
import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { startLanguage } from "../i18n/start-language";
import "../ui/stage.css";
import "../ui/names.css";

/**
 * A page left while one of its lazy parts still loads (a guest who opens a page and at once another)
 * has that part's stylesheet cancelled: Vite then reports a failed CSS preload as an uncaught error.
 * It is no failure of the page; the part's code still loads, or fails in the lazy loader's own way.
 */
function ignoreCancelledStylesheets(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const failure = (event as Event & { payload?: unknown }).payload;
    if (failure instanceof Error && failure.message.startsWith("Unable to preload CSS"))
      event.preventDefault();
  });
}

export function mountApp(App: ComponentType): void {
  const root = document.getElementById("root");
  if (!root) return;
  ignoreCancelledStylesheets();
  void startLanguage().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
