// The `electron` package is never installed here (its first require downloads the binary): its
// import is typed by our own interfaces (electron-api.ts), cast where main.ts and preload.ts
// import it.
declare module "electron";
