import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteWidget } from '@freightdeck/contracts';

/** A route whose page is a React component (what a remote's `./routes` exports). */
export type PageComponent = RemoteRoute<ComponentType>;
export type PageRoutes = PageComponent[];

/** A dashboard widget whose body is a React component (what a remote's `./widgets` exports). */
export type DashboardWidget = RemoteWidget<ComponentType>;
export type DashboardWidgets = DashboardWidget[];
