// Async boundary: shared singletons are negotiated before the root config runs.
import('./bootstrap');
