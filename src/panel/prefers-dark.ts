import { useEffect, useState } from 'preact/hooks';

const DARK = '(prefers-color-scheme: dark)';

/**
 * Whether the browser asks for dark pages, followed while the panel is open. The panel names its
 * theme itself (data-theme) so panel.css holds the dark palette once, for this and the game's.
 */
export function usePrefersDark(): boolean {
  const [dark, setDark] = useState(() => typeof matchMedia === 'function' && matchMedia(DARK).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK);
    const follow = () => setDark(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return dark;
}
