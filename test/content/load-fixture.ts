// Loads a fixture into its own document. happy-dom does not attach declarative shadow roots
// (`<template shadowrootmode="open">`) when parsing, so this does what a browser parser does.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures') + '/';

export function parsePage(html: string): Document {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  attachDeclarativeShadowRoots(doc);
  return doc;
}

export function loadFixture(name: string): Document {
  return parsePage(readFileSync(`${FIXTURES}${name}.html`, 'utf8'));
}

export function attachDeclarativeShadowRoots(root: ParentNode): void {
  for (const t of Array.from(root.querySelectorAll('template[shadowrootmode]'))) {
    const host = t.parentElement;
    if (!host || host.shadowRoot) continue;
    const shadow = host.attachShadow({ mode: t.getAttribute('shadowrootmode') === 'closed' ? 'closed' : 'open' });
    shadow.append((t as HTMLTemplateElement).content.cloneNode(true));
    t.remove();
    attachDeclarativeShadowRoots(shadow);
  }
}
