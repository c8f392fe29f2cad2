// The small part of Electron's main-process API the shell uses, declared as our own interfaces:
// every module takes it as a parameter, so tests pass a fake and never load the Electron binary
// (the `electron` package downloads it on its first require outside Electron). The names and
// shapes are Electron's own (https://www.electronjs.org/docs/latest/api/app and friends).

export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  shift: boolean;
  alt: boolean;
  meta: boolean;
}

export interface MouseInput {
  type: string;
}

export interface PreventableEvent {
  preventDefault(): void;
}

/** `will-frame-navigate`'s event: which frame goes where. */
export interface FrameNavigationEvent extends PreventableEvent {
  url: string;
  isMainFrame: boolean;
  frame: { parent: { parent: unknown } | null } | null;
}

export interface RenderProcessGoneDetails {
  reason: string;
  exitCode: number;
}

export interface IpcEvent {
  sender: WebContents;
  senderFrame: { url: string } | null;
  /** The answer to a synchronous message (ipcRenderer.sendSync). */
  returnValue?: unknown;
}

export type PermissionCallback = (granted: boolean) => void;

export interface Session {
  setPermissionRequestHandler(
    handler: (contents: WebContents, permission: string, callback: PermissionCallback) => void,
  ): void;
  setPermissionCheckHandler(
    handler: (contents: WebContents | null, permission: string) => boolean,
  ): void;
}

export type WindowOpenAnswer = { action: "deny" };

export interface WebContents {
  readonly session: Session;
  loadURL(url: string): Promise<void>;
  loadFile(file: string, options?: { query?: Record<string, string> }): Promise<void>;
  reload(): void;
  getURL(): string;
  forcefullyCrashRenderer(): void;
  insertCSS(css: string): Promise<string>;
  removeInsertedCSS(key: string): Promise<void>;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenAnswer): void;
  on(
    event: "render-process-gone",
    listener: (e: PreventableEvent, details: RenderProcessGoneDetails) => void,
  ): this;
  on(event: "unresponsive" | "responsive" | "did-finish-load", listener: () => void): this;
  on(
    event: "did-fail-load",
    listener: (
      e: PreventableEvent,
      errorCode: number,
      errorDescription: string,
      validatedURL: string,
      isMainFrame: boolean,
    ) => void,
  ): this;
  on(event: "will-navigate", listener: (e: PreventableEvent, url: string) => void): this;
  on(
    event: "will-redirect",
    listener: (e: PreventableEvent, url: string, isInPlace: boolean, isMainFrame: boolean) => void,
  ): this;
  on(event: "will-frame-navigate", listener: (e: FrameNavigationEvent) => void): this;
  on(event: "will-attach-webview", listener: (e: PreventableEvent) => void): this;
  on(event: "before-input-event", listener: (e: PreventableEvent, input: KeyInput) => void): this;
  on(event: "before-mouse-event", listener: (e: PreventableEvent, input: MouseInput) => void): this;
}

export interface WebPreferences {
  preload: string;
  contextIsolation: boolean;
  sandbox: boolean;
  nodeIntegration: boolean;
  nodeIntegrationInSubFrames: boolean;
  nodeIntegrationInWorker: boolean;
  webviewTag: boolean;
  webSecurity: boolean;
  allowRunningInsecureContent: boolean;
  experimentalFeatures: boolean;
  autoplayPolicy:
    "no-user-gesture-required" | "user-gesture-required" | "document-user-activation-required";
  additionalArguments: string[];
  backgroundThrottling: boolean;
  spellcheck: boolean;
  devTools: boolean;
}

export interface BrowserWindowOptions {
  title: string;
  kiosk: boolean;
  fullscreen: boolean;
  frame: boolean;
  autoHideMenuBar: boolean;
  backgroundColor: string;
  show: boolean;
  webPreferences: WebPreferences;
}

export interface BrowserWindow {
  readonly webContents: WebContents;
  setKiosk(flag: boolean): void;
  isKiosk(): boolean;
  setFullScreen(flag: boolean): void;
  setMenuBarVisibility(visible: boolean): void;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
  once(event: "ready-to-show", listener: () => void): this;
  on(event: "closed", listener: () => void): this;
}

export interface App {
  readonly commandLine: { appendSwitch(name: string, value?: string): void };
  requestSingleInstanceLock(): boolean;
  whenReady(): Promise<void>;
  quit(): void;
  getPath(name: "userData" | "home" | "exe"): string;
  getVersion(): string;
  setLoginItemSettings(settings: { openAtLogin: boolean }): void;
  on(event: "second-instance" | "window-all-closed", listener: () => void): this;
  on(
    event: "web-contents-created",
    listener: (e: PreventableEvent, contents: WebContents) => void,
  ): this;
}

export interface ElectronMain {
  app: App;
  BrowserWindow: new (options: BrowserWindowOptions) => BrowserWindow;
  powerSaveBlocker: { start(type: "prevent-display-sleep" | "prevent-app-suspension"): number };
  Menu: { setApplicationMenu(menu: null): void };
  ipcMain: {
    on(channel: string, listener: (event: IpcEvent, ...args: unknown[]) => void): void;
    handle(channel: string, listener: (event: IpcEvent, ...args: unknown[]) => unknown): void;
  };
}

/** What the preload side uses (contextBridge and ipcRenderer). */
export interface ElectronRenderer {
  contextBridge: { exposeInMainWorld(key: string, api: unknown): void };
  ipcRenderer: {
    send(channel: string, ...args: unknown[]): void;
    sendSync(channel: string, ...args: unknown[]): unknown;
    invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  };
}
