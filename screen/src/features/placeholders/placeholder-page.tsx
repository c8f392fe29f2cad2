// A plain page for the routes the next issue fills (issue 11 allows it): a title and a way back.
import { screenPaths } from "@encore/shared";
import { useAppNavigate } from "../../app/navigate";

export function PlaceholderPage({ title, code }: { title: string; code?: string }) {
  const navigate = useAppNavigate();
  return (
    <main className="placeholder-page">
      <h1>{title}</h1>
      <p>This screen is on its way.</p>
      <button
        type="button"
        className="button"
        autoFocus
        onClick={() => navigate(code ? screenPaths.sessionHome(code) : "/")}
      >
        Back
      </button>
    </main>
  );
}
