// The design system's tokens and base styles: the entry's stylesheet, which the server inlines in every page.
import '@site/ui/styles.css';
import { installSlidersWhenRendered } from '@site/ui/behaviours';
import { islandsRuntime } from './islands/runtime';
import { RUNTIME_READY_EVENT } from './islands/protocol';

// The loader is waiting for this (islands/loader.ts).
window.siteIslands = islandsRuntime;
window.dispatchEvent(new Event(RUNTIME_READY_EVENT));
// A page the runtime renders (the server could not compose it, or a route it did not know) may hold
// sliders the page's HTML did not: their behaviour comes once one is rendered.
installSlidersWhenRendered(document);
