import { PAGE_IDS, PAGES } from '../pages';
import { parsePermission, PERMISSIONS } from '../permissions';

/**
 * What a remote may not write as a literal (docs/adr/010), built from the tables so the lint
 * rule (eslint.config.mjs) and the repository test (e2e/repo/route-literals.test.ts) follow
 * them: a remote names a requirement from `ACTION_PERMISSIONS` / `PAGES` and links with `paths`.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const alternatives = (items: readonly string[]) => [...new Set(items)].map(escape).join('|');

const RESOURCES = PERMISSIONS.map((p) => parsePermission(p).resource);
const PAGE_PATHS = PAGE_IDS.map((id) => PAGES[id].path).filter((path) => path !== '/');
const SECTIONS = PAGE_PATHS.map((path) => path.split('/')[1] ?? '');

/**
 * A permission string with an action: `booking:own:view`, `user-role:manage`. A bare resource
 * (`booking`, `organization`) is also an ordinary word (a column key, a plural), so it is left
 * out: no page or action of the tables requires one.
 */
export const PERMISSION_LITERAL = new RegExp(`^(?:${alternatives(RESOURCES)})(?::[a-z-]+){1,2}$`);

/** A route pattern in a page's section: a path with a `:param` segment, such as `/bookings/:id`. */
export const ROUTE_PATTERN_LITERAL = new RegExp(`^/(?:${alternatives(SECTIONS)})(?:/[^/\\s]*)*/:[A-Za-z_]`);

/**
 * A page's path written out, such as `/bookings` or `/users` (`/` aside). The HTTP API's
 * endpoints under /v1 share some of these words, so a remote's API modules (`api/`, `api.ts`)
 * may write them: there they name an endpoint, not a page.
 */
export const PAGE_PATH_LITERAL = new RegExp(`^(?:${alternatives(PAGE_PATHS.filter((path) => !path.includes(':')))})$`);

/** The start of a template literal that builds a page link by hand: `` `/bookings/${id}` ``. */
export const PAGE_LINK_TEMPLATE = new RegExp(`^/(?:${alternatives(SECTIONS)})(?:/|$)`);

/** esquery (ESLint selectors) reads a `/` in a regular expression as its end: spell it `\x2F`. */
function selectorSource(pattern: RegExp): string {
  return `/${pattern.source.replace(/\\\//g, '\\x2F').replace(/\//g, '\\x2F')}/`;
}

export interface RestrictedSyntax {
  selector: string;
  message: string;
}

const PERMISSION_MESSAGE = 'A remote writes no permission string: name the requirement from ACTION_PERMISSIONS or PAGES in @freightdeck/contracts (docs/adr/010).';
const PATTERN_MESSAGE = 'A remote writes no route pattern: its pages come from the PAGES table through pageRoutes() in @freightdeck/contracts (docs/adr/010).';
const PATH_MESSAGE = "A remote writes no page path: link with paths.<page>() from @freightdeck/contracts (docs/adr/010).";

const onStrings = (pattern: RegExp, message: string): RestrictedSyntax[] => [
  { selector: `Literal[value=${selectorSource(pattern)}]`, message },
  { selector: `TemplateLiteral[expressions.length=0] > TemplateElement[value.cooked=${selectorSource(pattern)}]`, message },
];

/** `no-restricted-syntax` entries for every remote source file, its API modules included. */
export function everywhereRules(): RestrictedSyntax[] {
  return [...onStrings(PERMISSION_LITERAL, PERMISSION_MESSAGE), ...onStrings(ROUTE_PATTERN_LITERAL, PATTERN_MESSAGE)];
}

/** `no-restricted-syntax` entries for a remote's source outside its API modules. */
export function outsideApiRules(): RestrictedSyntax[] {
  return [
    ...everywhereRules(),
    ...onStrings(PAGE_PATH_LITERAL, PATH_MESSAGE),
    { selector: `TemplateLiteral[expressions.length>0] > TemplateElement:first-child[value.cooked=${selectorSource(PAGE_LINK_TEMPLATE)}]`, message: PATH_MESSAGE },
  ];
}
