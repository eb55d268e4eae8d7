const DEVICE_KEY = 'rodada.device';

/**
 * The id this browser logs in and registers with (a random UUID kept in localStorage): the server counts
 * refused registrations per device, and lets a device the member logged in from before past the limit that
 * strangers guessing the password from many places run into. None when storage is unavailable.
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
