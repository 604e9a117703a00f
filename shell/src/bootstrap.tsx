// The design system's tokens and base styles: the entry's stylesheet, which the server inlines in every page.
import '@site/ui/styles.css';
import { islandsRuntime } from './islands/runtime';
import { RUNTIME_READY_EVENT } from './islands/protocol';

// The loader is waiting for this (islands/loader.ts).
window.siteIslands = islandsRuntime;
window.dispatchEvent(new Event(RUNTIME_READY_EVENT));
