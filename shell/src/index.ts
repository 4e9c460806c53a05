// Async boundary: shared singletons (React, MUI...) are negotiated before any app code runs.
import('./bootstrap');
