// The accounts feature's public entry. Its two pages (settings, feedback) are loaded lazily by the
// app, straight from remote-settings-page.tsx and remote-feedback-page.tsx, each its own chunk; do
// not export them here. Nothing else of it is used outside.
export {};
