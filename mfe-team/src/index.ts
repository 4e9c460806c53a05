// Async boundary: shared singletons are negotiated before the app's modules run.
import('./bootstrap');
