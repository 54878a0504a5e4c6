// Only a dynamic import: shared singletons are negotiated before React starts (docs/adr/013).
import('./bootstrap');
