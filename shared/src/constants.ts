// The business constants of the product (docs/product.md#constants), in one place for every part.

export const PRODUCT_NAME = "Encore";
export const PRODUCT_VERSION = "1.0.1";

export const API_TIMEOUT_MS = 10_000;
export const BULK_SONG_FETCH_LIMIT = 1000;
export const MAX_FAVORITES = 20;
export const SONGBOOK_PAGE_SIZE = 70;
export const GLOBAL_SEARCH_LIMIT = 200;
/** A search counts its matches up to this many; beyond, `total` says this and `total_capped`. */
export const SEARCH_TOTAL_CAP = 10_000;
export const POPULAR_DEFAULT_LIMIT = 10;
export const POPULAR_MAX_LIMIT = 50;
export const HOME_CAROUSEL_REQUEST = 50;
export const CAROUSEL_FIRST = 10;
export const CAROUSEL_STEP = 10;

export const SEARCH_DEBOUNCE_LIST_MS = 500;
export const SEARCH_DEBOUNCE_TOP_BAR_MS = 0;
export const SEARCH_DEBOUNCE_QUEUE_PANEL_MS = 300;
export const MAX_SEARCH_LENGTH = 100;

export const BACK_NAVIGATION_DEBOUNCE_MS = 500;
export const SOCKET_RECONNECT_DELAY_MS = 2000;
export const FAILED_MESSAGE_RETRY_WINDOW_MS = 30_000;
export const EMPTY_SESSION_TIMEOUT_MS = 30_000;
export const AUTO_NEXT_DELAY_MS = 2000;
export const PLAYER_STATE_DEBOUNCE_MS = 100;
export const BACK_TO_SESSION_DELAY_MS = 100;
export const REDIRECT_COUNTDOWN_S = 5;

export const SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
/**
 * A singer's name, in characters: the cloud caps the handshake's name at this, and the remote's
 * name field allows as many (docs/security.md, "Text that spoofs its neighbours").
 */
export const MAX_DISPLAY_NAME_LENGTH = 40;
export const MAX_PENDING_FEEDBACK = 5;
export const PENDING_FEEDBACK_WARNING_FROM = 4;
export const FEEDBACK_SUBJECT_MAX = 255;

export const CONSENT_VALUES = ["accepted", "minimal"] as const;
