// A fake of the Electron main-process API the shell uses: it records what the shell asked for
// and lets a test fire Electron's events.

import type {
  BrowserWindowOptions,
  ElectronMain,
  IpcEvent,
  PermissionCallback,
  WebContents,
} from "../electron-api.js";

type Listener = (...args: never[]) => unknown;

export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => unknown)(...args);
  }
}

export class FakeEvent {
  defaultPrevented = false;
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

export class FakeWebContents extends FakeEmitter {
  url = "";
  loads: string[] = [];
  files: Array<{ file: string; query: Record<string, string> }> = [];
  reloads = 0;
  crashes = 0;
  css = new Map<string, string>();
  windowOpenHandler: ((details: { url: string }) => { action: "deny" }) | null = null;
  permissionRequest: ((c: WebContents, p: string, cb: PermissionCallback) => void) | null = null;
  permissionCheck: ((c: WebContents | null, p: string) => boolean) | null = null;
  readonly session = {
    setPermissionRequestHandler: (handler: FakeWebContents["permissionRequest"]) => {
      this.permissionRequest = handler;
    },
    setPermissionCheckHandler: (handler: FakeWebContents["permissionCheck"]) => {
      this.permissionCheck = handler;
    },
  };
  loadURL(url: string): Promise<void> {
    this.url = url;
    this.loads.push(url);
    return Promise.resolve();
  }
  loadFile(file: string, options?: { query?: Record<string, string> }): Promise<void> {
    this.url = `file://${file}`;
    this.files.push({ file, query: options?.query ?? {} });
    return Promise.resolve();
  }
  reload(): void {
    this.reloads += 1;
  }
  getURL(): string {
    return this.url;
  }
  forcefullyCrashRenderer(): void {
    this.crashes += 1;
  }
  insertCSS(css: string): Promise<string> {
    const key = `css-${this.css.size + 1}`;
    this.css.set(key, css);
    return Promise.resolve(key);
  }
  removeInsertedCSS(key: string): Promise<void> {
    this.css.delete(key);
    return Promise.resolve();
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: "deny" }): void {
    this.windowOpenHandler = handler;
  }
  /** Fires a preventable event; true when the shell prevented it. */
  fire(event: string, ...args: unknown[]): boolean {
    const e = new FakeEvent();
    this.emit(event, e, ...args);
    return e.defaultPrevented;
  }
}

export class FakeWindow extends FakeEmitter {
  static created: FakeWindow[] = [];
  readonly webContents = new FakeWebContents();
  kiosk: boolean;
  fullScreen: boolean;
  shown = false;
  focused = 0;
  constructor(readonly options: BrowserWindowOptions) {
    super();
    this.kiosk = options.kiosk;
    this.fullScreen = options.fullscreen;
    FakeWindow.created.push(this);
  }
  setKiosk(flag: boolean): void {
    this.kiosk = flag;
  }
  isKiosk(): boolean {
    return this.kiosk;
  }
  setFullScreen(flag: boolean): void {
    this.fullScreen = flag;
  }
  setMenuBarVisibility(): void {}
  show(): void {
    this.shown = true;
  }
  focus(): void {
    this.focused += 1;
  }
  restore(): void {}
  isMinimized(): boolean {
    return false;
  }
  isDestroyed(): boolean {
    return false;
  }
}

export interface FakeElectron extends ElectronMain {
  switches: Array<[string, string | undefined]>;
  quits: number;
  lock: boolean;
  loginItems: Array<{ openAtLogin: boolean }>;
  blockers: string[];
  menus: null[];
  appEvents: FakeEmitter;
  ipcListeners: Map<string, (event: IpcEvent, ...args: unknown[]) => unknown>;
  windows: FakeWindow[];
}

export function fakeElectron(userData: string): FakeElectron {
  const appEvents = new FakeEmitter();
  FakeWindow.created = [];
  const fake: FakeElectron = {
    switches: [],
    quits: 0,
    lock: true,
    loginItems: [],
    blockers: [],
    menus: [],
    appEvents,
    ipcListeners: new Map(),
    get windows() {
      return FakeWindow.created;
    },
    app: {
      commandLine: { appendSwitch: (name, value) => void fake.switches.push([name, value]) },
      requestSingleInstanceLock: () => fake.lock,
      whenReady: () => Promise.resolve(),
      quit: () => void (fake.quits += 1),
      getPath: () => userData,
      getVersion: () => "1.0.1",
      setLoginItemSettings: (settings) => void fake.loginItems.push(settings),
      on(event: string, listener: Listener) {
        appEvents.on(event, listener);
        return this;
      },
    } as ElectronMain["app"],
    BrowserWindow: FakeWindow,
    powerSaveBlocker: {
      start: (type) => {
        fake.blockers.push(type);
        return fake.blockers.length;
      },
    },
    Menu: { setApplicationMenu: (menu) => void fake.menus.push(menu) },
    ipcMain: {
      on: (channel, listener) => void fake.ipcListeners.set(channel, listener),
      handle: (channel, listener) => void fake.ipcListeners.set(channel, listener),
    },
  };
  return fake;
}
