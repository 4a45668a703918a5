// The toolbar badge: the number of likely answers left (as the panel's headline counts them), on
// Wordle tabs only (badges are per tab).
import browser from 'webextension-polyfill';
import { badgeText } from './badge-text';

const GREEN = '#538d4e';
const YELLOW = '#b59f3b';

export async function showCount(tabId: number, count: number | '!' | null): Promise<void> {
  try {
    await browser.action.setBadgeText({ tabId, text: badgeText(count) });
    if (count !== null) await browser.action.setBadgeBackgroundColor({ tabId, color: count === '!' ? YELLOW : GREEN });
  } catch {
    // The tab closed meanwhile: nothing to show it on.
  }
}
