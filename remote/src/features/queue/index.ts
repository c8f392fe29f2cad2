// The queue feature's public entry. Its page is loaded lazily by the app, straight from
// queue-page.tsx, its own chunk; do not export it here. Nothing else of it is used outside.
export {};
