// Runs at document_start, before any script of the page, so that its listeners on window come
// first on every event's path: what the player types into the panel inside the page never reaches
// the page (src/shared/typing-guard.ts). The panel registers its host with it when it mounts.
import { guardTyping } from '../shared/typing-guard';

if (window.top === window) guardTyping();
