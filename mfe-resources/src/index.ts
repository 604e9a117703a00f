// Standalone entry. Async boundary: Module Federation negotiates shared singletons first.
import('./bootstrap').catch((error: unknown) => {
  // A chunk that fails to load (network, a redeploy mid-visit) must not fail silently.
  console.error('mfe-resources: the standalone app failed to load', error);
});
