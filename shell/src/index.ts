/**
 * The server's HTML is painted before the app starts: the app's scripts are preloaded and often
 * ready at once, and running them first would hold that paint back on a slow phone. Waits for the
 * first contentful paint (the browser reports it), at most 300 ms; at once when there is no server
 * HTML to paint (the client renders the page itself).
 */
function afterServerHtmlPainted(): Promise<void> {
  return new Promise((resolve) => {
    const hasServerHtml = Boolean(document.getElementById('root')?.firstElementChild);
    if (!hasServerHtml || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab opened in the background paints nothing until it is shown; it still starts.
    setTimeout(resolve, 300);
  });
}

// Async boundary: Module Federation negotiates the shared singletons before the app starts.
void afterServerHtmlPainted().then(() => import('./bootstrap'));
