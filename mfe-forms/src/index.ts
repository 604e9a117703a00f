// Standalone entry. Async boundary: Module Federation negotiates shared singletons first.
import('./bootstrap');
