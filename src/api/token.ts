const TOKEN_KEY = 'rodada.token';

/** The access token lives in session storage: one tab, gone when the tab closes. */
export const tokenStore = {
  get(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    sessionStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    sessionStorage.removeItem(TOKEN_KEY);
  },
};

/** force_offline: nothing of the session or the device's choices survives. */
export function clearAllStorage(): void {
  try {
    sessionStorage.clear();
    localStorage.clear();
  } catch {
    /* storage unavailable */
  }
}
