export { mountDevShell, type MountDevShellOptions } from './mount-dev-shell';
export { DevShell, type DevShellProps } from './dev-shell';
export { answer, createCannedFetch, findCanned, reply, type CannedHandler, type CannedReply, type CannedRequest, type CannedResponses } from './canned-fetch';
export { fakeTokens } from './default-canned';
export { ROLE_PRESETS, fakeUser, permissionsOf, rolePreset, type RoleId, type RolePreset } from './roles';
export {
  DEV_SHELL_STORAGE_KEYS, DEFAULT_SETTINGS, loadSettings, saveSettings,
  type ApiSource, type DevShellSettings,
} from './settings';
export { decideAccess, type RouteDecision } from './routing/route-access';
export { cannedSelf } from './canned-self';
