import { useId, useState } from 'react';
import { PERMISSIONS } from '@freightdeck/contracts';
import { ROLE_PRESETS, type RoleId } from '../roles';
import { type ApiSource, type DevShellSettings, withPermission, withRole } from '../settings';
import { PanelBox, PanelHead, Permissions } from './panel-styles';
import { RealUser } from './real-user';
import { ReferenceDataStatus } from './reference-data-status';
import { SignInForm } from './sign-in-form';

interface DevPanelProps {
  settings: DevShellSettings;
  onChange: (next: DevShellSettings) => void;
}

function PermissionChoice({ settings, onChange }: DevPanelProps) {
  return (
    <fieldset>
      <legend>Permissions</legend>
      <Permissions>
        {PERMISSIONS.map((permission) => (
          <label key={permission}>
            <input
              type="checkbox"
              checked={settings.permissions.includes(permission)}
              onChange={(e) => onChange(withPermission(settings, permission, e.target.checked))}
            />{' '}
            {permission}
          </label>
        ))}
      </Permissions>
    </fieldset>
  );
}

/** The floating panel: fake user and permissions, and where API calls go. */
export function DevPanel({ settings, onChange }: DevPanelProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const fake = settings.role !== 'signed-in';

  return (
    <PanelBox aria-label="Dev shell panel">
      <PanelHead>
        <h2>Dev shell</h2>
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
      </PanelHead>
      <div id={bodyId} hidden={!open}>
        <label>
          Signed-in user
          <select
            value={settings.role}
            onChange={(e) => onChange(withRole(settings, e.target.value as RoleId | 'signed-in'))}
          >
            {ROLE_PRESETS.map((role) => (
              <option key={role.id} value={role.id}>{role.name}</option>
            ))}
            <option value="signed-in">Real session user (no fake user)</option>
          </select>
        </label>

        {fake ? <PermissionChoice settings={settings} onChange={onChange} /> : <RealUser />}

        <fieldset>
          <legend>API</legend>
          {([['api', 'Real API (/v1 through the dev server)'], ['canned', 'Canned responses']] as const).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="dev-shell-api-source"
                value={value}
                checked={settings.source === value}
                onChange={() => onChange({ ...settings, source: value satisfies ApiSource })}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>

        <ReferenceDataStatus source={settings.source} />

        <SignInForm />
      </div>
    </PanelBox>
  );
}
