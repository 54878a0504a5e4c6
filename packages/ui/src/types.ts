import type { ComponentType } from 'react';
import type { RemoteRoute } from '@freightdeck/contracts';

/** A route whose page is a React component (what a remote's `./routes` exports). */
export type PageComponent = RemoteRoute<ComponentType>;
export type PageRoutes = PageComponent[];
