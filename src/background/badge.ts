// The toolbar badge: the number of candidates left, on Wordle tabs only (badges are per tab).
import browser from 'webextension-polyfill';

const GREEN = '#538d4e';

/** Badges fit about four characters: 14855 candidates show as "15k". */
export function badgeText(count: number | '!' | null): string {
  if (count === null) return '';
  if (count === '!' || count < 1000) return String(count);
  return `${Math.round(count / 1000)}k`;
}

export async function showCount(tabId: number, count: number | '!' | null): Promise<void> {
  try {
    await browser.action.setBadgeText({ tabId, text: badgeText(count) });
    if (count !== null) await browser.action.setBadgeBackgroundColor({ tabId, color: count === '!' ? '#b59f3b' : GREEN });
  } catch {
    // The tab closed meanwhile: nothing to show it on.
  }
}
