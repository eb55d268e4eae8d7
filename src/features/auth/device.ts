const DEVICE_KEY = 'rodada.device';

/**
 * The id this browser registers with (a random UUID kept in localStorage): the server counts refused
 * registrations per device as well as per address. None when storage is unavailable.
 */
export function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id || !/^[A-Za-z0-9-]{16,64}$/.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}
