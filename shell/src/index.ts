// The islands runtime, started by the islands loader when a page's first island wakes.
// Async boundary: Module Federation negotiates the shared singletons before it runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] the islands runtime failed to load', error);
});
