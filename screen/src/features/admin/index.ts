// The operator's back office at /admin (docs/admin.md): a lazy part of the screen app.
export { AdminPage } from "./admin-page";
