import { describe, expect, it } from 'vitest';
import manifest from '../../manifest.json' with { type: 'json' };
import { firefoxManifest, GECKO_ID } from '../../vite.config';

describe('the Firefox patch of manifest.json', () => {
  const ff = firefoxManifest(manifest);

  it('replaces the service worker by background scripts and the side panel by a sidebar', () => {
    expect(ff.background).toEqual({ scripts: [manifest.background.service_worker], type: 'module' });
    expect(ff).not.toHaveProperty('side_panel');
    expect(ff.sidebar_action).toMatchObject({ default_panel: manifest.side_panel.default_path });
  });

  it('drops the Chrome-only permissions and keeps the rest', () => {
    expect(ff.permissions).toEqual(manifest.permissions.filter((p) => p !== 'sidePanel' && p !== 'offscreen'));
    expect(ff.permissions).toContain('storage');
  });

  it('makes the panel inside the page a content script of its own and exposes nothing to the page', () => {
    // Firefox for Android lacks web_accessible_resources' resources and matches (browser-compat-data),
    // which the Chrome build's import of the panel needs.
    expect(ff).not.toHaveProperty('web_accessible_resources');
    const scripts = ff.content_scripts as { js: string[]; matches: string[]; run_at: string }[];
    expect(scripts.map((c) => [c.js, c.run_at])).toEqual([
      [['src/content/typing-guard.ts'], 'document_start'],
      [['src/content/main.ts'], 'document_idle'],
      [['src/panel/overlay.tsx'], 'document_idle'],
    ]);
    expect(scripts[2].matches).toEqual(manifest.content_scripts[1].matches);
  });

  it('declares the gecko id, minimum version and no data collection', () => {
    expect(ff.browser_specific_settings).toMatchObject({
      gecko: { id: GECKO_ID, strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } },
      // docs/firefox-android.md: the highest of the first versions of each key and API used.
      gecko_android: { strict_min_version: '142.0' },
    });
    expect(ff).not.toHaveProperty('minimum_chrome_version');
  });

  it('leaves the Chrome manifest with the fewest permissions and one content-script site', () => {
    // alarms: the streak guard's, shown to nobody; its notifications only optional, asked when turned on.
    expect(manifest.permissions.sort()).toEqual(['alarms', 'offscreen', 'sidePanel', 'storage']);
    expect((manifest as { optional_permissions?: string[] }).optional_permissions).toEqual(['notifications']);
    // The content script and the typing guard before any script of the page, on the Wordle
    // addresses only; the panel inside the page is the one file the content script may load there
    // (only when the player wants it), web-accessible to the NYT site alone.
    expect(manifest.content_scripts.map((c) => [c.js, c.run_at])).toEqual([
      [['src/content/typing-guard.ts'], 'document_start'],
      [['src/content/main.ts'], 'document_idle'],
    ]);
    // storage.local.setAccessLevel (storage.local closed to content scripts) works from Chrome 140;
    // use_dynamic_url (a new address each session), needed too, from 130.
    expect(manifest.minimum_chrome_version).toBe('140');
    expect(manifest.web_accessible_resources).toEqual([{ resources: ['src/panel/overlay.js'], matches: ['https://www.nytimes.com/*'], use_dynamic_url: true }]);
    for (const c of manifest.content_scripts)
      expect(c.matches).toEqual(['https://www.nytimes.com/games/wordle', 'https://www.nytimes.com/games/wordle?*', 'https://www.nytimes.com/games/wordle/*', 'https://www.nytimes.com/games/create/wordle/*']);
    expect(manifest).not.toHaveProperty('host_permissions');
    expect(manifest).not.toHaveProperty('content_security_policy');
  });
});
