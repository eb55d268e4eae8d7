/** What Chromium hands the page when the app can be installed (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;

/**
 * Chromium offers to install the app once per page load, often before /download is opened: the offer is
 * kept from the start so the download page can use it. It is left to the browser (its own install hint
 * stays) until that page takes it.
 */
export function keepInstallOffer() {
  addEventListener('beforeinstallprompt', (event) => {
    offer = event as InstallPromptEvent;
  });
  addEventListener('appinstalled', () => {
    offer = null;
  });
}

/** The offer the browser made, while it has not been used. */
export const installOffer = (): InstallPromptEvent | null => offer;

/** The offer is being used: a prompt shows once per offer. */
export function spendInstallOffer() {
  offer = null;
}
