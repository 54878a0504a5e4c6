// Only a dynamic import: shared singletons are negotiated before React starts (TOOLCHAIN.md).
import('./bootstrap');
